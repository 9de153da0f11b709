import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { publicReviewsQueryOptions } from '~/features/reviews/api/list-public-reviews';
import { PublicReviews } from '~/features/reviews/components/public-reviews';
import { serverPageData } from '~/lib/page-data.server';
import { pageMeta } from '~/lib/page-meta';
import { PageDataBoundary } from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';
import { useBrandName } from '~/lib/runtime-config';
import type { Route } from './+types/reviews';

/**
 * /reviews (spec 000 §1, 001 §2; docs/product/reviews.md): the latest reviews customers wrote after completed jobs,
 * public, rendered on the server with their data and the schema.org structured data (ADR 055).
 */
export const handle: RouteHandle = { public: true, title: 'Reviews' };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Reviews', description: 'Real reviews of auto repair shops, written by customers after a completed job, with the shops’ replies.' });

const pageOf = (search: URLSearchParams) => Math.min(1000, Math.max(1, Math.trunc(Number(search.get('page'))) || 1));

export const loader = ({ context, request }: Route.LoaderArgs) =>
  serverPageData(context, (api) => [publicReviewsQueryOptions(pageOf(new URL(request.url).searchParams), api)]);

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const brand = useBrandName();
  return (
    <PageDataBoundary pageData={loaderData}>
      <Container size="md" px="md" py={{ base: 24, sm: 40 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Reviews
            </Title>
            <Text c="dimmed">Written by {brand} customers after a completed job: only a customer whose job a shop completed can review it.</Text>
          </Stack>
          <PublicReviews page={pageOf(params)} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} brandName={brand} />
        </Stack>
      </Container>
    </PageDataBoundary>
  );
}
