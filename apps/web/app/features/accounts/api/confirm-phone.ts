import type { ConfirmPhoneRequest } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** The texted code (signed in); answers the profile with the phone verified. */
export async function confirmPhone(body: ConfirmPhoneRequest) {
  const { data } = await api.call(accountsEndpoints.confirmPhone, { body });
  return data;
}

export const useConfirmPhone = () => useMutation({ mutationFn: confirmPhone });
