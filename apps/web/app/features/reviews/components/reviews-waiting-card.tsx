import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, href } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useUserReviews } from '../api/list-user-reviews';

const SHOWN = 3;

/** The dashboard's reviews (docs/product/reviews.md): completed jobs not reviewed yet, each a link to its form. */
export function ReviewsWaitingCard() {
  const reviews = useUserReviews();
  const waiting = reviews.data?.waiting ?? [];
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Reviews
        </Title>
        {reviews.isPending && <Loading>Loading your reviews…</Loading>}
        {reviews.isError && <LoadFailed title="We could not load your reviews" error={reviews.error} onRetry={() => void reviews.refetch()} />}
        {reviews.data && waiting.length === 0 && (
          <Text size="sm" c="dimmed">
            No reviews waiting.
          </Text>
        )}
        {waiting.length > 0 && (
          <>
            <Text size="sm">How did it go? Your review helps other drivers choose.</Text>
            <List spacing="xs" listStyleType="none" aria-label="Reviews waiting">
              {waiting.slice(0, SHOWN).map((job) => (
                <List.Item key={job.appointmentId}>
                  <Anchor component={Link} to={`${href('/profile/reviews')}?review=${job.appointmentId}`} fw={600} size="sm">
                    Review {job.shopName}
                  </Anchor>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {job.jobSummary}
                  </Text>
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Anchor component={Link} to={href('/profile/reviews')} size="sm" fw={600}>
          {waiting.length > SHOWN ? `All ${waiting.length} waiting, and your reviews` : 'Your reviews'}
        </Anchor>
      </Stack>
    </Paper>
  );
}
