import type { NotificationMethod, ServiceRequestStatus, VehicleClass } from '@pitstop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import {
  metros,
  offers,
  ownedVehicles,
  serviceRequests,
  serviceRequestServices,
  services,
  shopLocations,
  shopStaff,
} from '../src/db/schema/index.ts';
import { seedCatalog } from '../src/modules/catalog/index.ts';
import { distanceMiles, getZip } from '../src/data/zips.ts';
import { priceJob } from '../src/modules/offers/index.ts';
import { insertOfferLines } from '../src/modules/shops/hand-offers.ts';
import { seedDemoShops, seedMetros } from '../src/modules/shops/index.ts';

/**
 * Test data for the shop portal's tests, written straight into the tables: metros, the catalogue and the demo
 * shops; service requests as the customer side stores them (with an autoquote when asked); staff links. Times are
 * the app's clock (ADR 053), as the rows the module writes itself are.
 */
export interface World {
  db: Db;
  clock: Clock;
}

export async function seedShopWorld(db: Db): Promise<void> {
  await seedMetros(db);
  await seedCatalog(db);
  await seedDemoShops(db);
}

/** The demo locations of a metro taking the appointment type, nearest the zip first. */
export async function locationsNear(db: Db, zipcode: string, appointmentType = 'service') {
  const zip = getZip(zipcode);
  if (!zip) throw new Error(`Unknown zip ${zipcode}`);
  const rows = await db.select().from(shopLocations);
  return rows
    .filter((row) => row.appointmentTypes.includes(appointmentType as never))
    .map((row) => ({ ...row, miles: distanceMiles(zip, row) }))
    .sort((a, b) => a.miles - b.miles);
}

export async function makeStaff(db: Db, userId: string, locationIds: string[]): Promise<void> {
  await db.insert(shopStaff).values(locationIds.map((locationId) => ({ userId, locationId })));
}

export interface TestRequestOptions {
  userId: string;
  zipcode: string;
  /** Catalogue slugs, with interview answers as stored (question, answer, weight, note). */
  services: Array<{ slug: string; note?: string; answers?: Array<{ question: string; answer: string; weight: number; note: string | null }> }>;
  vehicle?: { year: number; make: string; model: string; subModel?: string | null; mileage?: number | null; vehicleClass: VehicleClass };
  notificationMethod?: NotificationMethod;
  status?: ServiceRequestStatus;
  notes?: string | null;
  /** How long ago the request was made. */
  minutesAgo?: number;
}

/** A service request as the customer side stores it, in the metro whose centre is nearest its zip. */
export async function insertServiceRequest({ db, clock }: World, options: TestRequestOptions): Promise<string> {
  const zip = getZip(options.zipcode);
  if (!zip) throw new Error(`Unknown zip ${options.zipcode}`);
  const metro = (await db.select().from(metros)).sort(
    (a, b) => distanceMiles(zip, { lat: a.centreLat, lon: a.centreLon }) - distanceMiles(zip, { lat: b.centreLat, lon: b.centreLon }),
  )[0];
  if (!metro) throw new Error('Seed the metros first');
  const vehicle = options.vehicle ?? { year: 2010, make: 'Honda', model: 'Civic', subModel: 'LX', mileage: 120_000, vehicleClass: 'compact' };
  const slugs = options.services.map((service) => service.slug);
  const serviceRows = await db.select({ id: services.id, slug: services.slug, autoquotable: services.autoquotable }).from(services).where(inArray(services.slug, slugs));
  const idOf = (slug: string) => {
    const row = serviceRows.find((candidate) => candidate.slug === slug);
    if (!row) throw new Error(`No catalogue service ${slug}`);
    return row.id;
  };
  const createdAt = new Date(clock.now().getTime() - (options.minutesAgo ?? 0) * 60_000);
  return db.transaction(async (tx) => {
    const [ownedVehicle] = await tx
      .insert(ownedVehicles)
      .values({ userId: options.userId, year: vehicle.year, make: vehicle.make, model: vehicle.model, subModel: vehicle.subModel ?? null, mileage: vehicle.mileage ?? null })
      .returning({ id: ownedVehicles.id });
    const [request] = await tx
      .insert(serviceRequests)
      .values({
        userId: options.userId,
        ownedVehicleId: ownedVehicle!.id,
        metroId: metro.id,
        status: options.status ?? 'open',
        zipcode: zip.zip,
        lat: zip.lat,
        lon: zip.lon,
        vehicleYear: vehicle.year,
        vehicleMake: vehicle.make,
        vehicleModel: vehicle.model,
        vehicleSubModel: vehicle.subModel ?? null,
        vehicleMileage: vehicle.mileage ?? null,
        vehicleClass: vehicle.vehicleClass,
        notes: options.notes ?? null,
        urgency: 'this_week',
        notificationMethod: options.notificationMethod ?? 'email',
        instantPrice: serviceRows.every((row) => row.autoquotable),
        requestFormToken: `test-${crypto.randomUUID()}`,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: serviceRequests.id });
    await tx.insert(serviceRequestServices).values(
      options.services.map((service, position) => ({
        serviceRequestId: request!.id,
        serviceId: idOf(service.slug),
        position,
        answers: (service.answers ?? []).map((answer, index) => ({ questionId: `q${index}`, ...answer })),
        weight: (service.answers ?? []).reduce((weight, answer) => weight * answer.weight, 1),
        note: service.note ?? null,
      })),
    );
    return request!.id;
  });
}

/** An autoquote offer of the location on the request, priced as autoquote prices it. */
export async function insertAutoquote({ db, clock }: World, { requestId, locationId }: { requestId: string; locationId: string }): Promise<string> {
  const [request] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
  const [location] = await db.select().from(shopLocations).where(eq(shopLocations.id, locationId));
  const requested = await db
    .select({ service: services, weight: serviceRequestServices.weight })
    .from(serviceRequestServices)
    .innerJoin(services, eq(services.id, serviceRequestServices.serviceId))
    .where(eq(serviceRequestServices.serviceRequestId, requestId))
    .orderBy(serviceRequestServices.position);
  if (!request || !location) throw new Error('No such request or location');
  const price = priceJob({
    services: requested.map(({ service, weight }) => ({
      pricing: { serviceId: service.id, laborHours: service.laborHours, partsCost: service.partsCost, pricingMethod: service.pricingMethod, autoquotable: true },
      weight,
    })),
    vehicleClass: request.vehicleClass,
    shop: location,
  });
  if (price.kind !== 'quote') throw new Error('unreachable');
  const [offer] = await db
    .insert(offers)
    .values({
      serviceRequestId: requestId,
      locationId,
      source: 'autoquote',
      laborCents: price.laborCents,
      partsCents: price.partsCents,
      feesCents: price.feesCents,
      taxCents: price.taxCents,
      totalCents: price.totalCents,
      warrantyMonths: location.warrantyMonths,
      warrantyMiles: location.warrantyMiles,
      warrantyTerms: location.warrantyTerms,
      validUntil: new Date(clock.now().getTime() + 14 * 86_400_000),
      distanceMiles: distanceMiles(request, location),
    })
    .returning({ id: offers.id });
  await insertOfferLines(db, offer!.id, price);
  return offer!.id;
}

export async function setOfferStatus(db: Db, offerId: string, status: 'accepted' | 'open') {
  await db.update(offers).set({ status }).where(eq(offers.id, offerId));
}

export async function setRequestStatus(db: Db, requestId: string, status: ServiceRequestStatus) {
  await db.update(serviceRequests).set({ status }).where(eq(serviceRequests.id, requestId));
}

/** A bare request row (a 2012 Honda Civic, by email) for tests that write many at once; the caller sets place and time. */
export const requestRow = (row: { userId: string; ownedVehicleId: string; metroId: string; lat: number; lon: number; requestFormToken: string; createdAt: Date; status?: ServiceRequestStatus }) => ({
  zipcode: '78701',
  vehicleYear: 2012,
  vehicleMake: 'Honda',
  vehicleModel: 'Civic',
  vehicleClass: 'compact' as const,
  notificationMethod: 'email' as const,
  instantPrice: true,
  updatedAt: row.createdAt,
  ...row,
});

/** An offer row of $10 (lines not written) for tests that write many at once: a hand offer carries its request's time. */
export const offerRow = (row: {
  serviceRequestId: string;
  locationId: string;
  source: 'shop' | 'autoquote';
  status: 'open' | 'accepted' | 'withdrawn';
  answerSeconds: number | null;
  requestCreatedAt: Date;
  createdAt: Date;
}) => ({
  laborCents: 1000,
  partsCents: 0,
  feesCents: 0,
  taxCents: 0,
  totalCents: 1000,
  warrantyMonths: 12,
  warrantyMiles: 12_000,
  warrantyTerms: 'Parts and labor',
  validUntil: new Date(row.createdAt.getTime() + 14 * 86_400_000),
  distanceMiles: 1,
  updatedAt: row.createdAt,
  ...row,
  requestCreatedAt: row.source === 'shop' ? row.requestCreatedAt : null,
});
