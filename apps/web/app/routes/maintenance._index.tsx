import { Container, Stack } from '@mantine/core';
import { PageIntro } from '~/features/maintenance/components/page-intro';
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
        <PageIntro crumbs={head.breadcrumbs} title="Car maintenance schedules">
          Choose your car for what it is due for at each 5,000 miles, from an oil change to the 90,000-mile service. The
          schedule gives typical intervals for a modern car under normal driving; your owner’s manual has the final word.
        </PageIntro>
        <ModelIndex makes={data.makes} />
      </Stack>
    </Container>
  );
}
