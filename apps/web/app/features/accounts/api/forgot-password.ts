import type { ForgotPasswordRequest } from '@pitstop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/**
 * POST /v3/users/forgot_password: the same answer whether the email has an account or not
 * ('If an account exists for that email, we sent a link to reset the password.').
 */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<string> {
  const { meta } = await api.main.post('v3/users/forgot_password', input);
  return typeof meta.message === 'string' ? meta.message : '';
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
