import { Container } from '@mantine/core';
import { getMakeModelYearMaintenance } from '~/features/maintenance/api/get-make-model-year-maintenance';
import { VehicleSchedule } from '~/features/maintenance/components/vehicle-schedule';
import { canonicalSchedulePath, vehicleScheduleHead } from '~/features/maintenance/maintenance-pages';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/maintenance.$makeModel.$year';

/** /maintenance/{makeModel}/{year} (ADR 072): a model year's schedule, the canonical page of it. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(
    context,
    request,
    (api) => getMakeModelYearMaintenance({ makeModel: params.makeModel, year: params.year }, api),
    (data) => vehicleScheduleHead(data, canonicalSchedulePath(data)),
  );

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** React Router passes the error to an `ErrorBoundary` the module declares itself (not to a re-exported one). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function MakeModelYearMaintenancePage({ loaderData }: Route.ComponentProps) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <VehicleSchedule schedule={loaderData.data} head={loaderData.head} />
    </Container>
  );
}
