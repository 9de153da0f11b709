import { type ShopInboxRequest, shopMessages } from '@pitstop/contracts';
import { and, asc, desc, eq, exists, inArray, ne, not, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offers, serviceRequests, serviceRequestServices, services } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { isInReach, milesBetween, REACH_SLACK_MILES, reachesRequests, type ReachingLocation, sqlInReach, sqlMilesFrom } from './reach.ts';
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

/**
 * The requests in the location's reach (reach.ts), newest first: `open` — open requests it has not bid on by hand
 * yet; `answered` — those with its live hand offer; `all` — every request in reach, whatever its status. The
 * database applies the reach rule (sqlInReach) and returns them newest first, `limit` at a time; isInReach has the
 * last word, and rows it turns away (a hair outside the radius) are made up from the next page (ADR 085).
 */
export async function requestsInReach(db: Db | Tx, location: Location, status: InboxStatus, { limit }: { limit: number }): Promise<RequestInReach[]> {
  if (!reachesRequests(location)) return [];
  const filters = inboxFilters(db, location, status);
  const found: RequestInReach[] = [];
  // The last row read, its time as PostgreSQL's text (microseconds: a Date would round them away).
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const query = db
      .select({ id: serviceRequests.id, metroId: serviceRequests.metroId, lat: serviceRequests.lat, lon: serviceRequests.lon, createdAt: sql<string>`${serviceRequests.createdAt}::text` })
      .from(serviceRequests)
      .where(and(...filters, after ? sql`(${serviceRequests.createdAt}, ${serviceRequests.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
    const wanted = limit - found.length;
    const rows = await query.limit(wanted);
    for (const row of rows) if (isInReach(location, row)) found.push({ id: row.id, distanceMiles: milesBetween(location, row) });
    const last = rows.at(-1);
    if (found.length >= limit || !last || rows.length < wanted) return found;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The tab's conditions in SQL: the reach rule, and the status and the location's own hand offer the tab asks for. */
function inboxFilters(db: Db | Tx, location: Location, status: InboxStatus): SQL[] {
  const filters = [sqlInReach(location, serviceRequests)];
  if (status === 'open') filters.push(eq(serviceRequests.status, 'open'), not(hasLiveHandOffer(db, location.id)));
  if (status === 'answered') filters.push(hasLiveHandOffer(db, location.id));
  return filters;
}

/**
 * How many open requests in reach the location has not bid on by hand yet (the portal's count, the open tab
 * without a limit): counted by the database, but for the rows within REACH_SLACK_MILES of the radius, which
 * isInReach decides here (ADR 085).
 */
export async function countOpenInReach(db: Db | Tx, location: Location): Promise<number> {
  if (!reachesRequests(location)) return 0;
  const sure = sql`${sqlMilesFrom(location, serviceRequests)} <= ${location.serviceRadiusMiles - REACH_SLACK_MILES}::float8`;
  const [row] = await db
    .select({
      sure: sql<number>`(count(*) filter (where ${sure}))::int`,
      edge: sql<Array<[number, number]>>`coalesce(json_agg(json_build_array(${serviceRequests.lat}, ${serviceRequests.lon})) filter (where not ${sure}), '[]')`,
    })
    .from(serviceRequests)
    .where(and(...inboxFilters(db, location, 'open')));
  const edge = (row?.edge ?? []).filter(([lat, lon]) => isInReach(location, { metroId: location.metroId, lat, lon }));
  return (row?.sure ?? 0) + edge.length;
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
