import { ONRAMP_STEPS, type OnrampCart, type OnrampSession, type OnrampStep, stepApplies, stepComplete } from './onramp-steps';

/**
 * The service onramp's step bar (docs/product/requests-and-offers.md): Services, Vehicle, Estimates, Book,
 * Confirm. A step is clickable only once completed; after the estimate step, Services and Vehicle show but are
 * not clickable (the request is made: its services and vehicle are what the shops priced).
 */
export const BAR_STEPS = ['services', 'vehicle', 'estimates', 'book', 'confirm'] as const;
export type BarStep = (typeof BAR_STEPS)[number];

export const BAR_LABELS: Record<BarStep, string> = {
  services: 'Services',
  vehicle: 'Vehicle',
  estimates: 'Estimates',
  book: 'Book',
  confirm: 'Confirm',
};

/**
 * The bar step each route's `handle.step` belongs to: the account and contact steps are part of getting the
 * estimates; `offer` is the compare page, `book` and `confirm` the booking's pages.
 */
const BAR_STEP_OF: Record<string, BarStep> = {
  services: 'services',
  'service-advisor': 'services',
  location: 'services',
  interview: 'services',
  notes: 'services',
  vehicle: 'vehicle',
  'vehicle-add': 'vehicle',
  'interval-services': 'vehicle',
  'sign-up': 'estimates',
  'activate-account': 'estimates',
  contact: 'estimates',
  offer: 'estimates',
  book: 'book',
  confirm: 'confirm',
  // Booked: the last step, done (stepBarItems' `finished`).
  confirmation: 'confirm',
};

/** Route steps after the last bar step: every bar step shows completed. */
export const isFinishedStep = (routeStep: string | undefined) => routeStep === 'confirmation';

export const barStepOf = (routeStep: string | undefined): BarStep | null => (routeStep ? (BAR_STEP_OF[routeStep] ?? null) : null);

/** Where the person is: the bar step, and whether the request exists yet (the compare page and after). */
export interface BarPosition {
  current: BarStep;
  requestMade: boolean;
}

const indexOf = (step: BarStep) => BAR_STEPS.indexOf(step);
/** The last onramp step of a bar step that has onramp steps before the request. */
const lastStepOf = (barStep: 'services' | 'vehicle'): OnrampStep => (barStep === 'services' ? 'notes' : 'interval-services');

/**
 * The bar steps completed. Before the request exists: Services once every onramp step of the services part is
 * done, Vehicle once the vehicle part is too (a step counts only when the earlier ones are done). Once it exists:
 * every step before the current one.
 */
export function completedBarSteps({ current, requestMade }: BarPosition, cart: OnrampCart, session: OnrampSession): Set<BarStep> {
  if (requestMade) return new Set(BAR_STEPS.filter((step) => indexOf(step) < indexOf(current)));
  const completed = new Set<BarStep>();
  for (const barStep of ['services', 'vehicle'] as const) {
    const steps = ONRAMP_STEPS.slice(0, ONRAMP_STEPS.lastIndexOf(lastStepOf(barStep)) + 1);
    if (steps.every((step: OnrampStep) => !stepApplies(step, cart, session) || stepComplete(step, cart, session))) completed.add(barStep);
    else break;
  }
  return completed;
}

export type BarStatus = 'complete' | 'current' | 'upcoming';

export interface BarItem {
  step: BarStep;
  label: string;
  status: BarStatus;
  clickable: boolean;
}

/** The bar as drawn: each step's status, and whether it may be clicked. */
export function stepBarItems(current: BarStep, completed: ReadonlySet<BarStep>, finished = false): BarItem[] {
  const afterEstimates = indexOf(current) > indexOf('estimates');
  return BAR_STEPS.map((step) => {
    const status: BarStatus = finished ? 'complete' : step === current ? 'current' : completed.has(step) ? 'complete' : 'upcoming';
    const frozen = afterEstimates && (step === 'services' || step === 'vehicle');
    return { step, label: BAR_LABELS[step], status, clickable: status === 'complete' && !frozen };
  });
}
