import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Sends a new code; answers the sentence to show ('We sent a new code to your email address.'). */
export async function resendConfirmationCode(): Promise<string> {
  const { meta } = await api.call(accountsEndpoints.resendConfirmationCode);
  return meta.message;
}

export const useResendConfirmationCode = () => useMutation({ mutationFn: resendConfirmationCode });
