import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useUserReviews } from '../api/list-user-reviews';
import { ReviewCard, reviewDay } from './review-card';
import { ReviewForm } from './review-form';

/**
 * /profile/reviews (docs/product/reviews.md): the completed jobs waiting for a review, each with its form, and the
 * person's reviews, each editable. `focus`: a job to open the form of (the dashboard's link).
 */
export function YourReviews({ focus }: { focus?: string | null }) {
  const reviews = useUserReviews();
  const [open, setOpen] = useState<string | null>(focus ?? null);
  const [saved, setSaved] = useState<string | null>(null);
  if (reviews.isPending) return <Loading>Loading your reviews…</Loading>;
  if (reviews.isError) return <LoadFailed title="We could not load your reviews" error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const { waiting, reviews: written } = reviews.data;
  const done = (message: string) => {
    setOpen(null);
    setSaved(message);
  };
  return (
    <Stack gap="lg">
      {saved && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="reviews-waiting-title">
        <Title order={3} fz="lg" id="reviews-waiting-title">
          Waiting for your review
        </Title>
        {waiting.length === 0 && (
          <Text c="dimmed" size="sm">
            Nothing to review right now. After a shop completes a job for you, you can review it here.
          </Text>
        )}
        {waiting.map((job) => (
          <Paper key={job.appointmentId} withBorder radius="md" p="md" component="article" aria-label={`Your visit to ${job.shopName}`}>
            <Stack gap="sm">
              <div>
                <Text fw={700}>{job.shopName}</Text>
                <Text size="sm" c="dimmed">
                  {job.jobSummary} · completed {reviewDay(job.completedAt)}
                </Text>
              </div>
              {open === job.appointmentId ? (
                <ReviewForm
                  locationId={job.locationId}
                  appointmentId={job.appointmentId}
                  onDone={() => done(`Thanks! Your review of ${job.shopName} is posted.`)}
                  onCancel={() => setOpen(null)}
                />
              ) : (
                <Button variant="light" w="fit-content" onClick={() => setOpen(job.appointmentId)}>
                  Write a review
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="reviews-written-title">
        <Title order={3} fz="lg" id="reviews-written-title">
          Your reviews
        </Title>
        {written.length === 0 && (
          <Text c="dimmed" size="sm">
            You have not written a review yet.
          </Text>
        )}
        {written.map((review) => (
          <ReviewCard key={review.id} review={review} heading="shop">
            {open === review.appointmentId ? (
              <ReviewForm
                locationId={review.locationId}
                appointmentId={review.appointmentId}
                review={review}
                onDone={() => done(`Your review of ${review.shopName} is saved.`)}
                onCancel={() => setOpen(null)}
              />
            ) : (
              <Button variant="default" size="xs" w="fit-content" onClick={() => setOpen(review.appointmentId)} aria-label={`Edit your review of ${review.shopName}`}>
                Edit
              </Button>
            )}
          </ReviewCard>
        ))}
      </Stack>
    </Stack>
  );
}
