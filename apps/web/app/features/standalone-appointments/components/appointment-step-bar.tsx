import { href } from 'react-router';
import { StepBar } from '~/components/ui/step-bar';
import { withQuery } from '~/lib/paths';
import { useAppStore, useCurrentUser } from '~/lib/store';
import { type AppointmentStep, appointmentBarItems, visibleAppointmentSteps } from '../steps';

/** Completed steps a person may go back to (the vehicle's: the add-vehicle steps' first, back to Schedule). */
const TARGETS: Partial<Record<AppointmentStep, string>> = {
  vehicle: withQuery(href('/book-appointment/vehicles/vehicle/add/:step?', { step: 'make' }), { returnTo: href('/book-appointment/schedule') }),
  schedule: href('/book-appointment/schedule'),
  notes: href('/book-appointment/notes'),
};

/** The /book-appointment step bar (steps.ts): Vehicle, Schedule, Notes, Register, Confirm, as they apply. */
export function AppointmentStepBar({ routeStep }: { routeStep: string | undefined }) {
  const user = useCurrentUser();
  const appointmentType = useAppStore((state) => state.appointment.appointmentType);
  const didJustRegister = useAppStore((state) => state.appointment.didJustRegister);
  const items = appointmentBarItems(routeStep, visibleAppointmentSteps({ appointmentType, didJustRegister }, user));
  const finished = routeStep === 'confirmation';
  const steps = items.map((item) => ({ ...item, to: !finished && item.status === 'complete' ? TARGETS[item.step] : undefined }));
  return <StepBar label="Appointment progress" items={steps} />;
}
