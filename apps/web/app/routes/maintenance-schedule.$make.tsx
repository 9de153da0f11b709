import { Container, Stack } from '@mantine/core';
import { href } from 'react-router';
import { PageIntro } from '~/features/maintenance/components/page-intro';
import { getMaintenanceMake } from '~/features/maintenance/api/get-maintenance-make';
import { ModelLinks } from '~/features/maintenance/components/model-links';
import { makeHead } from '~/features/maintenance/maintenance-pages';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/maintenance-schedule.$make';

/** /maintenance-schedule/{make} (ADR 072): a make's models, each linking to its schedule. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(context, request, (api) => getMaintenanceMake(params.make, api), makeHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** React Router passes the error to an `ErrorBoundary` the module declares itself (not to a re-exported one). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function MaintenanceMakePage({ loaderData: { data, head } }: Route.ComponentProps) {
  const { make, models } = data;
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <PageIntro crumbs={head.breadcrumbs} title={`${make.name} maintenance schedules`}>
          Choose your {make.name} for what it is due for at each 5,000 miles: {models.length} {models.length === 1 ? 'model' : 'models'}, with the
          model years in our vehicle data.
        </PageIntro>
        <ModelLinks
          models={models}
          label={`${make.name} models`}
          pathOf={(model) => href('/maintenance-schedule/:make/:model', { make: make.slug, model: model.slug })}
        />
      </Stack>
    </Container>
  );
}
