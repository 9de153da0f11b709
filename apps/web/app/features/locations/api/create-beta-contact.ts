import type { BetaContactRequest } from '@pitstop/contracts';
import { locationsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Spec 001 "Coverage gap": notify me when shops join near this zip. */
export async function createBetaContact(body: BetaContactRequest) {
  const { data } = await api.call(locationsEndpoints.createBetaContact, { body });
  return data;
}

export const useCreateBetaContact = () => useMutation({ mutationFn: createBetaContact });
