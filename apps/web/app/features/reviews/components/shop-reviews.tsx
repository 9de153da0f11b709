import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_REPLY_MAX, ShopReviewReply } from '@pitstop/contracts';
import { useState } from 'react';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useShopReviews } from '../api/list-shop-reviews';
import { useReplyToReview } from '../api/reply-to-review';
import { ReviewCard } from './review-card';
import { ReviewStars } from './review-stars';

function ReplyForm({ locationId, reviewId, reply, onDone }: { locationId: string; reviewId: string; reply: string | null; onDone: () => void }) {
  const answer = useReplyToReview();
  const form = useSchemaForm(ShopReviewReply, { initialValues: { body: reply ?? '' } });
  const submit = form.submit(async ({ body }) => {
    await answer.mutateAsync({ locationId, reviewId, body });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Reply to the review">
      <Stack gap="sm">
        <ProblemAlert problem={form.problem} />
        <Textarea label="Your reply" description="Shown under the review, on the public reviews page too." autosize minRows={2} maxLength={REVIEW_REPLY_MAX} {...form.getInputProps('body')} />
        <Group gap="sm">
          <Button type="submit" size="sm" loading={form.submitting}>
            Post reply
          </Button>
          <Button variant="default" size="sm" onClick={onDone} disabled={form.submitting}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The shop's reviews (docs/product/reviews.md): its standing, every review newest first, and a reply to each. */
export function ShopReviews({ locationId }: { locationId: string }) {
  const reviews = useShopReviews(locationId);
  const [open, setOpen] = useState<string | null>(null);
  if (reviews.isPending) return <Loading>Loading the reviews…</Loading>;
  if (reviews.isError) return <LoadFailed title="We could not load the reviews" error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const { rating, reviewCount } = reviews.data;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <ReviewStars rating={rating} size="md" />
        <Text fw={600}>
          {reviewCount > 0 ? `${rating.toFixed(1)} from ${reviewCount.toLocaleString('en-US')} ${reviewCount === 1 ? 'review' : 'reviews'}` : 'No reviews yet'}
        </Text>
      </Group>
      {reviews.data.reviews.length === 0 && (
        <Text c="dimmed" size="sm">
          No written reviews here yet. Customers review you after you mark their job completed.
        </Text>
      )}
      {reviews.data.reviews.map((review) => (
        <ReviewCard key={review.id} review={review} heading="reviewer">
          {open === review.id ? (
            <ReplyForm locationId={locationId} reviewId={review.id} reply={review.reply} onDone={() => setOpen(null)} />
          ) : (
            <Button variant="light" size="xs" w="fit-content" onClick={() => setOpen(review.id)} aria-label={`${review.reply ? 'Edit reply' : 'Reply'} to ${review.reviewerName}`}>
              {review.reply ? 'Edit reply' : 'Reply'}
            </Button>
          )}
        </ReviewCard>
      ))}
    </Stack>
  );
}
