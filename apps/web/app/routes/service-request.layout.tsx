import { Navigate, Outlet, useParams } from 'react-router';
import { PageLoader } from '~/components/layout/page-loader';
import { OnrampStepBar } from '~/features/service-requests/components/onramp-step-bar';
import { useOnrampGuard } from '~/features/service-requests/hooks/use-onramp';
import { useRouteHandle } from '~/lib/route-handle';

/**
 * The service onramp's layout (app/routes.ts): the step bar of the route's handle (`stepBar: 'onramp'`) above the page, and the onramp's guard (a step reached without what it needs goes to the first step to
 * do). A layout only the onramp's routes load: the frame and the landing page never carry its code (ADR 008).
 */
export default function ServiceRequestLayout() {
  const handle = useRouteHandle();
  const { id } = useParams();
  const guard = useOnrampGuard(handle.step);
  return (
    <>
      {handle.stepBar === 'onramp' && <OnrampStepBar routeStep={handle.step} requestId={id} />}
      {guard.kind === 'render' && <Outlet />}
      {guard.kind === 'wait' && <PageLoader />}
      {guard.kind === 'redirect' && <Navigate to={guard.to} replace />}
    </>
  );
}
