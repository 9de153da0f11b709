import type { BetaContactRequest } from '@pitstop/contracts';
import { locationsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** The coverage gap (docs/product/locations.md): notify me when shops join near this zip. */
export async function createBetaContact(body: BetaContactRequest) {
  const { data } = await api.call(locationsEndpoints.createBetaContact, { body });
  return data;
}

export const useCreateBetaContact = () => useMutation({ mutationFn: createBetaContact });
