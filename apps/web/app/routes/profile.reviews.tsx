import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, href, useSearchParams } from 'react-router';
import { YourReviews } from '~/features/reviews/components/your-reviews';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /profile/reviews (spec 000 §2; docs/product/reviews.md): the completed jobs waiting for a review and the person's
 * reviews, each editable. `?review={appointmentId}` opens that job's form (the dashboard's link).
 */
export const handle: RouteHandle = { title: 'Your reviews' };

export const meta = handleMeta;

export default function ProfileReviews() {
  const [params] = useSearchParams();
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={2} fz="xl">
          Reviews
        </Title>
        <Text c="dimmed" size="sm">
          Rate the shops that worked on your car. Reviews are public, with your first name and last initial, on{' '}
          <Anchor component={Link} to={href('/reviews')} underline="always">
            the reviews page
          </Anchor>
          .
        </Text>
      </Stack>
      <YourReviews focus={params.get('review')} />
    </Stack>
  );
}
