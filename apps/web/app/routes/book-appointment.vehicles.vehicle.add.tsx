import {
  STEP_TITLES,
  VEHICLE_ADD_STEPS,
  type VehicleAddStep,
  redirectToShownStep,
} from '~/features/vehicles/add-vehicle-steps';
import { VehicleAddFlowView } from '~/features/vehicles/components/vehicle-add-flow';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/book-appointment.vehicles.vehicle.add';

/** /book-appointment/vehicles/vehicle/add/{make, model, trim, engine, subModel, mileage} (spec 000 §2). */
export const handle: RouteHandle = { public: true, stepBar: 'appointment' };

export const loader = ({ params, request }: Route.LoaderArgs) => redirectToShownStep('book-appointment', params.step, request);
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) =>
  redirectToShownStep('book-appointment', params.step, request);

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const step = VEHICLE_ADD_STEPS['book-appointment'].find((name) => name === params.step) as VehicleAddStep | undefined;
  return pageMeta(matches, { title: `Add a vehicle${step ? `: ${STEP_TITLES[step]}` : ''}` });
};

export default function BookAppointmentVehicleAdd({ params }: Route.ComponentProps) {
  return <VehicleAddFlowView flow="book-appointment" requestedStep={params.step} />;
}
