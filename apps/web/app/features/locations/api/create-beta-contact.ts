import type { BetaContact, BetaContactRequest } from '@pitstop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** POST /v3/users/beta_contacts (spec 001 "Coverage gap"): notify me when shops join near this zip. */
export async function createBetaContact(input: BetaContactRequest): Promise<BetaContact> {
  const { data } = await api.main.post<BetaContact>('v3/users/beta_contacts', input);
  return data;
}

export const useCreateBetaContact = () => useMutation({ mutationFn: createBetaContact });
