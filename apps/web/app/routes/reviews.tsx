import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigation, useSearchParams } from 'react-router';
import { PublicPageError } from '~/components/layout/public-page-error';
import { listPublicReviews } from '~/features/reviews/api/list-public-reviews';
import { PublicReviews } from '~/features/reviews/components/public-reviews';
import { pageApi } from '~/lib/page-api';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useBrandName } from '~/lib/runtime-config';
import type { Route } from './+types/reviews';

/**
 * /reviews (spec 000 §1, 001 §2; docs/product/reviews.md): the latest reviews customers wrote after completed jobs,
 * public, rendered on the server with their data and the schema.org structured data. The reviews are the loader's
 * data, as the search-engine pages' are (ADR 070): the page changes only by its `?page=`, which runs the loader again,
 * so its JavaScript carries no query cache, API client or schemas (issue 28 §3, the public pages' 150 KB).
 */
export const handle: RouteHandle = { public: true, title: 'Reviews' };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Reviews', description: 'Real reviews of auto repair shops, written by customers after a completed job, with the shops’ replies.' });

const pageOf = (search: URLSearchParams) => Math.min(1000, Math.max(1, Math.trunc(Number(search.get('page'))) || 1));

export const loader = ({ context, request }: Route.LoaderArgs) => listPublicReviews(pageOf(new URL(request.url).searchParams), context.get(pageApi));

// A function of the route module's own: React Router hands the error to an `ErrorBoundary` it can see declared here.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const brand = useBrandName();
  return (
    // The fluid container of the public pages (spec 000 §2), the list kept to a readable width.
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <Stack gap="lg" maw={880}>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Reviews
          </Title>
          <Text c="dimmed">Written by {brand} customers after a completed job: only a customer whose job a shop completed can review it.</Text>
        </Stack>
        <PublicReviews
          view={loaderData}
          page={pageOf(params)}
          loading={navigation.state !== 'idle'}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          brandName={brand}
        />
      </Stack>
    </Container>
  );
}
