import type { ConfirmEmailRequest } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** The 6-digit code from the email (signed in); answers the confirmed profile. */
export async function confirmEmail(body: ConfirmEmailRequest) {
  const { data } = await api.call(accountsEndpoints.confirmEmail, { body });
  return data;
}

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });

/** Sends a new code; answers the sentence to show ('We sent a new code to your email address.'). */
export async function resendConfirmationCode(): Promise<string> {
  const { meta } = await api.call(accountsEndpoints.resendConfirmationCode);
  return meta.message;
}

export const useResendConfirmationCode = () => useMutation({ mutationFn: resendConfirmationCode });
