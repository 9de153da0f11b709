import type { PromoRequest } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { setCurrentUser } from '~/lib/current-user';
import { profileQueryOptions } from './get-profile';

/** POST /v3/users/promo: a promo code or another member's invite code; the reply is the profile and the sentence. */
export async function applyPromoCode(input: PromoRequest) {
  const { data, meta } = await api.call(accountsEndpoints.applyPromoCode, { body: input });
  return { profile: data, message: meta.message };
}

export function useApplyPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPromoCode,
    onSuccess: ({ profile }) => {
      setCurrentUser(profile);
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
    },
  });
}
