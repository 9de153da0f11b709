import { eq } from 'drizzle-orm';
import { paymentAuthorisations } from '../../src/db/schema/index.ts';
import { bookedRequest, createOwnedVehicle } from '../market.ts';
import { type Actor, type World, standaloneBody } from './world.ts';

/**
 * Every route of the server, keyed `METHOD url` as Fastify's route table has it (ADR 079): how the proofs fill its
 * path parameters with a record of the right owner (A's, X's, P's), and what the access matrix expects where a
 * route's answer differs from its auth kind's default (access-matrix.ts). A route without an entry fails both
 * proofs: a new route is proven, or it does not merge.
 *
 * `params` values are the world's records; `w.missing` is an id no record has (a route with no fixture record of
 * its own: the matrix proves its refusals only, and says so in its note).
 */
export interface RouteEntry {
  params?: (w: World) => Record<string, string>;
  /** A valid query / body (wire keys) for the matrix's calls; absent: derived from the contract schema (seeded). */
  query?: (w: World) => Record<string, string>;
  body?: (w: World) => unknown;
  /** The answers that differ from the auth kind's default: by actor, or `others` (everyone but the default's owner). */
  expect?: Partial<Record<Actor | 'others' | 'all', number>>;
  /** Why the route's answers differ from the default (read with the table; the matrix counts the routes that have one). */
  note?: string;
  /** Request headers every call carries (a refund's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Each call on a session of its own (a call that ends its session: signing out). */
  freshSession?: boolean;
  /**
   * Writes a refused call makes on purpose (`UPDATE table`), with why: a wrong code counts against its attempts. The
   * fuzzing fails on any other write by a refused call.
   */
  writesOnRefusal?: { writes: string[]; reason: string };
  /** Fresh records for this route's calls (a deletion's own record), over the world's. */
  prepare?: (w: World) => Promise<Partial<World>>;
  /** A cell skipped in the matrix, with its reason (listed, never passed silently). */
  skip?: string;
}

/** A route outside the contracts' tables (probes, documents, the web app): what every caller is answered. */
export interface OtherRouteEntry {
  status: number;
  note: string;
  /** Not called (a stream that stays open, a page needing a web build): the reason is listed. */
  skip?: string;
}

export type Routes = Record<string, RouteEntry>;

/** A fresh booking of A's at X and A's latest card hold (a payment authorisation): the console's payment routes' record. */
const freshHold = (appointmentTime: string) => async (w: World) => {
  await bookedRequest(w.app, w.users.A, { cardId: w.cardA, appointmentTime, locationId: w.locationX });
  const holds = await w.app.database.db.select({ id: paymentAuthorisations.id }).from(paymentAuthorisations).where(eq(paymentAuthorisations.userId, w.users.A.user.id));
  return { paymentA: holds.at(-1)?.id ?? w.missing };
};

/** A fresh standalone appointment of A's at X (its own record: the world's is cancelled by the cancel route's call). */
const freshStandalone = (day: string) => async (w: World) => {
  const booked = await w.app.inject({ method: 'POST', url: '/api/v3/standalone_appointments', headers: w.users.A.headers, payload: standaloneBody(w.locationX, w.vehicleA, day) });
  return { standaloneA: booked.json().data?.id ?? w.missing };
};

export const ROUTE_ENTRIES: Routes = {
  'POST /api/v3/users': { expect: { all: 422, guest: 201 }, note: 'sign-up: once the guest’s derived email is taken the others are told so (422)' },
  'GET /api/v3/users/profile': {},
  'PUT /api/v3/users/profile': { body: () => ({ first_name: 'Proof' }) },
  'POST /api/v3/oauth_sessions': { expect: { all: 401 }, note: 'a derived Facebook token is not one Facebook issued: 401 for everyone' },
  'POST /api/v3/sessions': { expect: { all: 401 }, note: 'derived credentials are no one’s: 401 for everyone' },
  'DELETE /api/v3/sessions': { freshSession: true },
  'GET /api/v3/sessions/refresh': {},
  'POST /api/v3/users/forgot_password': {},
  'POST /api/v3/users/password_reset/token': {},
  'POST /api/v3/users/password_reset': { expect: { all: 422 }, note: 'a derived reset token is no one’s: 422 for everyone' },
  'POST /api/v3/users/password': { expect: { all: 422, guest: 401 }, note: 'a derived body carries a wrong current password: each caller’s own account refuses it' },
  'GET /api/v3/users/type': {},
  'PUT /api/v3/users/email_verification': { expect: { guest: 201 }, note: 'a guest starts a partial account (201); a signed-in caller’s is already one (200)' },
  'PUT /api/v3/users/confirm_email': { expect: { all: 409, X: 422, Y: 422 }, note: 'the confirmed are told so (409); X and Y (unconfirmed) get the code refused (422): each caller’s own account' },
  'POST /api/v3/users/resend_confirmation_code': { expect: { A: 409, B: 409, P: 409, P2: 409, employee: 409, admin: 409 }, note: 'the confirmed are told so; X and Y (unconfirmed) get a new code' },
  'POST /api/v3/users/phone_verification_code': { expect: { all: 422 }, note: 'no caller has a mobile number: each is told to add one (their own account)' },
  'PUT /api/v3/users/confirm_phone': { expect: { all: 422 }, note: 'no caller has a mobile number to confirm: each is told to add one (their own account)', writesOnRefusal: { writes: ['UPDATE phone_codes'], reason: 'a wrong code counts against the code’s attempts (the brute-force limit)' } },
  'POST /api/v3/users/promo': { body: () => ({ promo_code: 'NO-SUCH-CODE' }), expect: { all: 422, guest: 401 }, note: 'an unknown code: refused for everyone (the account is the caller’s own)' },
  'GET /api/v3/users/credit_transactions': {},
  'GET /api/v3/invites/:promoSlug': { params: (w) => ({ promoSlug: w.promoSlugA }) },
  'GET /api/v3/services': {},
  'GET /api/v3/services/service_selection_categories': {},
  'GET /api/v3/appointment_services': {},
  'GET /api/v4/features': {},
  'POST /api/assistant/services': {},
  'POST /api/assistant/vehicle': {},
  'GET /api/turbo/v1/zipcode/search': {},
  'GET /api/turbo/v1/zipcode/target_market': { query: () => ({ zipcode: '78701' }) },
  'GET /api/turbo/v1/states/:state/cities': { params: () => ({ state: 'TX' }) },
  'GET /api/turbo/v1/states/:state/cities/:city': { params: () => ({ state: 'TX', city: 'austin' }) },
  'GET /api/turbo/v1/areas/:id/with_active_shops': { params: (w) => ({ id: w.metroX }) },
  'POST /api/v3/users/beta_contacts': { body: () => ({ zipcode: '78701', email: 'beta-proof@example.com', first_name: 'Beta', last_name: 'Proof', product: 'OTM' }), expect: { all: 422, guest: 201 }, note: 'the guest’s call (first) is taken; the same email again is 422 for everyone after' },
  'POST /api/v3/shop_contact_requests': {},
  'GET /api/turbo/v1/vehicles/years': {},
  'GET /api/turbo/v1/vehicles/makes': {},
  'GET /api/turbo/v1/vehicles/vin/:vin': { params: () => ({ vin: '1HGCM82633A004352' }) },
  'GET /api/turbo/v1/years/:year/makes': { params: () => ({ year: '2016' }) },
  'GET /api/turbo/v1/years/:year/makes/:make/models': { params: () => ({ year: '2016', make: 'Honda' }) },
  'GET /api/turbo/v1/years/:year/makes/:make/models/:model/sub_models': { params: () => ({ year: '2016', make: 'Honda', model: 'Civic' }) },
  'GET /api/turbo/v1/years/:year/makes/:make/models/:model/sub_models/:subModel/styles': { params: () => ({ year: '2016', make: 'Honda', model: 'Civic', subModel: 'LX' }) },
  'GET /api/v3/users/vehicles': {},
  'POST /api/v3/owned_vehicles': { body: () => ({ year: 2016, make: 'Honda', model: 'Civic', mileage: 61_000 }) },
  'PATCH /api/v3/owned_vehicles/:id': { params: (w) => ({ id: w.vehicleA }), body: () => ({ mileage: 61_000 }) },
  'PUT /api/v3/owned_vehicles/:id': { params: (w) => ({ id: w.vehicleA }), body: () => ({ year: 2016, make: 'Honda', model: 'Civic', mileage: 61_000 }) },
  'DELETE /api/v3/owned_vehicles/:id': { prepare: async (w) => ({ vehicleA: (await createOwnedVehicle(w.app, w.users.A.user.id, { year: 2012, make: 'Ford', model: 'Focus' })).id }), params: (w) => ({ id: w.vehicleA }) },
  'POST /api/v3/service_requests': { body: (w) => ({ services: [{ service_id: w.serviceId }], owned_vehicle_id: w.vehicleA, zipcode: '78701', request_form_token: 'proof-form-token' }), expect: { others: 404 }, note: 'A’s vehicle in the body: everyone else is told it does not exist' },
  'GET /api/v3/users/service_requests/:id': { params: (w) => ({ id: w.bookedRequestA }) },
  'GET /api/v3/offers/:offerId': { params: (w) => ({ offerId: w.openOfferA }) },
  'GET /api/v3/service_requests/:id/offers': { params: (w) => ({ id: w.bookedRequestA }) },
  'GET /api/v3/service_requests/:id/events': { params: (w) => ({ id: w.bookedRequestA }) },
  'GET /api/v3/users/:userId/service_requests': { params: (w) => ({ userId: w.users.A.user.id }) },
  'GET /api/v3/users/:userId/service_requests/:scope': { params: (w) => ({ userId: w.users.A.user.id, scope: 'open' }) },
  'GET /api/v3/owned_vehicles/:id/service_requests': { params: (w) => ({ id: w.vehicleA }) },
  'GET /api/v3/owned_vehicles/:id/service_requests/:scope': { params: (w) => ({ id: w.vehicleA, scope: 'open' }) },
  'PUT /api/v3/users/service_requests/:id/seen': { params: (w) => ({ id: w.bookedRequestA }) },
  'DELETE /api/v3/service_requests/:id': { params: (w) => ({ id: w.openRequestA }) },
  'GET /api/v3/owned_vehicles/:id/packages': { params: (w) => ({ id: w.vehicleA }), query: () => ({ zipcode: '78701' }) },
  'GET /api/turbo/v1/maintenance/interval_services': {},
  'POST /api/v3/users/credit_cards/setup_intents': {},
  'POST /api/v3/users/credit_cards': { expect: { all: 404 }, note: 'a derived payment method is no one’s card: 404 for everyone' },
  'GET /api/v3/users/credit_cards': {},
  'GET /api/v3/users/credit_cards/:id': { params: (w) => ({ id: w.cardA }) },
  'PUT /api/v3/users/credit_cards/:id': { params: (w) => ({ id: w.cardA }), expect: { A: 422 }, note: 'a derived expiry is refused once the owner is let in (422); everyone else: 404' },
  'DELETE /api/v3/users/credit_cards/:id': { params: (w) => ({ id: w.cardA }), expect: { A: 409 }, note: 'A’s card backs A’s booking, not paid yet: A is told so (409 card_in_use); everyone else: 404' },
  'POST /api/sandbox-gateway/v1/setup_intents/:id/confirm': { params: (w) => ({ id: w.missing }), expect: { all: 404 }, note: 'the sandbox gateway (no Stripe key): an unknown setup intent is 404 for everyone' },
  'POST /api/sandbox-gateway/v1/setup_intents/:id/authenticate': { params: (w) => ({ id: w.missing }), expect: { all: 404 }, note: 'the sandbox gateway: an unknown setup intent is 404 for everyone' },
  'GET /api/v3/appointments/:calendarUid/calendar.ics': { params: (w) => ({ calendarUid: w.calendarUidA }), query: () => ({ token: 'not-the-token' }), expect: { all: 404 }, note: 'a capability link: the token is only in the booking email; without it everyone, the owner too, is told it does not exist' },
  'GET /api/v3/users/service_requests/:id/appointment_proposals/:slotArg': { params: (w) => ({ id: w.bookedRequestA, slotArg: 'first' }) },
  'PUT /api/v3/service_requests/:id/offers/:offerId': { params: (w) => ({ id: w.bookedRequestA, offerId: w.bookedOfferA }), body: (w) => ({ credit_card_id: w.cardA, rewards: 0, appointment_time: '2026-12-09T15:00:00.000Z', offer_version: 1 }), expect: { A: 409 }, note: 'A’s request is booked already: A reaches the booking and is told it is closed (409)' },
  'PUT /api/v3/service_requests/:id/offers/:offerId/unaccept': { params: (w) => ({ id: w.openRequestA, offerId: w.openOfferA }), body: () => ({ reason_unaccepted: 'Another time' }), expect: { A: 409 }, note: 'A’s open request has no booking to undo: A reaches the check (409)' },
  'PUT /api/v3/users/service_requests/:id/appointments': { params: (w) => ({ id: w.bookedRequestA }), body: () => ({ autoschedule: true }) },
  'GET /api/v3/users/service_requests/:id/appointments': { params: (w) => ({ id: w.bookedRequestA }) },
  'DELETE /api/v3/users/service_requests/:id/appointments': { params: (w) => ({ id: w.bookedRequestA }), query: () => ({}) },
  'POST /api/v3/users/service_requests/appointments': { body: (w) => ({ appointment_id: w.proposalA }), expect: { others: 404 }, note: 'X’s proposal for A’s booking: everyone else is told it does not exist' },
  'GET /api/shop/v1/locations/:locationId/appointments': { params: (w) => ({ locationId: w.locationX }), query: () => ({ day: '2026-12-07' }) },
  'GET /api/shop/v1/locations/:locationId/appointments/:appointmentId/proposals': { params: (w) => ({ locationId: w.locationX, appointmentId: w.appointmentA }), query: () => ({ day: '2026-12-07' }) },
  'POST /api/shop/v1/locations/:locationId/appointments/:appointmentId/proposals': { params: (w) => ({ locationId: w.locationX, appointmentId: w.appointmentA }), expect: { X: 422 }, note: 'a derived time is not one of the free times: X reaches the check (422)' },
  'POST /api/shop/v1/locations/:locationId/appointments/:appointmentId/completion': { params: (w) => ({ locationId: w.locationX, appointmentId: w.appointmentA }), expect: { X: 422 }, note: 'the appointment has not begun (the proofs’ clock is before it): X reaches the check (422)' },
  'POST /api/shop/v1/locations/:locationId/appointments/:appointmentId/no-show': { params: (w) => ({ locationId: w.locationX, appointmentId: w.appointmentA }), expect: { X: 409 }, note: 'the appointment has not begun: X reaches the check (409)' },
  'GET /api/v3/standalone_appointments/locations': { query: () => ({ zipcode: '78701', appointment_type: 'service' }) },
  'GET /api/v3/standalone_appointments/:id/appointment_proposals': { params: (w) => ({ id: w.locationX }), query: () => ({ appointment_type: 'service', day: 'first' }) },
  'POST /api/v3/standalone_appointments': { body: (w) => standaloneBody(w.locationX, w.vehicleA, '2026-12-08'), expect: { others: 404 }, note: 'A books with A’s vehicle (201); anyone else naming A’s vehicle is told it does not exist' },
  'PUT /api/v3/standalone_appointments/:id/cancel': { params: (w) => ({ id: w.standaloneA }) },
  'GET /api/v3/users/:userId/standalone_appointments': { params: (w) => ({ userId: w.users.A.user.id }) },
  'GET /api/v3/users/:userId/standalone_appointments/upcoming': { params: (w) => ({ userId: w.users.A.user.id }) },
  'GET /api/v3/users/:userId/standalone_appointments/:id': { params: (w) => ({ userId: w.users.A.user.id, id: w.standaloneA }) },
  'POST /api/shop/v1/locations/:locationId/standalone-appointments/:appointmentId/no-show': { prepare: freshStandalone('2026-12-10'), params: (w) => ({ locationId: w.locationX, appointmentId: w.standaloneA }), expect: { X: 409 }, note: 'a fresh booking of A’s at X, still ahead (the proofs’ clock is fixed): X reaches its own record’s check (409), the others are told it does not exist' },
  'GET /api/v3/users/service_requests/:id/extra_lines': { params: (w) => ({ id: w.bookedRequestA }) },
  'PUT /api/v3/users/service_requests/:id/extra_lines/:lineId': { params: (w) => ({ id: w.bookedRequestA, lineId: w.extraLineA }) },
  'GET /api/v3/users/service_requests/:id/extra_lines/:lineId/photo': { params: (w) => ({ id: w.bookedRequestA, lineId: w.extraLineA }) },
  'GET /api/v3/owned_vehicles/:id/advised_work': { params: (w) => ({ id: w.vehicleA }) },
  'POST /api/shop/v1/locations/:locationId/appointments/:appointmentId/extra_lines': { params: (w) => ({ locationId: w.locationX, appointmentId: w.appointmentA }), body: () => ({ lineItems: [{ serviceName: 'Cabin filter', laborHours: 0.2, partsCents: 2_000, feesCents: 0 }], note: 'Dusty.' }) },
  'GET /api/shop/v1/locations/:locationId/appointments/:appointmentId/extra_lines': { params: (w) => ({ locationId: w.locationX, appointmentId: w.appointmentA }) },
  'GET /api/shop/v1/locations/:locationId/appointments/:appointmentId/extra_lines/:lineId/photo': { params: (w) => ({ locationId: w.locationX, appointmentId: w.appointmentA, lineId: w.extraLineA }) },
  'GET /api/v3/service_requests/:id': { params: (w) => ({ id: w.bookedRequestA }), expect: { all: 404 }, note: 'a satisfaction link: its id is a signed token from the email, a request id is not one — 404 for everyone' },
  'POST /api/v3/users/nps': { expect: { all: 404 }, note: 'a satisfaction link’s token is only in the email: a derived one is 404 for everyone' },
  'POST /api/v3/users/reviews/:locationId': { params: (w) => ({ locationId: w.locationX }), expect: { A: 404 }, note: 'A has no completed visit to review (fixture): 404' },
  'PUT /api/v3/users/reviews/:locationId': { params: (w) => ({ locationId: w.locationX }), expect: { A: 404 }, note: 'A has no review to edit (no completed visit fixture): 404' },
  'GET /api/v3/users/reviews': {},
  'GET /api/v3/reviews': {},
  'GET /api/shop/v1/locations/:locationId/reviews': { params: (w) => ({ locationId: w.locationX }) },
  'PUT /api/shop/v1/locations/:locationId/reviews/:reviewId/reply': { params: (w) => ({ locationId: w.locationX, reviewId: w.missing }), expect: { X: 404 }, note: 'no review fixture: X is told 404 too' },
  'GET /api/shop/v1/locations': {},
  'PATCH /api/shop/v1/locations/:locationId': { params: (w) => ({ locationId: w.locationX }) },
  'GET /api/shop/v1/locations/:locationId/requests': { params: (w) => ({ locationId: w.locationX }) },
  'GET /api/shop/v1/locations/:locationId/requests/:requestId': { params: (w) => ({ locationId: w.locationX, requestId: w.openRequestA }) },
  'POST /api/shop/v1/locations/:locationId/requests/:requestId/offers': { params: (w) => ({ locationId: w.locationX, requestId: w.openRequestA }), expect: { X: 422 }, note: 'derived lines name no requested service: X reaches the check (422)' },
  'PUT /api/shop/v1/locations/:locationId/offers/:offerId': { params: (w) => ({ locationId: w.locationX, offerId: w.openOfferA }), expect: { X: 404 }, note: 'the fixture offer is an autoquote, not a bid X made: 404 for X too' },
  'DELETE /api/shop/v1/locations/:locationId/offers/:offerId': { params: (w) => ({ locationId: w.locationX, offerId: w.openOfferA }), expect: { X: 404 }, note: 'the fixture offer is an autoquote, not a bid X made: 404 for X too' },
  'POST /api/v3/shop_applications': { expect: { all: 422 }, note: 'a derived application is refused (422) for everyone: public and anonymous by design' },
  'GET /api/v3/outbox_messages': {},
  'GET /api/v3/outbox_messages/:id/attachments/:attachmentId': { params: (w) => ({ id: w.outboxMessage, attachmentId: w.missing }), expect: { all: 404 }, note: 'no attachment fixture (admin-or-local: the test server is local, so everyone reaches the lookup)' },
  'GET /api/membership/v1/lookup/program-and-plan/:program/:plan': { params: (w) => ({ program: w.programP, plan: w.planP }) },
  'GET /api/membership/v1/lookup/program-validation/:program/:plan': { params: (w) => ({ program: w.programP, plan: w.planP }) },
  'GET /api/membership/v1/lookup/vo-coverage/:zipcode/:program': { params: (w) => ({ zipcode: '78701', program: w.programP }) },
  'GET /api/membership/v1/lookup/vo-coverage-by-program-plan/:zipcode/:programPlanId': { params: (w) => ({ zipcode: '78701', programPlanId: w.programPlanP }) },
  'GET /api/membership/v1/my-coverage/programs': {},
  'GET /api/membership/v1/my-partners': {},
  'GET /api/membership/v1/my-partners/by-program-and-plan/:program/:plan': { params: (w) => ({ program: w.programP, plan: w.planP }) },
  'GET /api/membership/v1/my-partners/admin/list': {},
  'GET /api/membership/v1/my-partners/admin/:partnerId/members': { params: (w) => ({ partnerId: w.partnerP }) },
  'GET /api/membership/v1/my-partners/admin/:partnerId/members.csv': { params: (w) => ({ partnerId: w.partnerP }) },
  'GET /api/membership/v1/my-offers/:partnerId': { params: (w) => ({ partnerId: w.partnerP }) },
  'GET /api/membership/v1/content/landing-page': {},
  'GET /api/membership/v1/content/faq': {},
  'GET /api/membership/v1/my-subscriptions': {},
  'GET /api/membership/v1/my-subscriptions/detailed': {},
  'GET /api/membership/v1/my-subscriptions/subscription-options': {},
  'GET /api/membership/v1/my-subscriptions/subscription-options/:programPlanId': { params: (w) => ({ programPlanId: w.programPlanP }) },
  'GET /api/membership/v1/my-subscriptions/faq': {},
  'GET /api/membership/v1/my-subscriptions/check': {},
  'POST /api/membership/v1/my-subscriptions': { expect: { P: 404 }, note: 'derived program and plan: P reaches the lookup (404)' },
  'POST /api/membership/v1/my-subscriptions/subscribe': { expect: { P: 404 }, note: 'a derived partner in the body is not P: P reaches the check (404)' },
  'POST /api/membership/v1/my-subscriptions/:program/:plan': { params: (w) => ({ program: w.programP, plan: w.planP }), expect: { P: 404 }, note: 'a derived option: P reaches the lookup (404)' },
  'DELETE /api/membership/v1/my-subscriptions/:id/cancel': { params: (w) => ({ id: w.missing }), expect: { P: 404 }, note: 'no subscription fixture: P is told 404 too' },
  'PUT /api/membership/v1/my-subscriptions/:id': { params: (w) => ({ id: w.missing }), expect: { P: 404 }, note: 'no subscription fixture: P is told 404 too' },
  'GET /api/membership/v1/my-subscriptions/:id/payments': { params: (w) => ({ id: w.missing }), expect: { P: 404 }, note: 'no subscription fixture: P is told 404 too' },
  'GET /api/membership/v1/my-subscriptions/stripe/payment-intent': { expect: { P: 404 }, note: 'no subscription option fixture: P is told 404 too' },
  'POST /api/membership/v1/my-subscriptions/stripe/setup-intent': { expect: { P: 404 }, note: 'a derived partner in the body is not P: P reaches the check (404)' },
  'GET /api/membership/v1/my-subscriptions/payment-methods': {},
  'POST /api/membership/v1/my-subscriptions/roadside/activate': { expect: { P: 404 }, note: 'P holds no membership with roadside help: 404' },
  'GET /api/membership/v1/partial-vehicles': {},
  'PUT /api/membership/v1/partial-vehicles/:id': { params: (w) => ({ id: w.missing }), expect: { P: 404 }, note: 'no partial vehicle fixture: P is told 404 too' },
  'GET /api/v3/message_threads': {},
  'GET /api/v3/message_thread': { query: (w) => ({ thread_id: w.threadA }), expect: { others: 404 }, note: 'A’s thread, named in the query: everyone else is told it does not exist' },
  'POST /api/v3/messages': { body: (w) => ({ thread_id: w.threadA, body: 'And the lights.' }), expect: { others: 404, A: 201 }, note: 'into A’s thread: everyone else is told it does not exist' },
  'PUT /api/v3/message_threads/:id': { params: (w) => ({ id: w.threadA }) },
  'GET /api/v3/users/events': {},
  'GET /api/shop/v1/locations/:locationId/message-threads': { params: (w) => ({ locationId: w.locationX }) },
  'GET /api/shop/v1/locations/:locationId/message-threads/:threadId': { params: (w) => ({ locationId: w.locationX, threadId: w.threadA }) },
  'POST /api/shop/v1/locations/:locationId/message-threads/:threadId/messages': { params: (w) => ({ locationId: w.locationX, threadId: w.threadA }), body: () => ({ body: 'We will.' }), expect: { X: 201 } },
  'POST /api/shop/v1/locations/:locationId/requests/:requestId/messages': { params: (w) => ({ locationId: w.locationX, requestId: w.openRequestA }), body: () => ({ body: 'About your request.' }), expect: { X: 201 } },
  'PUT /api/shop/v1/locations/:locationId/message-threads/:threadId/read': { params: (w) => ({ locationId: w.locationX, threadId: w.threadA }) },
  'GET /api/v3/users/search': {},
  'GET /api/v3/users/vehicles/maintenance_due': {},
  'GET /api/v3/users/vehicles/:id/maintenance_due': { params: (w) => ({ id: w.vehicleA }) },
  'GET /api/v3/users/warranties': {},
  'GET /api/v3/users/vehicles/:id/history': { params: (w) => ({ id: w.vehicleA }) },
  'GET /api/v3/users/vehicles/:id/history.pdf': { params: (w) => ({ id: w.vehicleA }) },
  'GET /api/v3/users/vehicles/:id/history.csv': { params: (w) => ({ id: w.vehicleA }) },
  'GET /api/v3/users/vehicles/:id/history/shares': { params: (w) => ({ id: w.vehicleA }) },
  'POST /api/v3/users/vehicles/:id/history/shares': { params: (w) => ({ id: w.vehicleA }) },
  'DELETE /api/v3/users/vehicles/:id/history/shares/:shareId': { params: (w) => ({ id: w.vehicleA, shareId: w.shareA }) },
  'GET /api/v3/vehicle_history_shares/:token': { params: (w) => ({ token: w.shareTokenA }) },
  'GET /api/v3/vehicle_history_shares/:token/history.pdf': { params: (w) => ({ token: w.shareTokenA }) },
  'GET /api/v3/vehicle_history_shares/:token/history.csv': { params: (w) => ({ token: w.shareTokenA }) },
  'GET /api/turbo/v1/auto-repair': {},
  'GET /api/turbo/v1/auto-repair/:state': { params: () => ({ state: 'TX' }) },
  'GET /api/turbo/v1/auto-repair/:state/:city': { params: () => ({ state: 'TX', city: 'austin' }) },
  'GET /api/turbo/v1/auto-repair-cities/nearest': { query: () => ({ zipcode: '78701' }) },
  'GET /api/turbo/v1/maintenance': {},
  'GET /api/turbo/v1/maintenance/makes': {},
  'GET /api/turbo/v1/maintenance/makes/:make': { params: () => ({ make: 'Honda' }) },
  'GET /api/turbo/v1/maintenance/makes/:make/models/:model': { params: () => ({ make: 'Honda', model: 'Civic' }) },
  'GET /api/turbo/v1/maintenance/makes/:make/models/:model/years/:year': { params: () => ({ make: 'Honda', model: 'Civic', year: '2016' }) },
  'GET /api/turbo/v1/maintenance/vehicles/:makeModel': { params: () => ({ makeModel: 'honda-civic' }) },
  'GET /api/turbo/v1/maintenance/vehicles/:makeModel/years/:year': { params: () => ({ makeModel: 'honda-civic', year: '2016' }) },
  'GET /api/turbo/v1/repair-costs': {},
  'GET /api/turbo/v1/repair-costs/:makeName': { params: () => ({ makeName: 'honda' }) },
  'GET /api/turbo/v1/repair-costs/:makeName/:modelName': { params: () => ({ makeName: 'honda', modelName: 'civic' }) },
  'GET /api/turbo/v1/repair-costs/:makeName/:modelName/recent-repairs': { params: () => ({ makeName: 'honda', modelName: 'civic' }) },
  'GET /api/turbo/v1/repair-costs/:makeName/:modelName/:serviceSlug': { params: () => ({ makeName: 'honda', modelName: 'civic', serviceSlug: 'oil-change' }) },
  'GET /api/v3/admin/users': {},
  'GET /api/v3/admin/users/:userId': { params: (w) => ({ userId: w.users.A.user.id }) },
  'POST /api/v3/admin/users/:userId/disable': { params: (w) => ({ userId: w.subjectUser }), body: () => ({ reason: 'The route proof calls this route.' }) },
  'POST /api/v3/admin/users/:userId/enable': { params: (w) => ({ userId: w.subjectUser }), body: () => ({ reason: 'The route proof calls this route.' }) },
  'POST /api/v3/admin/users/:userId/confirmation_code': { params: (w) => ({ userId: w.subjectUser }) },
  'POST /api/v3/admin/users/:userId/support_messages': { params: (w) => ({ userId: w.users.A.user.id }), body: () => ({ body: 'Support here: how can we help?' }) },
  'GET /api/v3/admin/audit_log': {},
  'GET /api/v3/admin/beta_contacts': {},
  'PUT /api/v3/admin/beta_contacts/:id/handled': { params: (w) => ({ id: w.missing }), body: () => ({ handled: true }), expect: { admin: 404 }, note: 'no coverage request exists when the writes run before the form’s (the matrix’s order): the admin is told 404 too' },
  'GET /api/v3/admin/shop_contact_requests': {},
  'PUT /api/v3/admin/shop_contact_requests/:id/handled': { params: (w) => ({ id: w.missing }), body: () => ({ handled: true }), expect: { admin: 404 }, note: 'no shop suggestion fixture: the admin is told 404 too' },
  'GET /api/v3/admin/service_requests': {},
  'GET /api/v3/admin/service_requests/:id': { params: (w) => ({ id: w.bookedRequestA }) },
  'GET /api/v3/admin/metrics': {},
  'GET /api/v3/admin/shop_applications': {},
  'GET /api/v3/admin/shop_applications/:id': { params: (w) => ({ id: w.shopApplication }) },
  'PUT /api/v3/admin/shop_applications/:id/handled': { params: (w) => ({ id: w.shopApplication }), body: () => ({ handled: true, note: 'The route proof calls this route.' }) },
  'GET /api/v3/admin/shop_locations': {},
  'GET /api/v3/admin/shop_locations/:locationId': { params: (w) => ({ locationId: w.locationX }) },
  'PATCH /api/v3/admin/shop_locations/:locationId': { params: (w) => ({ locationId: w.locationX }) },
  'PUT /api/v3/admin/shop_locations/:locationId/activation': { params: (w) => ({ locationId: w.locationX }), body: () => ({ active: true, reason: 'The route proof calls this route.' }) },
  'POST /api/v3/admin/shop_locations/:locationId/staff': { params: (w) => ({ locationId: w.locationX }), body: () => ({ email: 'subject-proof@example.com' }) },
  'DELETE /api/v3/admin/shop_locations/:locationId/staff/:userId': { params: (w) => ({ locationId: w.locationX, userId: w.subjectUser }) },
  'POST /api/v3/admin/payment_authorisations/:id/refunds': { prepare: freshHold('2026-12-09T15:00:00.000Z'), params: (w) => ({ id: w.paymentA }), headers: { 'idempotency-key': 'route-proof-refund-0001' }, body: () => ({ reason: 'The route proof calls this route.' }), expect: { admin: 409 }, note: 'a fresh booking of A’s: its card is held, nothing is charged (no completed visit fixture), so the admin reaches the check (409)' },
  'POST /api/v3/admin/payment_authorisations/:id/void': { prepare: freshHold('2026-12-10T15:00:00.000Z'), params: (w) => ({ id: w.paymentA }), body: () => ({ reason: 'The route proof calls this route.' }), expect: { admin: 409 }, note: 'a fresh booking of A’s holds the card while the booking is on: the admin reaches the check (409, cancel the booking first)' },
  'POST /api/test/users': {},
  'POST /api/test/access-tokens': {},
  'POST /api/test/password-reset-tokens': {},
  'POST /api/test/partners': {},
  'PUT /api/test/clock': {},
  'DELETE /api/test/clock': {},
  'POST /api/test/jobs/:name/run': { params: () => ({ name: 'outbox-delivery' }) },
};

/** The routes of Fastify's table that no contract declares. */
export const OTHER_ROUTES: Record<string, OtherRouteEntry> = {
  'GET /api/docs': { status: 200, note: 'the API document browser (swagger UI): public by design' },
  'GET /api/docs/static/index.html': { status: 302, note: 'the API document browser' },
  'GET /api/docs/static/swagger-initializer.js': { status: 200, note: 'the API document browser' },
  'GET /api/docs/json': { status: 200, note: 'the API document: public by design (ADR 015)' },
  'GET /api/docs/yaml': { status: 200, note: 'the API document' },
  'GET /api/docs/static/*': { status: 404, note: 'the browser’s files; an unknown one is 404' },
  'GET /healthz': { status: 200, note: 'the liveness probe' },
  'GET /readyz': { status: 200, note: 'the readiness probe' },
  'GET /config.json': { status: 200, note: 'the runtime configuration the web app reads (public values only)' },
  'GET /robots.txt': { status: 200, note: 'public' },
  'GET /sitemap.xml': { status: 200, note: 'public' },
  'GET /sitemaps/:file': { status: 404, note: 'public; an unknown file is 404' },
};
