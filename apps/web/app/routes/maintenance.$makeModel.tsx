import { Container } from '@mantine/core';
import { PublicPageError } from '~/components/layout/public-page-error';
import { getMakeModelMaintenance } from '~/features/maintenance/api/get-make-model-maintenance';
import { getMakeModelYearMaintenance } from '~/features/maintenance/api/get-make-model-year-maintenance';
import { VehicleSchedule } from '~/features/maintenance/components/vehicle-schedule';
import { canonicalSchedulePath, vehicleScheduleHead } from '~/features/maintenance/maintenance-pages';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/maintenance.$makeModel';

/**
 * /maintenance/{makeModel} and /maintenance/{makeModel}/{year} (ADR 072): a model's schedule with links to its years,
 * and a model year's with its trims — the canonical pages of both.
 */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(
    context,
    request,
    (api) =>
      'year' in params && params.year !== undefined
        ? getMakeModelYearMaintenance({ makeModel: params.makeModel, year: params.year }, api)
        : getMakeModelMaintenance(params.makeModel, api),
    (data) => vehicleScheduleHead(data, canonicalSchedulePath(data)),
  );

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
