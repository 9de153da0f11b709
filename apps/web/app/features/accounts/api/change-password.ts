import type { ChangePasswordRequest } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Changes (or, without one, sets) the password; answers a new session (other sessions are signed out). */
export const changePassword = (body: ChangePasswordRequest) => api.call(accountsEndpoints.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
