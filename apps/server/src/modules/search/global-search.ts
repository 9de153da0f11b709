import { SEARCH_RESULTS_PER_KIND, type SearchResult, type ServiceRequestStatus } from '@pitstop/contracts';
import { pagePath } from '@pitstop/contracts/pages';
import { and, asc, desc, eq, exists, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  messages,
  messageThreads,
  offers,
  ownedVehicles,
  serviceRequestServices,
  serviceRequests,
  services,
  shopLocations,
  standaloneAppointments,
} from '../../db/schema/index.ts';
import { containsPattern, excerpt } from './like-pattern.ts';
import type { SearchDeps } from './search-deps.ts';
import { anyOf } from '../../db/any-of.ts';

const LIMIT = SEARCH_RESULTS_PER_KIND;

const STATUS_LABELS: Record<ServiceRequestStatus, string> = {
  open: 'Open',
  booked: 'Booked',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
};

/** "2016 Honda Civic EX": a car as the pages name it (year, make, model, trim; a missing trim left out). */
const carName = (year: number, make: string, model: string, subModel: string | null) => [year, make, model, subModel].filter(Boolean).join(' ');

/**
 * GET /v3/users/search (docs/product/search.md, ADR 066): the user's own requests, vehicles, shops and conversations
 * whose words hold `query` (any case, anywhere; taken literally), at most five of each kind, newest first. Every
 * query is bounded by the user's id first (their rows, on the tables' user indexes), then matched; the words are a
 * parameter, their LIKE wildcards escaped.
 */
export async function globalSearch(deps: SearchDeps, input: { userId: string; query: string }): Promise<SearchResult[]> {
  const pattern = containsPattern(input.query);
  // One after the other: one pooled connection per search rather than four.
  const requests = await findRequests(deps, input.userId, pattern);
  const vehicles = await findVehicles(deps, input.userId, pattern);
  const shops = await findShops(deps, input.userId, pattern);
  const threads = await findThreads(deps, input, pattern);
  return [...requests, ...vehicles, ...shops, ...threads];
}

async function findRequests({ db }: SearchDeps, userId: string, pattern: string): Promise<SearchResult[]> {
  const r = serviceRequests;
  const car = sql<string>`concat_ws(' ', ${r.vehicleYear}, ${r.vehicleMake}, ${r.vehicleModel}, ${r.vehicleSubModel})`;
  const serviceNamed = db
    .select({ one: sql`1` })
    .from(serviceRequestServices)
    .innerJoin(services, eq(services.id, serviceRequestServices.serviceId))
    .where(and(eq(serviceRequestServices.serviceRequestId, r.id), ilike(services.name, pattern)));
  const shopNamed = db
    .select({ one: sql`1` })
    .from(offers)
    .innerJoin(shopLocations, eq(shopLocations.id, offers.locationId))
    .where(and(eq(offers.serviceRequestId, r.id), ilike(shopLocations.name, pattern)));
  const rows = await db
    .select({
      id: r.id,
      status: r.status,
      year: r.vehicleYear,
      make: r.vehicleMake,
      model: r.vehicleModel,
      subModel: r.vehicleSubModel,
      interval: r.maintenanceInterval,
    })
    .from(r)
    .where(and(eq(r.userId, userId), or(ilike(car, pattern), ilike(r.status, pattern), exists(serviceNamed), exists(shopNamed))))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(LIMIT);
  if (rows.length === 0) return [];
  const named = await db
    .select({ requestId: serviceRequestServices.serviceRequestId, name: services.name })
    .from(serviceRequestServices)
    .innerJoin(services, eq(services.id, serviceRequestServices.serviceId))
    .where(
      anyOf(
        serviceRequestServices.serviceRequestId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(serviceRequestServices.position));
  return rows.map((row) => {
    const names = named.filter((service) => service.requestId === row.id).map((service) => service.name);
    const title =
      names.length > 0 ? names.join(', ') : row.interval ? `${row.interval.mileage.toLocaleString('en-US')} mile service` : 'Service request';
    return {
      id: row.id,
      kind: 'service_request',
      title,
      subtitle: `${carName(row.year, row.make, row.model, row.subModel)} · ${STATUS_LABELS[row.status]}`,
      path: pagePath('/service-request/:id/offer/:offerId?', { id: row.id }),
    };
  });
}

async function findVehicles({ db }: SearchDeps, userId: string, pattern: string): Promise<SearchResult[]> {
  const v = ownedVehicles;
  const name = sql<string>`concat_ws(' ', ${v.year}, ${v.make}, ${v.model}, ${v.subModel})`;
  const rows = await db
    .select()
    .from(v)
    .where(and(eq(v.userId, userId), or(ilike(name, pattern), ilike(v.vin, pattern))))
    .orderBy(desc(v.createdAt), desc(v.id))
    .limit(LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: 'vehicle',
    title: carName(row.year, row.make, row.model, row.subModel),
    subtitle: [row.vin ? `VIN ${row.vin}` : null, row.mileage !== null ? `${row.mileage.toLocaleString('en-US')} miles` : null].filter(Boolean).join(' · ') || 'Your vehicle',
    path: pagePath('/profile/vehicle'),
  }));
}

/**
 * The shops the user has dealt with — those that priced one of their requests (a booking is of such an offer), and
 * those of their visits booked directly — by the shop's name or city. A shop opens its latest offer to the user;
 * one known only from visits opens the appointments.
 */
async function findShops({ db }: SearchDeps, userId: string, pattern: string): Promise<SearchResult[]> {
  const l = shopLocations;
  const named = or(ilike(l.name, pattern), ilike(l.city, pattern));
  const shop = { name: l.name, address: l.address, city: l.city, state: l.state };
  const priced = await db
    .selectDistinctOn([offers.locationId], { locationId: offers.locationId, offerId: offers.id, requestId: offers.serviceRequestId, at: offers.createdAt, ...shop })
    .from(offers)
    .innerJoin(serviceRequests, eq(serviceRequests.id, offers.serviceRequestId))
    .innerJoin(l, eq(l.id, offers.locationId))
    .where(and(eq(serviceRequests.userId, userId), named))
    .orderBy(offers.locationId, desc(offers.createdAt));
  const visited = await db
    .selectDistinctOn([standaloneAppointments.locationId], { locationId: standaloneAppointments.locationId, at: standaloneAppointments.createdAt, ...shop })
    .from(standaloneAppointments)
    .innerJoin(l, eq(l.id, standaloneAppointments.locationId))
    .where(and(eq(standaloneAppointments.userId, userId), named))
    .orderBy(standaloneAppointments.locationId, desc(standaloneAppointments.createdAt));
  const shops = new Map<string, { at: Date; result: SearchResult }>();
  for (const row of visited) {
    shops.set(row.locationId, { at: row.at, result: shopResult(row, pagePath('/appointments')) });
  }
  for (const row of priced) {
    shops.set(row.locationId, { at: row.at, result: shopResult(row, pagePath('/service-request/:id/offer/:offerId?', { id: row.requestId, offerId: row.offerId })) });
  }
  return [...shops.values()]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.result.title.localeCompare(b.result.title))
    .slice(0, LIMIT)
    .map((shop) => shop.result);
}

const shopResult = (row: { locationId: string; name: string; address: string; city: string; state: string }, path: string): SearchResult => ({
  id: row.locationId,
  kind: 'shop',
  title: row.name,
  subtitle: `${row.address}, ${row.city}, ${row.state}`,
  path,
});

/**
 * The user's own conversations (as the customer) by a message's words, the subject, or who they are with: the
 * shop's name, or "<brand> support".
 */
async function findThreads({ db, config }: SearchDeps, input: { userId: string; query: string }, pattern: string): Promise<SearchResult[]> {
  const t = messageThreads;
  const support = `${config.brandName} support`;
  const withSupport = support.toLowerCase().includes(input.query.toLowerCase());
  const written = db
    .select({ one: sql`1` })
    .from(messages)
    .where(and(eq(messages.threadId, t.id), ilike(messages.body, pattern)));
  // The newest message that holds the words: what the result shows of the conversation.
  const matching = sql<string | null>`(select m.body from messages m where m.thread_id = ${t.id} and m.body ilike ${pattern} order by m.seq desc limit 1)`;
  const matches: SQL[] = [ilike(t.subject, pattern), ilike(shopLocations.name, pattern), exists(written)];
  if (withSupport) matches.push(isNull(t.locationId));
  const rows = await db
    .select({ id: t.id, subject: t.subject, locationName: shopLocations.name, matching })
    .from(t)
    .leftJoin(shopLocations, eq(shopLocations.id, t.locationId))
    .where(and(eq(t.customerId, input.userId), or(...matches)))
    .orderBy(sql`${t.lastMessageAt} desc nulls last`, desc(t.createdAt), desc(t.id))
    .limit(LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: 'message_thread',
    title: row.locationName ?? support,
    subtitle: row.matching ? excerpt(row.matching, input.query) : row.subject,
    path: `${pagePath('/messages')}?${new URLSearchParams({ thread: row.id })}`,
  }));
}
