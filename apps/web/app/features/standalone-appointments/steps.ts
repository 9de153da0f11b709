import { href } from 'react-router';
import type { AppointmentSlice, StoredUser } from '~/lib/store';

/**
 * The /book-appointment step bar (docs/product/booking-and-payments.md): Vehicle, Schedule, Notes, Register, Confirm. Notes is
 * not a car wash's step; Register (Create your free account, Confirm your account) is hidden for a signed-in,
 * confirmed user who did not just register (`didJustRegister`, docs/product/booking-and-payments.md).
 */
export const APPOINTMENT_STEPS = ['vehicle', 'schedule', 'notes', 'register', 'confirm'] as const;
export type AppointmentStep = (typeof APPOINTMENT_STEPS)[number];

export const APPOINTMENT_STEP_LABELS: Record<AppointmentStep, string> = {
  vehicle: 'Vehicle',
  schedule: 'Schedule',
  notes: 'Notes',
  register: 'Register',
  confirm: 'Confirm',
};

/** A user who must still create (a guest, a partial account) or confirm an account before booking. */
export const needsAccount = (user: StoredUser | null): boolean => user === null || user.status === 'partial' || !user.confirmed;

export const registerShown = (user: StoredUser | null, didJustRegister: boolean): boolean => didJustRegister || needsAccount(user);

/** The steps the bar shows, in order. */
export function visibleAppointmentSteps(
  appointment: Pick<AppointmentSlice, 'appointmentType' | 'didJustRegister'>,
  user: StoredUser | null,
): AppointmentStep[] {
  return APPOINTMENT_STEPS.filter((step) => {
    if (step === 'notes') return appointment.appointmentType !== 'car_wash';
    if (step === 'register') return registerShown(user, appointment.didJustRegister);
    return true;
  });
}

export const APPOINTMENT_SIGN_UP_PATH = href('/book-appointment/sign-up');
export const APPOINTMENT_ACTIVATE_PATH = href('/book-appointment/activate-account');
export const APPOINTMENT_CONFIRM_PATH = href('/book-appointment/confirm');

/**
 * Where "Confirm" really is for this user: a guest (or a partial account) creates an account first, an
 * unconfirmed account confirms it first, everyone else confirms the appointment.
 */
export function confirmStepPath(user: StoredUser | null): string {
  if (user === null || user.status === 'partial') return APPOINTMENT_SIGN_UP_PATH;
  if (!user.confirmed) return APPOINTMENT_ACTIVATE_PATH;
  return APPOINTMENT_CONFIRM_PATH;
}

/** The route step of each /book-appointment page (its `handle.step`), as a bar step. */
export const APPOINTMENT_BAR_STEP_OF: Record<string, AppointmentStep> = {
  'vehicle-add': 'vehicle',
  schedule: 'schedule',
  notes: 'notes',
  'sign-up': 'register',
  'activate-account': 'register',
  confirm: 'confirm',
  confirmation: 'confirm',
};

export type AppointmentBarStatus = 'complete' | 'current' | 'upcoming';

export interface AppointmentBarItem {
  step: AppointmentStep;
  label: string;
  status: AppointmentBarStatus;
}

/** The bar as drawn for the page whose `handle.step` is `routeStep`: steps before it complete (all on the confirmation). */
export function appointmentBarItems(routeStep: string | undefined, steps: readonly AppointmentStep[]): AppointmentBarItem[] {
  const current = routeStep ? APPOINTMENT_BAR_STEP_OF[routeStep] : undefined;
  const finished = routeStep === 'confirmation';
  const currentIndex = current ? steps.indexOf(current) : -1;
  return steps.map((step, index) => ({
    step,
    label: APPOINTMENT_STEP_LABELS[step],
    status: finished || index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming',
  }));
}
