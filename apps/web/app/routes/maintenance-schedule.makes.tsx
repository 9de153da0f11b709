import { Container, Stack } from '@mantine/core';
import { PageIntro } from '~/features/maintenance/components/page-intro';
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
        <PageIntro crumbs={head.breadcrumbs} title="Maintenance schedules by make">Choose your car’s make, then its model, for what it is due for at each 5,000 miles.</PageIntro>
        <MakeLinks makes={data.makes} />
      </Stack>
    </Container>
  );
}
