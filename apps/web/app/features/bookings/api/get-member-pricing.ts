import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const memberPricingKey = ['member-pricing'] as const;

/** Whether the signed-in user's bookings take the shops' member prices: a current, paid membership (ADR 059). */
export async function getMemberPricing(signal?: AbortSignal) {
  const { data } = await api.call(bookingsEndpoints.getMemberPricing, { signal });
  return data;
}

export const memberPricingQueryOptions = () => queryOptions({ queryKey: memberPricingKey, queryFn: ({ signal }) => getMemberPricing(signal) });

export const useMemberPricing = () => useQuery(memberPricingQueryOptions());
