import { Container } from '@mantine/core';
import { pagePath } from '@pitstop/contracts/pages';
import { PublicPageError } from '~/components/layout/public-page-error';
import { getMakeModelMaintenance } from '~/features/maintenance/api/get-make-model-maintenance';
import { getMakeModelYearMaintenance } from '~/features/maintenance/api/get-make-model-year-maintenance';
import { getModelMaintenance } from '~/features/maintenance/api/get-model-maintenance';
import { getModelYearMaintenance } from '~/features/maintenance/api/get-model-year-maintenance';
import { VehicleSchedule } from '~/features/maintenance/components/vehicle-schedule';
import { canonicalSchedulePath, vehicleScheduleHead } from '~/features/maintenance/maintenance-pages';
import type { ApiClient } from '~/lib/api-client';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/maintenance.vehicle';

/**
 * A vehicle's schedule, at four addresses (ADR 072): /maintenance/{makeModel} and /maintenance/{makeModel}/{year},
 * the canonical pages of a model and a model year; /maintenance-schedule/{make}/{model} (a model reached through the
 * makes) and /maintenance/{year}/{make}/{model} (a model year), the spec's second addresses of the same content,
 * whose canonical link names the first, so the two are not indexed as duplicates.
 */
export const handle: RouteHandle = { public: true };

type VehicleParams = { makeModel: string; year?: string } | { make: string; model: string; year?: string };

/** The schedule the address names, and the page's own path (a second address keeps its own, under its names). */
function read(params: VehicleParams, api: ApiClient) {
  if ('makeModel' in params) {
    const { makeModel, year } = params;
    return year === undefined ? getMakeModelMaintenance(makeModel, api) : getMakeModelYearMaintenance({ makeModel, year }, api);
  }
  const { make, model, year } = params;
  return year === undefined ? getModelMaintenance({ make, model }, api) : getModelYearMaintenance({ make, model, year }, api);
}

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(
    context,
    request,
    (api) => read(params as VehicleParams, api),
    (data) => {
      if ('makeModel' in params) return vehicleScheduleHead(data, canonicalSchedulePath(data));
      const names = { make: data.make.slug, model: data.model.slug };
      return vehicleScheduleHead(
        data,
        data.year === null ? pagePath('/maintenance-schedule/:make/:model', names) : pagePath('/maintenance/:year/:make/:model', { ...names, year: data.year }),
      );
    },
  );

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** React Router passes the error to an `ErrorBoundary` the module declares itself (not to a re-exported one). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function VehicleSchedulePage({ loaderData }: Route.ComponentProps) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <VehicleSchedule schedule={loaderData.data} head={loaderData.head} />
    </Container>
  );
}
