import { useLocation } from 'react-router';
import {
  STEP_TITLES,
  flowOfPath,
  redirectToShownStep,
  requestedStepOf,
} from '~/features/vehicles/add-vehicle-steps';
import { VehicleAddFlowView } from '~/features/vehicles/components/vehicle-add-flow';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/vehicle-add';
import { AppointmentStepBar } from '~/features/standalone-appointments/components/appointment-step-bar';

/**
 * The add-vehicle flows (docs/product/vehicles.md), one module for both routes of app/routes.ts; the address says which:
 * - /service-request/vehicles/vehicle/add/{make, model, trim, subModel, mileage}
 * - /book-appointment/vehicles/vehicle/add/{make, model, trim, engine, subModel, mileage}
 */
export const handle: RouteHandle = {
  public: true,
  byRoute: {
    'service-request-vehicle-add': { stepBar: 'onramp', step: 'vehicle-add' },
    'book-appointment-vehicle-add': { stepBar: 'appointment', step: 'vehicle-add' },
  },
};

export const loader = ({ params, request }: Route.LoaderArgs) => redirectToShownStep(params.step, request);
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => redirectToShownStep(params.step, request);

export const meta: Route.MetaFunction = ({ matches, params, location }) => {
  const step = requestedStepOf(flowOfPath(location.pathname), params.step);
  return pageMeta(matches, { title: `Add a vehicle${step ? `: ${STEP_TITLES[step]}` : ''}` });
};

export default function VehicleAdd({ params }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const flow = flowOfPath(pathname);
  return (
    <>
      {/* The onramp's bar is drawn by its layout; the appointment's pages draw theirs. */}
      {flow === 'book-appointment' && <AppointmentStepBar routeStep="vehicle-add" />}
      <VehicleAddFlowView flow={flow} requestedStep={params.step} />
    </>
  );
}
