/**
 * A client generated from the API document (openapi-typescript types + openapi-fetch), as a partner would write
 * it: the booking journey — sign up, save a card, add a car, ask for quotes, read the offers and free times, book —
 * with the booking's failures handled by switching on the error `code`. It compiles without a single cast: every
 * body, parameter and reply is the document's own type, and the switch is exhaustive over the codes the document
 * lists for the booking call (a code added to the route table without a case here fails to compile).
 * `generated/api.ts` is written by plugins/openapi-client.test.ts, which then typechecks this file (ADR 049).
 */
import createClient from 'openapi-fetch';
import type { operations, paths } from './generated/api.ts';

type BookingFailure = operations['bookOffer']['responses'];
/** Every code the booking call can answer, from the document (its 4xx and 5xx replies). */
export type BookingErrorCode = {
  [Status in keyof BookingFailure]: BookingFailure[Status] extends { content: { 'application/vnd.api+json': { errors: { code: infer Code }[] } } }
    ? Code
    : never;
}[keyof BookingFailure];

const unreachable = (code: never): never => {
  throw new Error(`Unhandled code ${String(code)}`);
};

/** What the customer is told, and what the journey does next, for each code the booking call can answer. */
export function bookingProblem(code: BookingErrorCode): {
  retry: 'pick-another-time' | 'fix-the-form' | 'start-over' | 'sign-in' | 'later' | 'other-card' | 'accept-new-price' | 'confirm-email' | 'cancel-one';
} {
  switch (code) {
    // 409: the time was taken meanwhile, or the request is no longer open.
    case 'slot_taken':
      return { retry: 'pick-another-time' };
    case 'request_closed':
    case 'offer_expired':
      return { retry: 'start-over' };
    // 409: the shop changed the offer since it was shown (its new version and total in the error's meta).
    case 'offer_changed':
      return { retry: 'accept-new-price' };
    case 'account_unconfirmed':
      return { retry: 'confirm-email' };
    case 'booking_limit':
      return { retry: 'cancel-one' };
    // 409: another attempt of this request is in flight; this attempt was ended (a retry is a new attempt).
    case 'booking_in_progress':
      return { retry: 'later' };
    case 'booking_attempt_expired':
      return { retry: 'start-over' };
    // 422: a field (the error's source.pointer names it).
    case 'validation_failed':
    case 'idempotency_key_reused':
      return { retry: 'fix-the-form' };
    case 'card_declined':
      return { retry: 'other-card' };
    case 'not_found':
      return { retry: 'start-over' };
    case 'sign_in_required':
    case 'session_expired':
      return { retry: 'sign-in' };
    case 'bad_request':
    case 'payload_too_large':
    case 'unsupported_media_type':
      return { retry: 'fix-the-form' };
    case 'rate_limited':
    case 'temporarily_unavailable':
      return { retry: 'later' };
    default:
      return unreachable(code);
  }
}

export interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The journey against `baseUrl`; `fetch` is any fetch (a test passes one that reaches the server in process). */
export interface Journey {
  email: string;
  card: Card;
  /** A service of the catalogue (GET /api/v3/services). */
  serviceId: string;
  /** One per request form (a UUID). */
  requestFormToken: string;
}

export async function bookingJourney(baseUrl: string, fetch: typeof globalThis.fetch, who: Journey) {
  const client = createClient<paths>({ baseUrl, fetch });

  const signedUp = await client.POST('/api/v3/users', {
    body: { first_name: 'Ada', last_name: 'Lovelace', email: who.email, password: 'correct horse', phone_number: '512 555 0100' },
  });
  if (signedUp.error) return { failed: 'sign-up', code: signedUp.error.errors[0]?.code };
  const headers = { Authorization: `Bearer ${signedUp.data.meta.access_token}` };

  // A card: a setup intent, confirmed with the (sandbox) gateway as the browser would, then saved.
  const intent = await client.POST('/api/v3/users/credit_cards/setup_intents', { headers });
  if (intent.error) return { failed: 'setup-intent', code: intent.error.errors[0]?.code };
  const confirmed = await client.POST('/api/sandbox-gateway/v1/setup_intents/{id}/confirm', {
    params: { path: { id: intent.data.data.id } },
    body: {
      clientSecret: intent.data.data.attributes.client_secret,
      card: who.card,
      billingDetails: { name: 'Ada Lovelace', addressLine1: '1 Main St', addressCity: 'Austin', addressState: 'TX', addressZip: '78701' },
    },
  });
  if (confirmed.error) return { failed: 'card', code: confirmed.error.code };
  const card = await client.POST('/api/v3/users/credit_cards', { headers, body: { stripe_customer_token: confirmed.data.paymentMethod } });
  if (card.error) return { failed: 'card', code: card.error.errors[0]?.code };

  const vehicle = await client.POST('/api/v3/owned_vehicles', { headers, body: { year: 2016, make: 'Honda', model: 'Civic', mileage: 60000 } });
  if (vehicle.error) return { failed: 'vehicle', code: vehicle.error.errors[0]?.code };
  const services = await client.GET('/api/v3/services');
  const service = services.data?.data.find((entry) => entry.id === who.serviceId);
  if (!service) return { failed: 'services' };

  const created = await client.POST('/api/v3/service_requests', {
    headers,
    body: {
      services: [{ service_id: service.id }],
      owned_vehicle_id: vehicle.data.data.id,
      zipcode: '78701',
      request_form_token: who.requestFormToken,
    },
  });
  if (created.error) return { failed: 'request', code: created.error.errors[0]?.code };
  const requestId = created.data.data.id;

  const offers = await client.GET('/api/v3/service_requests/{id}/offers', { headers, params: { path: { id: requestId } } });
  const offer = offers.data?.data[0];
  if (!offer) return { failed: 'offers' };
  const times = await client.GET('/api/v3/users/service_requests/{id}/appointment_proposals/{slotArg}', {
    headers,
    params: { path: { id: requestId, slotArg: 'first' }, query: { offer_id: offer.id } },
  });
  const time = times.data?.data[0];
  if (!time) return { failed: 'times' };

  const booked = await client.PUT('/api/v3/service_requests/{id}/offers/{offerId}', {
    // One key per booking attempt: a retry of this call sends the same one.
    params: { path: { id: requestId, offerId: offer.id }, header: { 'idempotency-key': who.requestFormToken } },
    headers,
    // `rewards` in cents; `appointment_time` is the chosen proposal's `starts_at`; `offer_version` the offer as shown.
    body: { credit_card_id: card.data.data.id, appointment_time: time.attributes.starts_at, rewards: 0, offer_version: offer.attributes.version },
  });
  if (booked.error) {
    const [problem] = booked.error.errors;
    return { failed: 'booking', code: problem?.code, next: problem ? bookingProblem(problem.code) : undefined, detail: problem?.detail };
  }
  return { booked: booked.data.data.id, status: booked.data.data.attributes.status, totalCents: offer.attributes.total_cents };
}
