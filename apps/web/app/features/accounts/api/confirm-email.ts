import type { ConfirmEmailRequest, UserProfile } from '@pitstop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** PUT /v3/users/confirm_email (signed in): the 6-digit code from the email; answers the confirmed profile. */
export async function confirmEmail(input: ConfirmEmailRequest): Promise<UserProfile> {
  const { data } = await api.main.put<UserProfile>('v3/users/confirm_email', input);
  return data;
}

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });

/** POST /v3/users/resend_confirmation_code: answers the sentence to show ('We sent a new code to your email address.'). */
export async function resendConfirmationCode(): Promise<string> {
  const { meta } = await api.main.post('v3/users/resend_confirmation_code');
  return typeof meta.message === 'string' ? meta.message : '';
}

export const useResendConfirmationCode = () => useMutation({ mutationFn: resendConfirmationCode });
