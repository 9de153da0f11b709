import { Link } from 'react-router';
// The frame's screen-reader-only class; the look is the onramp bar's (a copy: features do not import each other).
import frame from '~/components/layout/app-layout.module.css';
import { useAppStore, useCurrentUser } from '~/lib/store';
import { type AppointmentStep, appointmentBarItems, visibleAppointmentSteps } from '../steps';
import classes from '~/components/ui/step-bar.module.css';

const STATUS_TEXT = { complete: ', completed', current: ', current step', upcoming: '' } as const;

/** Completed steps a person may go back to (the vehicle's: the add-vehicle steps' first, back to Schedule). */
const TARGETS: Partial<Record<AppointmentStep, string>> = {
  vehicle: `/book-appointment/vehicles/vehicle/add/make?returnTo=${encodeURIComponent('/book-appointment/schedule')}`,
  schedule: '/book-appointment/schedule',
  notes: '/book-appointment/notes',
};

/** The /book-appointment step bar (steps.ts): Vehicle, Schedule, Notes, Register, Confirm, as they apply. */
export function AppointmentStepBar({ routeStep }: { routeStep: string | undefined }) {
  const user = useCurrentUser();
  const appointmentType = useAppStore((state) => state.appointment.appointmentType);
  const didJustRegister = useAppStore((state) => state.appointment.didJustRegister);
  const items = appointmentBarItems(routeStep, visibleAppointmentSteps({ appointmentType, didJustRegister }, user));
  const finished = routeStep === 'confirmation';
  return (
    <nav aria-label="Appointment progress" className={classes.bar}>
      <ol className={classes.list}>
        {items.map((item, index) => {
          const target = !finished && item.status === 'complete' ? TARGETS[item.step] : undefined;
          const content = (
            <>
              <span className={classes.marker} aria-hidden="true">
                {item.status === 'complete' ? '✓' : index + 1}
              </span>
              <span className={classes.label}>
                {item.label}
                <span className={frame.visuallyHidden}>{STATUS_TEXT[item.status]}</span>
              </span>
            </>
          );
          return (
            <li key={item.step} className={classes.item} data-status={item.status}>
              {target ? (
                <Link to={target} className={classes.step}>
                  {content}
                </Link>
              ) : (
                <span className={classes.step} aria-current={item.status === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
