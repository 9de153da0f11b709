import { Outlet } from 'react-router';
import { AppointmentStepBar } from '~/features/standalone-appointments/components/appointment-step-bar';
import { useRouteHandle } from '~/lib/route-handle';

/**
 * The /book-appointment layout (app/routes.ts): the step bar of the route's handle (`stepBar: 'appointment'`)
 * above the page. Only the booking's routes load it: the frame and the landing page never carry its code.
 */
export default function BookAppointmentLayout() {
  const handle = useRouteHandle();
  return (
    <>
      {handle.stepBar === 'appointment' && <AppointmentStepBar routeStep={handle.step} />}
      <Outlet />
    </>
  );
}
