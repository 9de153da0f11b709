import { Container } from '@mantine/core';
import { pagePath } from '@pitstop/contracts/pages';
import { getModelYearMaintenance } from '~/features/maintenance/api/get-model-year-maintenance';
import { VehicleSchedule } from '~/features/maintenance/components/vehicle-schedule';
import { vehicleScheduleHead } from '~/features/maintenance/maintenance-pages';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/maintenance.$year.$make.$model';

/**
 * /maintenance/{year}/{make}/{model} (ADR 072): the same model year's schedule as /maintenance/{makeModel}/{year},
 * at the spec's second address: its canonical link names that page, so the two are not indexed as duplicates.
 */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(
    context,
    request,
    (api) => getModelYearMaintenance({ make: params.make, model: params.model, year: params.year }, api),
    (data) => vehicleScheduleHead(data, pagePath('/maintenance/:year/:make/:model', { year: data.year ?? params.year, make: data.make.slug, model: data.model.slug })),
  );

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** React Router passes the error to an `ErrorBoundary` the module declares itself (not to a re-exported one). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function YearMakeModelMaintenancePage({ loaderData }: Route.ComponentProps) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <VehicleSchedule schedule={loaderData.data} head={loaderData.head} />
    </Container>
  );
}
