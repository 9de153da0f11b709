import { Outlet } from 'react-router';
import { AppointmentStepBar } from '~/features/standalone-appointments/components/appointment-step-bar';
import { vehicleAddPath } from '~/features/vehicles/add-vehicle-steps';
import { useRouteHandle } from '~/lib/route-handle';

/**
 * The /book-appointment layout (app/routes.ts): the step bar of the route's handle (`stepBar: 'appointment'`)
 * above the page. Only the booking's routes load it: the frame and the landing page never carry its code.
 */
const VEHICLE_PATH = `${vehicleAddPath('book-appointment', 'make')}?returnTo=${encodeURIComponent('/book-appointment/schedule')}`;

export default function BookAppointmentLayout() {
  const handle = useRouteHandle();
  return (
    <>
      {handle.stepBar === 'appointment' && <AppointmentStepBar routeStep={handle.step} vehiclePath={VEHICLE_PATH} />}
      <Outlet />
    </>
  );
}
