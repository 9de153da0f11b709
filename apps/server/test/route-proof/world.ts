import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, offers, outboxMessages, partnerAdmins, partners, shopLocations } from '../../src/db/schema/index.ts';
import { seedDemoMembership } from '../../src/modules/membership/index.ts';
import { SHOP_APPLICATION_TYPED } from '@pitstop/contracts/testing/shop-applications';
import { build } from '../index.ts';
import { type CreatedUser, createUser } from '../factories.ts';
import { bookedRequest, createOwnedVehicle, openRequest, shopsWithStaff } from '../market.ts';
import { membershipLookups } from '../membership.ts';
import { saveTestCard } from '../payments.ts';

/** Monday 30 November 2026, 08:50 in Austin (CST): the proofs' clock, fixed, so every booking is in the future. */
export const PROOF_NOW = new Date('2026-11-30T14:50:00Z');

/**
 * Who calls in the proofs (issue 29 §2), one entry each. Adding a role (say, `employee` from the consoles) is one
 * entry here and one default row per auth kind in access-matrix.ts.
 */
export const ACTORS = ['guest', 'A', 'B', 'X', 'Y', 'P', 'P2', 'employee', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** The records of the proofs: A's (a customer), X's (staff of shop X) and P's (admin of partner P). */
/** A valid standalone-appointment booking (wire keys) of a vehicle at a location, at 10:00 on a day in its zone. */
export const standaloneBody = (locationId: string, vehicleId: string, day: string) => ({
  service_station_location_id: locationId,
  vehicle: vehicleId,
  notes: 'Proof visit.',
  scheduled_at_date_string: day,
  scheduled_at_time_string: '10:00',
  phone: '(512) 555-0142',
  partner: null,
  appointment_type: 'service',
});

export interface World {
  app: FastifyInstance;
  users: Record<Exclude<Actor, 'guest'>, CreatedUser>;
  /** Shop X's and shop Y's locations. */
  locationX: string;
  locationY: string;
  /** Shop X's metro (an area). */
  metroX: string;
  /** Partner P (a demo partner with programs and offers) and another partner P2. */
  partnerP: string;
  partnerP2: string;
  /** A's: a vehicle, a saved card, a booked request at X (its offer and appointment), an open request (its offer). */
  vehicleA: string;
  cardA: string;
  bookedRequestA: string;
  bookedOfferA: string;
  appointmentA: string;
  calendarUidA: string;
  openRequestA: string;
  openOfferA: string;
  /** A's thread with shop X about the open request, an extra line X sent on A's booking, a history share of A's vehicle. */
  threadA: string;
  extraLineA: string;
  shareA: string;
  shareTokenA: string;
  /** A's standalone appointment (a service visit) at X, booked through the API. */
  standaloneA: string;
  /** A proposal X made for A's appointment (an appointment row of its own). */
  proposalA: string;
  /** An outbox message and its attachment id (admin-or-local). */
  outboxMessage: string;
  /** A demo program and plan of P's, a plan id, a subscription option, A's invite slug. */
  programP: string;
  planP: string;
  programPlanP: string;
  promoSlugA: string;
  /** A catalogue service (an oil change). */
  serviceId: string;
  /** A card hold (a payment authorisation): set by the payment routes' `prepare` (a fresh booking's); none by default. */
  paymentA: string;
  /** A shop's application, sent on the public form's route (the admin console's applications). */
  shopApplication: string;
  /** An unconfirmed account no one signs in as: the subject of the admin's account actions (disable, enable, a new code). */
  subjectUser: string;
  /** An id no record has. */
  missing: string;
}

/** A PNG's signature and a few bytes: what the photo checks read. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really pixels')]);

const expectOk = (what: string, response: { statusCode: number; body: string }) => {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body || 'null');
};

/**
 * One server on a database of its own (PostgreSQL with TEST_DATABASE_URL), with the proofs' records made the
 * product's way (the API where it is quick, the factories elsewhere).
 */
export async function buildWorld(
  env: Record<string, string> = {},
  onRoute?: (route: { method: string | string[]; url: string }) => void,
): Promise<World> {
  const { app } = await build({ ...env }, { onRoute });
  app.clock.set!(PROOF_NOW);
  const { db } = app.database;
  const { alice, bob, staff, staffY, locationId, otherLocationId } = await shopsWithStaff(app, 'proof');
  await seedDemoMembership(db, { slug: app.config.brandSlug, name: app.config.brandName });
  const admin = await createUser(app, { email: 'admin-proof@example.com', confirmed: true, admin: true });
  // A support employee like the demo's (ADR 078): the staff console's routes, not the admin's.
  const employee = await createUser(app, { email: 'employee-proof@example.com', confirmed: true, type: 'employee' });
  // The subject of the admin's account actions (disable, enable, a new code): not A, whose sessions the matrix uses.
  const subject = await createUser(app, { email: 'subject-proof@example.com' });
  const partnerAdmin = await createUser(app, { email: 'partner-proof@example.com', confirmed: true });
  const otherPartnerAdmin = await createUser(app, { email: 'partner-proof-2@example.com', confirmed: true });
  const [partnerP] = await db.select().from(partners).where(eq(partners.slug, 'northwind-motor-club'));
  const partnerP2 = (await db.insert(partners).values({ slug: 'proof-other-partner', name: 'Other partner' }).returning())[0]!;
  await db.insert(partnerAdmins).values([
    { partnerId: partnerP!.id, userId: partnerAdmin.user.id },
    { partnerId: partnerP2.id, userId: otherPartnerAdmin.user.id },
  ]);

  const cardA = (await saveTestCard(app, alice)).id;
  const booked = await bookedRequest(app, alice, { cardId: cardA, appointmentTime: '2026-12-07T15:00:00.000Z', locationId });
  const open = await openRequest(app, alice);
  const vehicleA = (await createOwnedVehicle(app, alice.user.id, { year: 2018, make: 'Toyota', model: 'Camry', mileage: 30_000 })).id;
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, booked.appointmentId));

  const call = (user: CreatedUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const message = expectOk(
    'message',
    await call(alice, 'POST', '/api/v3/messages', { body: 'Can you also check the wipers?', reference_id: open.requestId, reference_type: 'service_request' }),
  );
  const shop = `/api/shop/v1/locations/${locationId}`;
  const lines = expectOk(
    'extra lines',
    await call(staff, 'POST', `${shop}/appointments/${booked.appointmentId}/extra_lines`, {
      lineItems: [{ serviceName: 'Wiper blades', laborHours: 0, partsCents: 3_000, feesCents: 0 }],
      note: 'Found while the car was on the lift.',
      photo: { data: PNG.toString('base64') },
    }),
  );
  const proposal = expectOk('proposal', await call(staff, 'POST', `${shop}/appointments/${booked.appointmentId}/proposals`, { startsAt: '2026-12-08T15:00:00.000Z' }));
  const share = expectOk('share', await call(alice, 'POST', `/api/v3/users/vehicles/${vehicleA}/history/shares`));
  const standalone = expectOk('standalone appointment', await call(alice, 'POST', '/api/v3/standalone_appointments', standaloneBody(locationId, vehicleA, '2026-12-09')));
  const [outbox] = await db.select({ id: outboxMessages.id }).from(outboxMessages).limit(1);
  const [openOffer] = await db.select().from(offers).where(eq(offers.serviceRequestId, open.requestId)).limit(1);
  const profile = expectOk('profile', await call(alice, 'GET', '/api/v3/users/profile'));
  const application = expectOk('shop application', await app.inject({ method: 'POST', url: '/api/v3/shop_applications', payload: { ...SHOP_APPLICATION_TYPED, email: 'applicant-proof@example.com' } }));

  return {
    app,
    users: { A: alice, B: bob, X: staff, Y: staffY, P: partnerAdmin, P2: otherPartnerAdmin, employee, admin },
    subjectUser: subject.user.id,
    shopApplication: application.data.id,
    paymentA: randomUUID(),
    locationX: locationId,
    locationY: otherLocationId,
    metroX: (await db.select({ metroId: shopLocations.metroId }).from(shopLocations).where(eq(shopLocations.id, locationId)))[0]!.metroId,
    partnerP: partnerP!.id,
    partnerP2: partnerP2.id,
    vehicleA,
    cardA,
    bookedRequestA: booked.requestId,
    bookedOfferA: booked.offerId,
    appointmentA: booked.appointmentId,
    calendarUidA: appointment!.calendarUid,
    openRequestA: open.requestId,
    openOfferA: openOffer!.id,
    threadA: message.data.attributes.thread_id,
    extraLineA: lines.lines[0].id,
    shareA: share.data.id,
    shareTokenA: share.data.attributes.token,
    proposalA: proposal.id,
    standaloneA: standalone.data.id,
    outboxMessage: outbox?.id ?? randomUUID(),
    programP: 'northwind',
    planP: 'member',
    programPlanP: await membershipLookups(db).planOf('northwind', 'member'),
    missing: randomUUID(),
    serviceId: (await app.catalog.get()).bySlug.get('oil-change')!.id,
    promoSlugA: profile.data.attributes.invite_slug ?? profile.data.attributes.promo_slug ?? 'none',
  };
}
