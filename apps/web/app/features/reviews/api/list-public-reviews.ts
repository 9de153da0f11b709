import { reviewsEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/**
 * GET /v3/reviews: the latest reviews (public), a page, with the reviewed shops' standing and the overall average.
 * Read by the /reviews page's loader (its data is the loader's, ADR 070's way: no query cache in its JavaScript).
 */
export async function listPublicReviews(page: number, client: ApiClient) {
  const { data, meta } = await client.call(reviewsEndpoints.listPublicReviews, { query: { page } });
  return { reviews: data, count: meta.count, averageRating: meta.averageRating, shops: meta.shops };
}

export type PublicReviewsView = Awaited<ReturnType<typeof listPublicReviews>>;
