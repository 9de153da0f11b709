import { reviewsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Every query of the user's reviews starts here: writing or editing one reads them again. */
export const userReviewsKey = ['reviews', 'mine'] as const;

/** GET /v3/users/reviews: the user's reviews, newest first, and the completed jobs waiting for one. */
export async function listUserReviews(signal?: AbortSignal) {
  const { data, meta } = await api.call(reviewsEndpoints.listUserReviews, { signal });
  return { reviews: data, waiting: meta.waiting };
}

export type UserReviewsView = Awaited<ReturnType<typeof listUserReviews>>;
export type ReviewView = UserReviewsView['reviews'][number];
export type ReviewWaitingView = UserReviewsView['waiting'][number];

export const userReviewsQueryOptions = () => queryOptions({ queryKey: userReviewsKey, queryFn: ({ signal }) => listUserReviews(signal) });

export const useUserReviews = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...userReviewsQueryOptions(), enabled });
