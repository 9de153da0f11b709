import type { NewReview } from '@pitstop/contracts';
import { reviewsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { userReviewsKey } from './list-user-reviews';

/** POST /v3/users/reviews/{locationId}: the review of a completed job there. */
export async function createReview({ locationId, ...review }: NewReview & { locationId: string }) {
  return (await api.call(reviewsEndpoints.createReview, { params: { locationId }, body: review })).data;
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createReview, onSuccess: () => queryClient.invalidateQueries({ queryKey: userReviewsKey }) });
}
