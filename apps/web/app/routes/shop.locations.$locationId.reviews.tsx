import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, href, useParams } from 'react-router';
import { ShopReviews } from '~/features/reviews/components/shop-reviews';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** The shop's reviews (docs/product/reviews.md): what customers wrote after their jobs, answered here. */
export const handle: RouteHandle = { title: 'Shop reviews' };

export const meta = handleMeta;

export default function ShopReviewsPage() {
  const { locationId = '' } = useParams();
  return (
    <Container size="md" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={href('/shop/locations/:locationId', { locationId })} size="sm">
            Back to the requests
          </Anchor>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Reviews
          </Title>
          <Text c="dimmed">Customers review you after a completed job. Your reply shows under the review, on the public page too.</Text>
        </Stack>
        <ShopReviews locationId={locationId} />
      </Stack>
    </Container>
  );
}
