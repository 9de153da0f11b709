import type { ForgotPasswordRequest } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/**
 * Emails a reset link: the same answer whether the email has an account or not ('If an account exists for that
 * email, we sent a link to reset the password.').
 */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<string> {
  const { meta } = await api.call(accountsEndpoints.requestPasswordReset, { body });
  return meta.message;
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
