import { Container } from '@mantine/core';
import { getMakeModelMaintenance } from '~/features/maintenance/api/get-make-model-maintenance';
import { VehicleSchedule } from '~/features/maintenance/components/vehicle-schedule';
import { canonicalSchedulePath, vehicleScheduleHead } from '~/features/maintenance/maintenance-pages';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/maintenance.$makeModel';

/** /maintenance/{makeModel} (ADR 072): a model's schedule, the canonical page of it, with links to its years. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(context, request, (api) => getMakeModelMaintenance(params.makeModel, api), (data) => vehicleScheduleHead(data, canonicalSchedulePath(data)));

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** React Router passes the error to an `ErrorBoundary` the module declares itself (not to a re-exported one). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function MakeModelMaintenancePage({ loaderData }: Route.ComponentProps) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <VehicleSchedule schedule={loaderData.data} head={loaderData.head} />
    </Container>
  );
}
