import { type ShopInboxRequest, shopMessages } from '@pitstop/contracts';
import { and, asc, desc, eq, exists, ne, not, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offers, serviceRequests, serviceRequestServices, services } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { isInReach, milesBetween, reachesRequests, type ReachingLocation, sqlInReach } from './reach.ts';
import { loadShopOffers } from './shop-offers.ts';
import { anyOf } from '../../db/any-of.ts';

export type InboxStatus = 'open' | 'answered' | 'all';

/** The inbox shows this many requests at most, newest first. */
export const INBOX_LIMIT = 100;

export interface RequestInReach {
  id: string;
  distanceMiles: number;
}

type Location = ReachingLocation & { id: string };

/** The location's live (not withdrawn) hand offers. */
const liveHandOffers = (locationId: string) => [eq(offers.locationId, locationId), eq(offers.source, 'shop'), ne(offers.status, 'withdrawn')];

/** Whether the location has a live hand offer of its own on the request being read. */
const hasLiveHandOffer = (db: Db | Tx, locationId: string) =>
  exists(
    db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.serviceRequestId, serviceRequests.id), ...liveHandOffers(locationId))),
  );

/**
 * The requests in the location's reach (reach.ts), newest first: `open` — open requests it has not bid on by hand
 * yet; `answered` — those with its live hand offer; `all` — every request in reach, whatever its status. The
 * database applies the reach rule (sqlInReach) and returns them newest first, `limit` at a time; isInReach has the
 * last word, and rows it turns away (a hair outside the radius) are made up from the next page (ADR 085).
 */
export async function requestsInReach(db: Db | Tx, location: Location, status: InboxStatus, { limit }: { limit: number }): Promise<RequestInReach[]> {
  if (!reachesRequests(location)) return [];
  const found: RequestInReach[] = [];
  // The last row read, its time as PostgreSQL's text (microseconds: a Date would round them away).
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const wanted = limit - found.length;
    const rows = await (status === 'answered' ? answeredPage(db, location, after, wanted) : marketPage(db, location, status, after, wanted));
    for (const row of rows) if (isInReach(location, row)) found.push({ id: row.id, distanceMiles: milesBetween(location, row) });
    const last = rows.at(-1);
    if (found.length >= limit || !last || rows.length < wanted) return found;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

type Keyset = { createdAt: string; id: string } | undefined;

const placeColumns = { id: serviceRequests.id, metroId: serviceRequests.metroId, lat: serviceRequests.lat, lon: serviceRequests.lon } as const;

/** Open or all: the market's requests in reach, newest first (service_requests_metro_id_status_idx / _created_at_idx). */
function marketPage(db: Db | Tx, location: Location, status: 'open' | 'all', after: Keyset, rows: number) {
  return db
    .select({ ...placeColumns, createdAt: sql<string>`${serviceRequests.createdAt}::text` })
    .from(serviceRequests)
    .where(and(...inboxFilters(db, location, status), after ? sql`(${serviceRequests.createdAt}, ${serviceRequests.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(rows);
}

/**
 * Answered: the location's own live hand offers, their requests newest first — the request's time is copied on the
 * offer, so one index (offers_live_hand_location_idx) gives them in the inbox's order and the market's other
 * requests are never read (ADR 085). At most one live hand offer a request (offers_open_per_source_key). The reach
 * is left to isInReach: a request answered is nearly always still in reach, and in SQL the planner, misjudging how
 * many requests a box holds, would walk the market instead.
 */
function answeredPage(db: Db | Tx, location: Location, after: Keyset, rows: number) {
  return db
    .select({ ...placeColumns, createdAt: sql<string>`${offers.requestCreatedAt}::text` })
    .from(offers)
    .innerJoin(serviceRequests, eq(serviceRequests.id, offers.serviceRequestId))
    .where(
      and(
        ...liveHandOffers(location.id),
        after ? sql`(${offers.requestCreatedAt}, ${offers.serviceRequestId}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(offers.requestCreatedAt), desc(offers.serviceRequestId))
    .limit(rows);
}

/** The market tabs' conditions in SQL: the reach rule, and for the open tab the status and no live hand offer of the location's. */
function inboxFilters(db: Db | Tx, location: Location, status: 'open' | 'all'): SQL[] {
  const filters = [sqlInReach(location, serviceRequests)];
  if (status === 'open') filters.push(eq(serviceRequests.status, 'open'), not(hasLiveHandOffer(db, location.id)));
  return filters;
}

/**
 * How many open requests in reach the location has not bid on by hand yet, as far as its inbox shows them: the
 * open tab read one further than INBOX_LIMIT, so past a full inbox the portal says "100+". Counted whole, a
 * location in a busy market probed every open request in reach for its own hand offer (2 540 at a million
 * requests: 8–10 ms a location, on every visit to the portal; ADR 086).
 */
export async function countOpenInReach(db: Db | Tx, location: Location): Promise<{ count: number; capped: boolean }> {
  const found = await requestsInReach(db, location, 'open', { limit: INBOX_LIMIT + 1 });
  return { count: Math.min(found.length, INBOX_LIMIT), capped: found.length > INBOX_LIMIT };
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
      .where(anyOf(serviceRequests.id, ids)),
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
      .where(anyOf(serviceRequestServices.serviceRequestId, ids))
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
