import { Container, Stack, Text, Title } from '@mantine/core';
import { PageBreadcrumbs } from '~/components/ui/page-breadcrumbs';
import { listMaintenanceMakes } from '~/features/maintenance/api/list-maintenance-makes';
import { MakeLinks } from '~/features/maintenance/components/make-links';
import { makesHead } from '~/features/maintenance/maintenance-pages';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/maintenance-schedule.makes';

/** /maintenance-schedule/makes (ADR 072): every make, each linking to its models. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request }: Route.LoaderArgs) => loadPublicPage(context, request, (api) => listMaintenanceMakes(api), makesHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** React Router passes the error to an `ErrorBoundary` the module declares itself (not to a re-exported one). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function MaintenanceMakesPage({ loaderData: { data, head } }: Route.ComponentProps) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap="sm">
          <PageBreadcrumbs crumbs={head.breadcrumbs} />
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Maintenance schedules by make
          </Title>
          <Text maw="48rem">Choose your car’s make, then its model, for what it is due for at each 5,000 miles.</Text>
        </Stack>
        <MakeLinks makes={data.makes} />
      </Stack>
    </Container>
  );
}
