import {
  STEP_TITLES,
  VEHICLE_ADD_STEPS,
  type VehicleAddStep,
  redirectToShownStep,
} from '~/features/vehicles/add-vehicle-steps';
import { VehicleAddFlowView } from '~/features/vehicles/components/vehicle-add-flow';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/service-request.vehicles.vehicle.add';

/** /service-request/vehicles/vehicle/add/{make, model, trim, subModel, mileage} (spec 000 §2). */
export const handle: RouteHandle = { public: true, stepBar: 'onramp' };

export const loader = ({ params, request }: Route.LoaderArgs) => redirectToShownStep('service-request', params.step, request);
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) =>
  redirectToShownStep('service-request', params.step, request);

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const step = VEHICLE_ADD_STEPS['service-request'].find((name) => name === params.step) as VehicleAddStep | undefined;
  return pageMeta(matches, { title: `Add a vehicle${step ? `: ${STEP_TITLES[step]}` : ''}` });
};

export default function ServiceRequestVehicleAdd({ params }: Route.ComponentProps) {
  return <VehicleAddFlowView flow="service-request" requestedStep={params.step} />;
}
