import type { ReviewEdit } from '@pitstop/contracts';
import { reviewsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { userReviewsKey } from './list-user-reviews';

/** PUT /v3/users/reviews/{locationId}: the writer edits the review of a job there. */
export async function updateReview({ locationId, ...review }: ReviewEdit & { locationId: string }) {
  return (await api.call(reviewsEndpoints.updateReview, { params: { locationId }, body: review })).data;
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateReview, onSuccess: () => queryClient.invalidateQueries({ queryKey: userReviewsKey }) });
}
