import { Navigate } from 'react-router';
import { vehicleAddPath } from '~/features/vehicles/add-vehicle-steps';
import type { RouteHandle } from '~/lib/route-handle';
import { useAppStore } from '~/lib/store';

/**
 * /book-appointment (spec 000 §2, public): the first step still to do — the vehicle (the add-vehicle steps, coming
 * back to Schedule), or Schedule once the appointment has one.
 */
export const handle: RouteHandle = { public: true, title: 'Book an appointment' };

export default function BookAppointmentStart() {
  const hasVehicle = useAppStore((state) => state.appointment.ownedVehicle !== null || state.appointment.vehicleToCreate !== null);
  return (
    <Navigate
      replace
      to={hasVehicle ? '/book-appointment/schedule' : `${vehicleAddPath('book-appointment', 'make')}?returnTo=${encodeURIComponent('/book-appointment/schedule')}`}
    />
  );
}
