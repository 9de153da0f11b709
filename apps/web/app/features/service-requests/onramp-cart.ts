import type { NotificationMethod, Service } from '@pitstop/contracts';
import { type CartIntervalServices, type CartServiceAnswers, type CartVehicle, useAppStore } from '~/lib/store';
import { type OnrampCart, onrampCartOf, vehicleKey } from './onramp-steps';

/**
 * The onramp's changes to its cart (the persisted store's `onrampCart`). They live here, with the onramp, rather
 * than as store actions: the store module is in the landing page's JavaScript, which has no room for them
 * (ADR 008). Every change goes through zustand's `setState`, so it is persisted as the store's own actions are.
 */
const change = (update: (cart: OnrampCart) => Partial<OnrampCart>) =>
  useAppStore.setState((state) => ({ onrampCart: { ...state.onrampCart, ...update(onrampCartOf(state.onrampCart)) } }));

export const setCartZipcode = (zipcode: string | null) => change(() => ({ zipcode }));

/** The notes step: the note, how soon the work is needed (with a word on it) and whether a concierge is wanted. */
export const setCartNotes = (details: Pick<OnrampCart, 'notes' | 'urgency' | 'urgencyDescription' | 'concierge'>) =>
  change((cart) => ({ ...details, passed: cart.passed.includes('notes') ? cart.passed : [...cart.passed, 'notes'] }));

/** Interview answers, each service's replacing the ones it had. */
export const setServiceAnswers = (entries: CartServiceAnswers[]) =>
  change((cart) => ({
    answers: [...cart.answers.filter((kept) => !entries.some((entry) => entry.serviceId === kept.serviceId)), ...entries],
  }));

export const setIntervalServices = (intervalServices: CartIntervalServices) => change(() => ({ intervalServices }));

export const setNotificationMethod = (notificationMethod: NotificationMethod) => change(() => ({ notificationMethod }));

/**
 * The request form token (the create call's idempotency key): made once and kept in the persisted cart, so a
 * double click, a retry or a reload sends the same one and the server answers with the same request.
 */
export function requestFormToken(): string {
  const kept = onrampCartOf(useAppStore.getState().onrampCart).requestFormToken;
  if (kept) return kept;
  const token = crypto.randomUUID();
  change(() => ({ requestFormToken: token }));
  return token;
}

/**
 * Once the request exists: what described it goes (services, answers, notes, interval services, the contact
 * step's choice, the token), so the next request starts fresh; the zip and the vehicle stay for it.
 */
export const clearRequestParts = () =>
  change(() => ({
    services: [],
    answers: [],
    notes: '',
    urgency: null,
    urgencyDescription: '',
    concierge: false,
    intervalServices: null,
    passed: [],
    notificationMethod: null,
    requestFormToken: null,
  }));

/** Entering services from offer selection resets the chosen services (docs/product/requests-and-offers.md). */
export const resetChosenServices = () => change(() => ({ services: [], answers: [], intervalServices: null, requestFormToken: null }));

/**
 * A request started from what is due on a vehicle (docs/product/car-care.md): the chosen services and the vehicle
 * replace the cart's, and the interval-services step counts as answered with those services at `mileage` (the due
 * point), so the onramp goes on from the first step still to do (the zip if none is kept, the notes, the contact).
 */
export function startMaintenanceRequest({ vehicle, services, mileage }: { vehicle: CartVehicle; services: Service[]; mileage: number }) {
  resetChosenServices();
  const { setFlowVehicle, addCartService } = useAppStore.getState();
  setFlowVehicle('onrampCart', vehicle);
  for (const service of services) addCartService(service);
  setIntervalServices({ vehicleKey: vehicleKey(vehicle), mileage, services: services.map((service) => service.id) });
}
