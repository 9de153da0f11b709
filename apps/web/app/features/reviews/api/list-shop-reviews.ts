import { reviewsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const shopReviewsKey = (locationId: string) => ['reviews', 'shop', locationId] as const;

/** GET /locations/:locationId/reviews (shop API): the location's reviews, newest first, and its standing. */
export async function listShopReviews(locationId: string, signal?: AbortSignal) {
  return api.call(reviewsEndpoints.listShopReviews, { params: { locationId }, signal });
}

export const shopReviewsQueryOptions = (locationId: string) =>
  queryOptions({ queryKey: shopReviewsKey(locationId), queryFn: ({ signal }) => listShopReviews(locationId, signal) });

export const useShopReviews = (locationId: string) => useQuery(shopReviewsQueryOptions(locationId));
