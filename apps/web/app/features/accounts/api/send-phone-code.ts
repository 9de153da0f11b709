import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Texts a 6-digit code to the profile's phone number; answers the sentence to show. */
export async function sendPhoneCode(): Promise<string> {
  const { meta } = await api.call(accountsEndpoints.sendPhoneCode);
  return meta.message;
}

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
