import { randomUUID } from 'node:crypto';
import type { AppointmentType } from '@pitstop/contracts';
import type { FastifyInstance } from 'fastify';
import { getZip } from '../src/data/zips.ts';
import { and, eq, sql } from 'drizzle-orm';
import { appointments, metros, offerLineItems, offers, ownedVehicles, shopCompanies, shopLocations, shopStaff } from '../src/db/schema/index.ts';
import { seedCatalog } from '../src/modules/catalog/index.ts';
import { type CreatedUser, createUser } from './factories.ts';

/**
 * A market of the test's own making, for vitest (service requests, offers, the shop portal): the catalogue,
 * one metro, shop locations at real zip centroids with the rates the test gives, and the in-market set rebuilt.
 *
 *   const market = await createMarket(app, { locations: [{ zipcode: '78701', laborRateCents: 12_000 }, …] });
 */
export interface TestLocationInput {
  zipcode: string;
  name?: string;
  laborRateCents?: number;
  partsMarkupBps?: number;
  diagnosticFeeCents?: number;
  taxRateBps?: number;
  rating?: number;
  reviewCount?: number;
  certifications?: string[];
  appointmentTypes?: AppointmentType[];
  active?: boolean;
}

export type TestLocation = typeof shopLocations.$inferSelect;

const HOURS = {
  mon: { open: '08:00', close: '18:00' },
  tue: { open: '08:00', close: '18:00' },
  wed: { open: '08:00', close: '18:00' },
  thu: { open: '08:00', close: '18:00' },
  fri: { open: '08:00', close: '18:00' },
  sat: null,
  sun: null,
};

/** Loads the authored catalogue and drops the cached copy, so the next read sees it. */
export async function seedTestCatalog(app: FastifyInstance): Promise<void> {
  await seedCatalog(app.database.db);
  app.catalog.invalidate();
}

export async function createMarket(
  app: FastifyInstance,
  {
    centre = '78701',
    serviceRadiusMiles = 25,
    companyName = 'Test Garage Co',
    locations,
  }: { centre?: string; serviceRadiusMiles?: number; companyName?: string; locations: TestLocationInput[] },
): Promise<{ metroId: string; companyId: string; locations: TestLocation[] }> {
  const { db } = app.database;
  const centreZip = getZip(centre);
  if (!centreZip) throw new Error(`no zip ${centre}`);
  const suffix = randomUUID().slice(0, 8);
  const [metro] = await db
    .insert(metros)
    .values({
      slug: `test-metro-${suffix}`,
      name: `Test metro ${centreZip.city}`,
      state: centreZip.state,
      centreLat: centreZip.lat,
      centreLon: centreZip.lon,
      serviceRadiusMiles,
      timeZone: 'America/Chicago',
    })
    .returning();
  const [company] = await db
    .insert(shopCompanies)
    .values({ slug: `test-company-${suffix}`, name: companyName })
    .returning();
  const rows = await db
    .insert(shopLocations)
    .values(
      locations.map((location, index) => {
        const zip = getZip(location.zipcode);
        if (!zip) throw new Error(`no zip ${location.zipcode}`);
        return {
          slug: `test-location-${suffix}-${index}`,
          companyId: company!.id,
          metroId: metro!.id,
          name: location.name ?? `${companyName} ${zip.city} ${index + 1}`,
          address: `${100 + index} Main St`,
          city: zip.city,
          state: zip.state,
          zipcode: zip.zip,
          lat: zip.lat,
          lon: zip.lon,
          phone: '5125550100',
          timeZone: 'America/Chicago',
          openingHours: HOURS,
          appointmentTypes: location.appointmentTypes ?? ['service'],
          bays: 3,
          laborRateCents: location.laborRateCents ?? 12_000,
          partsMarkupBps: location.partsMarkupBps ?? 3_000,
          diagnosticFeeCents: location.diagnosticFeeCents ?? 9_900,
          taxRateBps: location.taxRateBps ?? 825,
          rating: location.rating ?? 4.5,
          reviewCount: location.reviewCount ?? 100,
          certifications: location.certifications ?? ['ASE'],
          warrantyMonths: 12,
          warrantyMiles: 12_000,
          warrantyTerms: 'Parts and labor, nationwide.',
          active: location.active ?? true,
        };
      }),
    )
    .returning();
  await app.coverage.refresh();
  // Rows in the order given (insert order is not a promise of `returning`).
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return {
    metroId: metro!.id,
    companyId: company!.id,
    locations: locations.map((_, index) => bySlug.get(`test-location-${suffix}-${index}`)!),
  };
}

/**
 * The people of a booked job's tests (extra work, the satisfaction link): the catalogue; our shop at 78701 (with
 * `location`'s rates) and Shop Y's at 75201; Alice and Bob, customers; a staff member at each shop. Emails carry
 * `tag` (`alice-${tag}@example.com`, `staff-${tag}-y@…`), so each test file's are its own.
 *
 *   const { alice, staff, locationId } = await shopsWithStaff(app, 'nps');
 */
export async function shopsWithStaff(
  app: FastifyInstance,
  tag: string,
  location: Omit<TestLocationInput, 'zipcode'> = {},
): Promise<{ locationId: string; otherLocationId: string; alice: CreatedUser; bob: CreatedUser; staff: CreatedUser; staffY: CreatedUser }> {
  await seedTestCatalog(app);
  const market = await createMarket(app, { locations: [{ zipcode: '78701', ...location }] });
  const other = await createMarket(app, { centre: '75201', companyName: 'Shop Y', locations: [{ zipcode: '75201' }] });
  const locationId = market.locations[0]!.id;
  const otherLocationId = other.locations[0]!.id;
  const alice = await createUser(app, { email: `alice-${tag}@example.com`, confirmed: true });
  const bob = await createUser(app, { email: `bob-${tag}@example.com`, confirmed: true });
  const staff = await createUser(app, { email: `staff-${tag}@example.com` });
  const staffY = await createUser(app, { email: `staff-${tag}-y@example.com` });
  await app.database.db.insert(shopStaff).values([
    { userId: staff.user.id, locationId },
    { userId: staffY.user.id, locationId: otherLocationId },
  ]);
  return { locationId, otherLocationId, alice, bob, staff, staffY };
}

export async function createOwnedVehicle(
  app: FastifyInstance,
  userId: string,
  vehicle: { year: number; make: string; model: string; subModel?: string | null; mileage?: number | null },
) {
  const [row] = await app.database.db
    .insert(ownedVehicles)
    .values({ userId, subModel: null, mileage: null, ...vehicle })
    .returning();
  return row!;
}

/**
 * An open service request of the user's for one service, with the offers the market made for it (the booking
 * tests start here). `serviceSlug` defaults to an oil change (a one-hour job on the shops' calendars).
 */
export async function openRequest(
  app: FastifyInstance,
  user: { user: { id: string }; headers: Record<string, string> },
  { zipcode = '78701', serviceSlug = 'oil-change' }: { zipcode?: string; serviceSlug?: string } = {},
): Promise<{ requestId: string; offers: Array<{ id: string; locationId: string; totalCents: number; version: number }> }> {
  const vehicle = await createOwnedVehicle(app, user.user.id, { year: 2016, make: 'Honda', model: 'Civic', mileage: 60_000 });
  const service = (await app.catalog.get()).bySlug.get(serviceSlug);
  if (!service) throw new Error(`no service ${serviceSlug}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/service_requests',
    headers: user.headers,
    payload: { services: [{ service_id: service.id }], owned_vehicle_id: vehicle.id, zipcode, request_form_token: randomUUID() },
  });
  if (response.statusCode !== 201) throw new Error(`request not created: ${response.statusCode} ${response.body}`);
  const data = response.json().data as { id: string; attributes: { offers: Array<{ id: string; location: { id: string }; total_cents?: number }> } };
  const rows = await app.database.db.select().from(offers).where(eq(offers.serviceRequestId, data.id));
  return { requestId: data.id, offers: rows.map((row) => ({ id: row.id, locationId: row.locationId, totalCents: row.totalCents, version: row.version })) };
}

/**
 * A booked request: `openRequest`, then the offer of `locationId` (or the first) booked at `appointmentTime` (one of
 * its proposals) with the user's saved card `cardId`, through the API as a customer does it.
 */
export async function bookedRequest(
  app: FastifyInstance,
  user: { user: { id: string }; headers: Record<string, string> },
  { cardId, appointmentTime, locationId, rewardsCents = 0 }: { cardId: string; appointmentTime: string; locationId?: string; rewardsCents?: number },
): Promise<{ requestId: string; offerId: string; appointmentId: string }> {
  const request = await openRequest(app, user);
  const offer = locationId ? request.offers.find((candidate) => candidate.locationId === locationId) : request.offers[0];
  if (!offer) throw new Error('no offer to book');
  const response = await app.inject({
    method: 'PUT',
    url: `/api/v3/service_requests/${request.requestId}/offers/${offer.id}`,
    headers: user.headers,
    payload: { credit_card_id: cardId, rewards: rewardsCents, appointment_time: appointmentTime, offer_version: offer.version },
  });
  if (response.statusCode !== 200) throw new Error(`not booked: ${response.statusCode} ${response.body}`);
  const [appointment] = await app.database.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.serviceRequestId, request.requestId), eq(appointments.status, 'booked')));
  return { requestId: request.requestId, offerId: offer.id, appointmentId: appointment!.id };
}

/**
 * A shop's bid as the shop portal saves it (offer, lines and signal in one transaction of its own), written
 * here directly so that none of the reading process's code runs but its LISTEN (or the shop portal's checks).
 */
export async function insertShopBid(
  app: Pick<FastifyInstance, 'database' | 'events'>,
  serviceId: string,
  bid: { requestId: string; locationId: string; distanceMiles: number; answerSeconds: number },
): Promise<string> {
  const bidId = randomUUID();
  const { db } = app.database;
  await db.transaction(async (tx) => {
    await tx.insert(offers).values({
      id: bidId,
      serviceRequestId: bid.requestId,
      locationId: bid.locationId,
      source: 'shop',
      laborCents: 5_000,
      partsCents: 4_000,
      feesCents: 0,
      taxCents: 330,
      totalCents: 9_330,
      warrantyMonths: 24,
      warrantyMiles: 24_000,
      warrantyTerms: 'Two years',
      validUntil: new Date(Date.now() + 86_400_000),
      distanceMiles: bid.distanceMiles,
      answerSeconds: bid.answerSeconds,
      requestCreatedAt: sql`(select created_at from service_requests where id = ${bid.requestId})`,
    });
    await tx.insert(offerLineItems).values({
      offerId: bidId,
      serviceId,
      position: 0,
      laborCentihours: 50,
      laborRateCents: 10_000,
      laborCents: 5_000,
      partsCents: 4_000,
      feesCents: 0,
      taxCents: 330,
      totalCents: 9_330,
    });
    await app.events.emit(tx, { type: 'service_request.offer', requestId: bid.requestId, offerId: bidId });
  });
  return bidId;
}

/**
 * A booked request (`bookedRequest`) completed by the shop's staff at its approved total: its hold captured, the money
 * charged. The clock is left at `completedAt` when given (the shop marks the job done then).
 */
export async function completedRequest(
  app: FastifyInstance,
  user: { user: { id: string }; headers: Record<string, string> },
  { cardId, appointmentTime, locationId, staff, completedAt }: { cardId: string; appointmentTime: string; locationId: string; staff: { headers: Record<string, string> }; completedAt?: Date },
): Promise<{ requestId: string; offerId: string; appointmentId: string; approvedTotalCents: number }> {
  const booked = await bookedRequest(app, user, { cardId, appointmentTime, locationId });
  if (completedAt) app.clock.set!(completedAt);
  const [row] = await app.database.db.select({ approvedTotalCents: appointments.approvedTotalCents }).from(appointments).where(eq(appointments.id, booked.appointmentId));
  const completion = await app.inject({
    method: 'POST',
    url: `/api/shop/v1/locations/${locationId}/appointments/${booked.appointmentId}/completion`,
    headers: staff.headers,
    payload: { finalTotalCents: row!.approvedTotalCents },
  });
  if (completion.statusCode !== 200) throw new Error(`not completed: ${completion.statusCode} ${completion.body}`);
  return { ...booked, approvedTotalCents: row!.approvedTotalCents };
}
