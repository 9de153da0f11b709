import type { UserProfile } from '@pitstop/contracts';
import { href } from 'react-router';
import type { CartVehicle, OnrampCartSlice } from '~/lib/store';

/**
 * The onramp's steps and the one rule that orders them (docs/product/requests-and-offers.md:
 * services, location, vehicle, contact, offer…). Every step's Continue asks `nextOnrampStep`; every step
 * reached without what it needs is sent to the step `onrampRedirect` names. Pure: the cart (the persisted store's
 * onramp slice) and who is signed in decide everything.
 *
 * services → location (skipped with a zip already checked in market) → interview (only when a chosen service
 * is a popular one, which has questions) → notes → vehicle → interval-services (only when the vehicle has a
 * mileage) → account sign-up and confirmation (only without a full, confirmed account) → contact → the request
 * is created and the person lands on its offers.
 */
export const ONRAMP_STEPS = [
  'services',
  'location',
  'interview',
  'notes',
  'vehicle',
  'interval-services',
  'sign-up',
  'activate-account',
  'contact',
] as const;
export type OnrampStep = (typeof ONRAMP_STEPS)[number];

/** After the last step: the contact step sends the request. */
export type OnrampNext = OnrampStep | 'send';

/**
 * The `{type}` of /service-request/notes/{type}: `diagnosis` when a chosen service is a diagnosis (the note is
 * the description of the problem and is required), `service` otherwise (an optional note).
 */
export const NOTE_TYPES = ['service', 'diagnosis'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];
/** The catalogue category of the diagnosis services. */
export const DIAGNOSIS_CATEGORY = 'Diagnosis';

/** What the onramp needs to know of the session. */
export interface OnrampSession {
  loggedIn: boolean;
  /** A partial account (created from an email alone): the sign-up step completes it (ADR 029). */
  partial: boolean;
  confirmed: boolean;
}

/** The cart as the onramp reads it: the store's slice with the defaults of the fields it may lack. */
export type OnrampCart = Required<OnrampCartSlice>;

/** The stored slice with its optional fields' defaults (absent in a cart saved before they existed, lib/store.ts). */
export const onrampCartOf = (slice: OnrampCartSlice): OnrampCart => ({
  ...slice,
  answers: slice.answers ?? [],
  intervalServices: slice.intervalServices ?? null,
  passed: slice.passed ?? [],
  notificationMethod: slice.notificationMethod ?? null,
  requestFormToken: slice.requestFormToken ?? null,
  urgency: slice.urgency ?? null,
  urgencyDescription: slice.urgencyDescription ?? '',
  concierge: slice.concierge ?? false,
});

export const sessionOf = (profile: UserProfile | null): OnrampSession => ({
  loggedIn: profile !== null,
  partial: profile?.status === 'partial',
  confirmed: profile?.confirmed ?? false,
});

export const isOnrampStep = (value: unknown): value is OnrampStep =>
  typeof value === 'string' && (ONRAMP_STEPS as readonly string[]).includes(value);

export const isNoteType = (value: unknown): value is NoteType =>
  typeof value === 'string' && (NOTE_TYPES as readonly string[]).includes(value);

export const noteTypeOf = (cart: Pick<OnrampCart, 'services'>): NoteType =>
  cart.services.some((service) => service.categoryName === DIAGNOSIS_CATEGORY) ? 'diagnosis' : 'service';

/** The request's vehicle: the account's, or a guest's still to be saved. */
export const cartVehicleOf = (cart: Pick<OnrampCart, 'ownedVehicle' | 'vehicleToCreate'>): CartVehicle | null =>
  cart.ownedVehicle ?? cart.vehicleToCreate;

/** Which vehicle, at which mileage: interval services answered for one are asked again for another. */
export const vehicleKey = (vehicle: CartVehicle): string =>
  [vehicle.vin ?? '', vehicle.year, vehicle.make, vehicle.model, vehicle.subModel ?? '', vehicle.mileage ?? ''].join('|');

/** Whether a step is part of this person's onramp at all. */
export function stepApplies(step: OnrampStep, cart: OnrampCart, session: OnrampSession): boolean {
  switch (step) {
    case 'interview':
      return cart.services.some((service) => service.popular);
    case 'interval-services':
      return cartVehicleOf(cart)?.mileage != null;
    case 'sign-up':
      return !session.loggedIn || session.partial;
    case 'activate-account':
      return !session.confirmed;
    default:
      return true;
  }
}

/** Whether the cart (or the session) already holds what the step asks for. */
export function stepComplete(step: OnrampStep, cart: OnrampCart, session: OnrampSession): boolean {
  switch (step) {
    case 'services':
      return cart.services.length > 0;
    case 'location':
      return cart.zipcode !== null;
    case 'interview':
      return cart.services
        .filter((service) => service.popular)
        .every((service) => cart.answers.some((answered) => answered.serviceId === service.id));
    case 'notes':
      return cart.passed.includes('notes') && (noteTypeOf(cart) !== 'diagnosis' || cart.notes.trim() !== '');
    case 'vehicle':
      return cartVehicleOf(cart) !== null;
    case 'interval-services': {
      const vehicle = cartVehicleOf(cart);
      return vehicle !== null && cart.intervalServices?.vehicleKey === vehicleKey(vehicle);
    }
    case 'sign-up':
      return session.loggedIn && !session.partial;
    case 'activate-account':
      return session.confirmed;
    case 'contact':
      return cart.notificationMethod !== null;
  }
}

const isOpen = (step: OnrampStep, cart: OnrampCart, session: OnrampSession) =>
  stepApplies(step, cart, session) && !stepComplete(step, cart, session);

/**
 * Where Continue goes: the first step still to do, in the flow's order. A person who went back to change
 * something goes on from there to whatever is still missing, not through every step again; with nothing
 * missing, the request is sent.
 */
export function nextOnrampStep(cart: OnrampCart, session: OnrampSession): OnrampNext {
  return ONRAMP_STEPS.find((step) => isOpen(step, cart, session)) ?? 'send';
}

/**
 * Where a person arriving at `step` must go instead, or null to show it: a step that is not part of their
 * onramp (no questions to answer, already signed up) goes on to the next step to do; a step whose earlier
 * steps are not done goes back to the first of them.
 */
export function onrampRedirect(step: OnrampStep, cart: OnrampCart, session: OnrampSession): OnrampStep | null {
  if (!stepApplies(step, cart, session)) {
    const next = nextOnrampStep(cart, session);
    return next === 'send' ? 'contact' : next;
  }
  const earlier = ONRAMP_STEPS.slice(0, ONRAMP_STEPS.indexOf(step));
  return earlier.find((before) => isOpen(before, cart, session)) ?? null;
}

/** The address of a step (`send` is the contact step, which sends the request). */
export function onrampStepPath(step: OnrampNext, cart: Pick<OnrampCart, 'services'>): string {
  switch (step) {
    case 'services':
      return href('/service-request/services/service');
    case 'location':
      return href('/service-request/location');
    case 'interview':
      return href('/service-request/interview');
    case 'notes':
      return href('/service-request/notes/:type', { type: noteTypeOf(cart) });
    case 'vehicle':
      return href('/service-request/vehicle');
    case 'interval-services':
      return href('/service-request/interval-services');
    case 'sign-up':
      return href('/service-request/account/sign-up');
    case 'activate-account':
      return href('/service-request/account/activate-account');
    case 'contact':
    case 'send':
      return href('/service-request/notify/contact');
  }
}

/** The compare page of a request, where a created request lands (docs/product/requests-and-offers.md). */
export const offersPagePath = (requestId: string) => href('/service-request/:id/offer/:offerId?', { id: requestId });
