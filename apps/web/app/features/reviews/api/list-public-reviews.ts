import { reviewsEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';

/** GET /v3/reviews: the latest reviews (public), a page, with the reviewed shops' standing and the overall average. */
export async function listPublicReviews(page: number, signal?: AbortSignal, client: ApiClient = api) {
  const { data, meta } = await client.call(reviewsEndpoints.listPublicReviews, { query: { page }, signal });
  return { reviews: data, count: meta.count, averageRating: meta.averageRating, shops: meta.shops };
}

export type PublicReviewsView = Awaited<ReturnType<typeof listPublicReviews>>;

/** Built for a client: the page's loader renders it on the server (ADR 055), the page's hook finds it. */
export const publicReviewsQueryOptions = (page: number, client: ApiClient = api) =>
  queryOptions({ queryKey: ['reviews', 'public', page], queryFn: ({ signal }) => listPublicReviews(page, signal, client), staleTime: 60_000 });

export const usePublicReviews = (page: number) => useQuery({ ...publicReviewsQueryOptions(page), placeholderData: keepPreviousData });
