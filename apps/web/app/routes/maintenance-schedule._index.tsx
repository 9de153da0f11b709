import { Container, Stack } from '@mantine/core';
import { href } from 'react-router';
import { TextLink } from '~/components/ui/plain-text';
import { PageIntro } from '~/features/maintenance/components/page-intro';
import { listMaintenanceMakes } from '~/features/maintenance/api/list-maintenance-makes';
import { ScheduleSections } from '~/features/maintenance/components/schedule-sections';
import { schedulesEntryHead } from '~/features/maintenance/maintenance-pages';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/maintenance-schedule._index';

/** /maintenance-schedule (ADR 072): the typical schedule itself, and the way to a make's models. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request }: Route.LoaderArgs) => loadPublicPage(context, request, (api) => listMaintenanceMakes(api), schedulesEntryHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** React Router passes the error to an `ErrorBoundary` the module declares itself (not to a re-exported one). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function MaintenanceSchedulePage({ loaderData: { data, head } }: Route.ComponentProps) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <Stack gap="xl">
        <PageIntro crumbs={head.breadcrumbs} title="Maintenance schedules">
          The maintenance we suggest by mileage: typical intervals for a modern car under normal driving, the same for
          every make and model. Your owner’s manual has the final word.{' '}
          <TextLink to={href('/maintenance-schedule/makes')} strong underline="always">
            Find your car by make ({data.makes.length} makes, {data.modelCount.toLocaleString('en-US')} models)
          </TextLink>
        </PageIntro>
        <ScheduleSections milestones={data.milestones} services={data.services} vehicle="car" caption="Typical maintenance by mileage" />
      </Stack>
    </Container>
  );
}
