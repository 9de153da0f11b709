import { Container } from '@mantine/core';
import { pagePath } from '@pitstop/contracts/pages';
import { PublicPageError } from '~/components/layout/public-page-error';
import { getModelMaintenance } from '~/features/maintenance/api/get-model-maintenance';
import { getModelYearMaintenance } from '~/features/maintenance/api/get-model-year-maintenance';
import { VehicleSchedule } from '~/features/maintenance/components/vehicle-schedule';
import { vehicleScheduleHead } from '~/features/maintenance/maintenance-pages';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/maintenance.by-make';

/**
 * The second addresses of a vehicle's schedule (ADR 072): /maintenance-schedule/{make}/{model}, a model reached
 * through the makes, and /maintenance/{year}/{make}/{model}, a model year. The same content as
 * /maintenance/{makeModel}[/{year}], which their canonical link names, so the two are not indexed as duplicates.
 */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(
    context,
    request,
    (api) =>
      'year' in params && params.year !== undefined
        ? getModelYearMaintenance({ make: params.make, model: params.model, year: params.year }, api)
        : getModelMaintenance({ make: params.make, model: params.model }, api),
    (data) =>
      vehicleScheduleHead(
        data,
        data.year === null
          ? pagePath('/maintenance-schedule/:make/:model', { make: data.make.slug, model: data.model.slug })
          : pagePath('/maintenance/:year/:make/:model', { year: data.year, make: data.make.slug, model: data.model.slug }),
      ),
  );

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** React Router passes the error to an `ErrorBoundary` the module declares itself (not to a re-exported one). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function VehicleScheduleByMakePage({ loaderData }: Route.ComponentProps) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <VehicleSchedule schedule={loaderData.data} head={loaderData.head} />
    </Container>
  );
}
