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
