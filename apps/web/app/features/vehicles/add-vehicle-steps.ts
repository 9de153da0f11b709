import { href, redirect } from 'react-router';
import { withQuery } from '~/lib/paths';
import { safeRedirectTarget } from '~/lib/route-guard';

/**
 * The add-vehicle flows (docs/product/vehicles.md) and their steps (route segments):
 * - /book-appointment/vehicles/vehicle/add/{make, model, trim, engine, subModel, mileage}
 * - /service-request/vehicles/vehicle/add/{make, model, trim, subModel, mileage}
 * `make` asks the year (a 20-year dropdown) and the make; `trim` the trim (the lookups' sub models) and
 * `engine` the engine (the lookups' styles); `subModel` shows the vehicle so far to confirm or change
 * (ADR 010); `mileage` asks the mileage and saves. What is chosen travels in the query string, so every step
 * has its own address, the browser's Back works, and a `vin` link can land on `mileage` directly.
 */
export const VEHICLE_ADD_FLOWS = ['book-appointment', 'service-request'] as const;
export type VehicleAddFlow = (typeof VEHICLE_ADD_FLOWS)[number];

export type VehicleAddStep = 'make' | 'model' | 'trim' | 'engine' | 'subModel' | 'mileage';

export const VEHICLE_ADD_STEPS: Record<VehicleAddFlow, readonly VehicleAddStep[]> = {
  'book-appointment': ['make', 'model', 'trim', 'engine', 'subModel', 'mileage'],
  'service-request': ['make', 'model', 'trim', 'subModel', 'mileage'],
};

export const STEP_TITLES: Record<VehicleAddStep, string> = {
  make: 'Year and make',
  model: 'Model',
  trim: 'Trim',
  engine: 'Engine',
  subModel: 'Your vehicle',
  mileage: 'Mileage',
};

/** Where the mileage step sends a user who came from the interval-services page (docs/product/vehicles.md). */
export const INTERVAL_SERVICES_SOURCE = 'interval-services';

export const vehicleAddPath = (flow: VehicleAddFlow, step?: VehicleAddStep) =>
  flow === 'service-request'
    ? href('/service-request/vehicles/vehicle/add/:step?', { step })
    : href('/book-appointment/vehicles/vehicle/add/:step?', { step });

/** The flow an address of the add-vehicle route belongs to (one route module serves both). */
export const flowOfPath = (pathname: string): VehicleAddFlow =>
  VEHICLE_ADD_FLOWS.find((flow) => pathname.startsWith(vehicleAddPath(flow))) ?? 'service-request';

/** The add-vehicle flow (of a service request), coming back to `returnTo` afterwards. */
export const addVehiclePath = (returnTo: string) => withQuery(vehicleAddPath('service-request'), { returnTo });

/**
 * What has been chosen. For `trim` and `engine`: undefined = not asked yet, null = "I'm not sure" (both are
 * optional for the API), a string = chosen.
 */
export interface VehicleDraft {
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null | undefined;
  engine: string | null | undefined;
  vin: string | null;
}

export const EMPTY_DRAFT: VehicleDraft = { year: null, make: null, model: null, trim: undefined, engine: undefined, vin: null };

const text = (params: URLSearchParams, key: string) => {
  const value = params.get(key)?.trim();
  return value ? value : null;
};
const optional = (params: URLSearchParams, key: string) => (params.has(key) ? text(params, key) : undefined);

export function parseDraft(params: URLSearchParams): VehicleDraft {
  const year = Number(params.get('year'));
  return {
    year: Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : null,
    make: text(params, 'make'),
    model: text(params, 'model'),
    trim: optional(params, 'trim'),
    engine: optional(params, 'engine'),
    vin: text(params, 'vin'),
  };
}

/** The draft as query parameters (skipped trim/engine are kept as empty values). */
export function draftParams(draft: VehicleDraft): URLSearchParams {
  const params = new URLSearchParams();
  if (draft.year !== null) params.set('year', String(draft.year));
  if (draft.make) params.set('make', draft.make);
  if (draft.model) params.set('model', draft.model);
  if (draft.trim !== undefined) params.set('trim', draft.trim ?? '');
  if (draft.engine !== undefined) params.set('engine', draft.engine ?? '');
  if (draft.vin) params.set('vin', draft.vin);
  return params;
}

/** Whether the step's question has an answer in the draft. */
export function isAnswered(step: VehicleAddStep, draft: VehicleDraft): boolean {
  switch (step) {
    case 'make':
      return draft.year !== null && draft.make !== null;
    case 'model':
      return draft.model !== null;
    case 'trim':
      return draft.trim !== undefined;
    case 'engine':
      // Engines are listed per trim: without a trim there is nothing to ask.
      return draft.engine !== undefined || draft.trim === null;
    case 'subModel':
    case 'mileage':
      return false;
  }
}

/**
 * The step to show for a requested one: the requested step when every step before it is answered,
 * otherwise the first unanswered one. A decoded VIN (year, make, model) may skip to mileage.
 */
export function resolveStep(flow: VehicleAddFlow, requested: VehicleAddStep | null, draft: VehicleDraft): VehicleAddStep {
  const steps = VEHICLE_ADD_STEPS[flow];
  const target = requested && steps.includes(requested) ? requested : steps[0]!;
  const vinShortcut = draft.vin !== null && isAnswered('make', draft) && isAnswered('model', draft);
  if (target === 'mileage' && vinShortcut) return 'mileage';
  for (const step of steps) {
    if (step === target) return step;
    if (step === 'subModel') continue;
    if (!isAnswered(step, draft)) return step;
  }
  return target;
}

/** The step after `step` in the flow (the engine is skipped when the trim is unknown), or null after the last. */
export function nextStep(flow: VehicleAddFlow, step: VehicleAddStep, draft: VehicleDraft): VehicleAddStep | null {
  const steps = VEHICLE_ADD_STEPS[flow];
  let index = steps.indexOf(step) + 1;
  if (steps[index] === 'engine' && draft.trim === null) index += 1;
  return steps[index] ?? null;
}

/** The step before `step` (skipping an engine step that was not asked), or null on the first. */
export function previousStep(flow: VehicleAddFlow, step: VehicleAddStep, draft: VehicleDraft): VehicleAddStep | null {
  const steps = VEHICLE_ADD_STEPS[flow];
  let index = steps.indexOf(step) - 1;
  if (steps[index] === 'engine' && draft.trim === null) index -= 1;
  return index >= 0 ? (steps[index] ?? null) : null;
}

/**
 * The draft as the next step should see it: when an earlier answer changes, the later ones are dropped (a
 * new make has other models), and so is a VIN that no longer matches.
 */
export function answer(step: VehicleAddStep, draft: VehicleDraft, changes: Partial<VehicleDraft>): VehicleDraft {
  const next = { ...draft, ...changes };
  if (step === 'make' && (draft.year !== next.year || draft.make !== next.make)) {
    return { ...next, model: null, trim: undefined, engine: undefined, vin: null };
  }
  if (step === 'model' && draft.model !== next.model) return { ...next, trim: undefined, engine: undefined, vin: null };
  if (step === 'trim' && draft.trim !== next.trim) return { ...next, engine: undefined, vin: null };
  if (step === 'engine' && draft.engine !== next.engine) return { ...next, vin: null };
  return next;
}

/** "2020 Honda Civic EX" (and the engine when asked for). */
export function describeVehicle(
  vehicle: Pick<VehicleDraft, 'year' | 'make' | 'model'> & { trim?: string | null; engine?: string | null },
  withEngine = false,
): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim, withEngine ? vehicle.engine : null]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ');
}

const isStep = (flow: VehicleAddFlow, value: string | undefined): value is VehicleAddStep =>
  value !== undefined && (VEHICLE_ADD_STEPS[flow] as readonly string[]).includes(value);

/** The step the address's segment asks for: null when it is missing or not a step of the flow. */
export const requestedStepOf = (flow: VehicleAddFlow, segment: string | undefined): VehicleAddStep | null =>
  isStep(flow, segment) ? segment : null;

/** The address of a step, with the draft and the in-app `returnTo` (when there is one) in its query. */
export function stepHref(flow: VehicleAddFlow, step: VehicleAddStep, draft: VehicleDraft, returnTo: string | null): string {
  const query = draftParams(draft);
  if (returnTo) query.set('returnTo', returnTo);
  const search = query.toString();
  return search ? `${vehicleAddPath(flow, step)}?${search}` : vehicleAddPath(flow, step);
}

/** Whether the `vin` in the query must be decoded before the flow can show a step. */
export const needsVinLookup = (draft: VehicleDraft): draft is VehicleDraft & { vin: string } =>
  draft.vin !== null && (draft.year === null || draft.make === null || draft.model === null);

/**
 * Where an address of the flow must go instead, or null when its step can be shown: a step whose earlier
 * answers are missing (or a missing or unknown step) goes to the step `resolveStep` picks; the mileage step
 * reached with `from=interval-services` goes to /service-request/vehicle (docs/product/vehicles.md).
 */
export function stepRedirect(flow: VehicleAddFlow, segment: string | undefined, params: URLSearchParams): string | null {
  const draft = parseDraft(params);
  if (needsVinLookup(draft)) return null;
  const requested = requestedStepOf(flow, segment);
  const step = resolveStep(flow, requested, draft);
  if (step !== requested) return stepHref(flow, step, draft, safeRedirectTarget(params.get('returnTo')));
  if (step === 'mileage' && params.get('from') === INTERVAL_SERVICES_SOURCE) return href('/service-request/vehicle');
  return null;
}

/**
 * The flow's route loaders: a redirect (thrown) when `stepRedirect` gives one, so neither the server nor the
 * browser renders a step only to leave it.
 */
export function redirectToShownStep(segment: string | undefined, request: Request): null {
  const url = new URL(request.url);
  const target = stepRedirect(flowOfPath(url.pathname), segment, url.searchParams);
  if (target) throw redirect(target);
  return null;
}
