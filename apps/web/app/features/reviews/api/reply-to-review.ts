import { reviewsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { shopReviewsKey } from './list-shop-reviews';

/** PUT /locations/:locationId/reviews/:reviewId/reply (shop API): the shop's one reply, replaced when written again. */
export async function replyToReview({ locationId, reviewId, body }: { locationId: string; reviewId: string; body: string }) {
  return api.call(reviewsEndpoints.replyToReview, { params: { locationId, reviewId }, body: { body } });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: (_review, { locationId }) => queryClient.invalidateQueries({ queryKey: shopReviewsKey(locationId) }),
  });
}
