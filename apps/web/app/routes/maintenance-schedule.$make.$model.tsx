import { Container } from '@mantine/core';
import { pagePath } from '@pitstop/contracts/pages';
import { getModelMaintenance } from '~/features/maintenance/api/get-model-maintenance';
import { VehicleSchedule } from '~/features/maintenance/components/vehicle-schedule';
import { vehicleScheduleHead } from '~/features/maintenance/maintenance-pages';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/maintenance-schedule.$make.$model';

/**
 * /maintenance-schedule/{make}/{model} (ADR 072): a model's schedule, reached through the makes; the same content as
 * /maintenance/{makeModel}, which its canonical link names.
 */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(
    context,
    request,
    (api) => getModelMaintenance({ make: params.make, model: params.model }, api),
    (data) => vehicleScheduleHead(data, pagePath('/maintenance-schedule/:make/:model', { make: data.make.slug, model: data.model.slug })),
  );

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** React Router passes the error to an `ErrorBoundary` the module declares itself (not to a re-exported one). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function MakeAndModelSchedulePage({ loaderData }: Route.ComponentProps) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <VehicleSchedule schedule={loaderData.data} head={loaderData.head} />
    </Container>
  );
}
