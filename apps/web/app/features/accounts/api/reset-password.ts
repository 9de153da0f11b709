import type { PasswordResetRequest } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Sets the password and signs in (every other session is signed out). */
export const resetPassword = (body: PasswordResetRequest) =>
  api.call(accountsEndpoints.resetPassword, { body, skipAuthRefresh: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
