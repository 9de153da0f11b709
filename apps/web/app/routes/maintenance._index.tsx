import { Container, Stack, Text, Title } from '@mantine/core';
import { PageBreadcrumbs } from '~/components/ui/page-breadcrumbs';
import { getMaintenanceOverview } from '~/features/maintenance/api/get-maintenance-overview';
import { ModelIndex } from '~/features/maintenance/components/model-index';
import { overviewHead } from '~/features/maintenance/maintenance-pages';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/maintenance._index';

/** /maintenance (ADR 072): every make with its models, each linking to the model's maintenance schedule. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request }: Route.LoaderArgs) => loadPublicPage(context, request, (api) => getMaintenanceOverview(api), overviewHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** React Router passes the error to an `ErrorBoundary` the module declares itself (not to a re-exported one). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function MaintenancePage({ loaderData: { data, head } }: Route.ComponentProps) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <PageBreadcrumbs crumbs={head.breadcrumbs} />
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Car maintenance schedules
          </Title>
          <Text maw="48rem">
            Choose your car for what it is due for at each 5,000 miles, from an oil change to the 90,000-mile service. The
            schedule gives typical intervals for a modern car under normal driving; your owner’s manual has the final word.
          </Text>
        </Stack>
        <ModelIndex makes={data.makes} />
      </Stack>
    </Container>
  );
}
