import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReviewStars } from './review-stars';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const reviewDay = (iso: string) => DAY.format(new Date(iso));

export interface ReviewCardProps {
  review: {
    shopName: string;
    shopCity: string;
    rating: number;
    body: string;
    reviewerName: string;
    jobSummary: string;
    createdAt: string;
    reply: string | null;
  };
  /** What the card is headed by: the shop (the customer's and the public lists) or the writer (the shop's). */
  heading: 'shop' | 'reviewer';
  children?: ReactNode;
}

/** One review as written: stars, the text as plain text (never HTML), the job, and the shop's reply. */
export function ReviewCard({ review, heading, children }: ReviewCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{heading === 'shop' ? review.shopName : review.reviewerName}</Text>
          <ReviewStars rating={review.rating} />
        </Group>
        <Text size="sm" c="dimmed">
          {heading === 'shop' ? `${review.shopCity} · ` : ''}
          {review.jobSummary} · {reviewDay(review.createdAt)}
          {heading === 'shop' ? ` · by ${review.reviewerName}` : ''}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.body}</Text>
        {review.reply && (
          <Paper bg="var(--mantine-color-gray-0)" radius="sm" p="sm">
            <Text size="sm" fw={600}>
              Reply from {review.shopName}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.reply}
            </Text>
          </Paper>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
