import type { ChangePasswordRequest } from '@pitstop/contracts';
import { accountsRoutes } from '@pitstop/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Changes (or, without one, sets) the password; answers a new session (other sessions are signed out). */
export const changePassword = (body: ChangePasswordRequest) => api.call(accountsRoutes.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
