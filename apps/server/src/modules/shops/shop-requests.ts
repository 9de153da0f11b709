import { type ShopInboxRequest, shopMessages } from '@pitstop/contracts';
import { and, asc, between, desc, eq, exists, inArray, ne, not, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offers, serviceRequests, serviceRequestServices, services } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { isInReach, milesBetween, type ReachingLocation } from './reach.ts';
import { loadShopOffers } from './shop-offers.ts';

export type InboxStatus = 'open' | 'answered' | 'all';

/** The inbox shows this many requests at most, newest first. */
export const INBOX_LIMIT = 100;

export interface RequestInReach {
  id: string;
  distanceMiles: number;
}

type Location = ReachingLocation & { id: string };

/** Whether the location has a live (not withdrawn) offer of its own on the request being read. */
const hasLiveHandOffer = (db: Db | Tx, locationId: string) =>
  exists(
    db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(
          eq(offers.serviceRequestId, serviceRequests.id),
          eq(offers.locationId, locationId),
          eq(offers.source, 'shop'),
          ne(offers.status, 'withdrawn'),
        ),
      ),
  );

/** Degrees of latitude in a mile, rounded so the box below always holds the whole circle. */
const DEGREES_PER_MILE = 1 / 68;

/** Rows read at a time when a limit is given: the box around the radius holds a few outside it (the corners). */
const PAGE_ROWS = 250;

/**
 * The requests in the location's reach (reach.ts), newest first: `open` — open requests it has not bid on by hand
 * yet; `answered` — those with its live hand offer; `all` — every request in reach, whatever its status. The
 * database narrows to the metro and a box around the radius; the reach rule itself is applied here. With `limit`,
 * the rows are read a page at a time, newest first, until that many are in reach (ADR 082: a market's requests of
 * years are never all read for the newest hundred).
 */
export async function requestsInReach(db: Db | Tx, location: Location, status: InboxStatus, { limit }: { limit?: number } = {}): Promise<RequestInReach[]> {
  if (!location.active || !location.appointmentTypes.includes('service')) return [];
  const latDelta = location.serviceRadiusMiles * DEGREES_PER_MILE;
  const lonDelta = latDelta / Math.cos(((Math.abs(location.lat) + latDelta) * Math.PI) / 180);
  const filters: SQL[] = [
    eq(serviceRequests.metroId, location.metroId),
    between(serviceRequests.lat, location.lat - latDelta, location.lat + latDelta),
    between(serviceRequests.lon, location.lon - lonDelta, location.lon + lonDelta),
  ];
  if (status === 'open') filters.push(eq(serviceRequests.status, 'open'), not(hasLiveHandOffer(db, location.id)));
  if (status === 'answered') filters.push(hasLiveHandOffer(db, location.id));
  const found: RequestInReach[] = [];
  // The last row read, its time as PostgreSQL's text (microseconds: a Date would round them away).
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const query = db
      .select({ id: serviceRequests.id, metroId: serviceRequests.metroId, lat: serviceRequests.lat, lon: serviceRequests.lon, createdAt: sql<string>`${serviceRequests.createdAt}::text` })
      .from(serviceRequests)
      .where(and(...filters, after ? sql`(${serviceRequests.createdAt}, ${serviceRequests.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
    const rows = limit === undefined ? await query : await query.limit(PAGE_ROWS);
    for (const row of rows) if (isInReach(location, row)) found.push({ id: row.id, distanceMiles: milesBetween(location, row) });
    const last = rows.at(-1);
    if (limit === undefined || rows.length < PAGE_ROWS || found.length >= limit || !last) return limit === undefined ? found : found.slice(0, limit);
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * Requests as the location's inbox shows them, in the order given: the job, the car, the distance and the
 * location's own offers on each. Built from named columns only: the customer's name, email, phone and user id
 * are never read here (docs/product/shops.md; they reach a shop with a booking).
 */
export async function inboxItems(db: Db | Tx, locationId: string, entries: readonly RequestInReach[]): Promise<ShopInboxRequest[]> {
  if (entries.length === 0) return [];
  const ids = entries.map((entry) => entry.id);
  const [requestRows, serviceRows, offerList] = await Promise.all([
    db
      .select({
        id: serviceRequests.id,
        status: serviceRequests.status,
        createdAt: serviceRequests.createdAt,
        zipcode: serviceRequests.zipcode,
        year: serviceRequests.vehicleYear,
        make: serviceRequests.vehicleMake,
        model: serviceRequests.vehicleModel,
        subModel: serviceRequests.vehicleSubModel,
        mileage: serviceRequests.vehicleMileage,
        vehicleClass: serviceRequests.vehicleClass,
        notes: serviceRequests.notes,
        urgency: serviceRequests.urgency,
      })
      .from(serviceRequests)
      .where(inArray(serviceRequests.id, ids)),
    db
      .select({
        serviceRequestId: serviceRequestServices.serviceRequestId,
        serviceId: serviceRequestServices.serviceId,
        name: services.name,
        autoquotable: services.autoquotable,
        note: serviceRequestServices.note,
        answers: serviceRequestServices.answers,
      })
      .from(serviceRequestServices)
      .innerJoin(services, eq(services.id, serviceRequestServices.serviceId))
      .where(inArray(serviceRequestServices.serviceRequestId, ids))
      .orderBy(asc(serviceRequestServices.serviceRequestId), asc(serviceRequestServices.position)),
    loadShopOffers(db, { locationId, requestIds: ids }),
  ]);
  const byId = new Map(requestRows.map((row) => [row.id, row]));
  return entries.flatMap(({ id, distanceMiles }) => {
    const row = byId.get(id);
    if (!row) return [];
    const { year, make, model, subModel, mileage, vehicleClass } = row;
    return [
      {
        id,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        distanceMiles,
        zipcode: row.zipcode,
        vehicle: { year, make, model, subModel, mileage, vehicleClass },
        services: serviceRows
          .filter((service) => service.serviceRequestId === id)
          .map(({ serviceId, name, autoquotable, note, answers }) => ({
            serviceId,
            name,
            autoquotable,
            note,
            answers: answers.map(({ question, answer, note: answerNote }) => ({ question, answer, note: answerNote })),
          })),
        notes: row.notes,
        urgency: row.urgency,
        offers: offerList.filter((offer) => offer.serviceRequestId === id),
      },
    ];
  });
}

/**
 * One request the location may see, with what pricing it needs; anything else — not in reach, unknown or
 * malformed id — is 404 like a missing one. `lock` holds the row until the transaction ends (a bid, and a
 * customer withdrawing or booking, take turns).
 */
export async function reachableRequest(db: Db | Tx, location: Location, requestId: string, { lock = false } = {}) {
  const query = db
    .select({
      id: serviceRequests.id,
      metroId: serviceRequests.metroId,
      lat: serviceRequests.lat,
      lon: serviceRequests.lon,
      status: serviceRequests.status,
      vehicleClass: serviceRequests.vehicleClass,
      createdAt: serviceRequests.createdAt,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId));
  const [row] = isUuid(requestId) ? await (lock ? query.for('update') : query) : [];
  if (!row || !isInReach(location, row)) throw new AppError('not_found', shopMessages.requestNotFound);
  return { ...row, distanceMiles: milesBetween(location, row) };
}

/** The request's services in the order chosen, with the weight of their interview answers. */
export async function requestedServices(db: Db | Tx, requestId: string) {
  return db
    .select({ serviceId: serviceRequestServices.serviceId, weight: serviceRequestServices.weight, name: services.name })
    .from(serviceRequestServices)
    .innerJoin(services, eq(services.id, serviceRequestServices.serviceId))
    .where(eq(serviceRequestServices.serviceRequestId, requestId))
    .orderBy(asc(serviceRequestServices.position));
}
