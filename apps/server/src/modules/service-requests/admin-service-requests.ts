import { type AdminRequestDetail, adminRequestMessages, type AdminRequestRow, type AdminRequestsQuery, type ServiceRequestStatus } from '@pitstop/contracts';
import { and, asc, desc, eq, gte, ilike, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { appointments, offers, serviceRequests, serviceRequestServices, services, shopLocations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { cappedCount } from '../../lib/capped-count.ts';
import { isUuid } from '../../lib/uuid.ts';
import { adminPayments } from '../payments/index.ts';
import { partPattern } from '../search/index.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';

type Query = z.output<typeof AdminRequestsQuery>;
const DAY_MS = 86_400_000;

const name = (row: { firstName: string | null; lastName: string | null }) => [row.firstName, row.lastName].filter(Boolean).join(' ');

/** A row's columns: the request, its customer, its services' names, its live offers and its latest booking's state. */
const rowColumns = {
  request: serviceRequests,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  services: sql<string[]>`array(select ${services.name} from ${serviceRequestServices} join ${services} on ${services.id} = ${serviceRequestServices.serviceId}
    where ${serviceRequestServices.serviceRequestId} = ${serviceRequests.id} order by ${serviceRequestServices.position})`,
  offerCount: sql<number>`(select count(*)::int from ${offers} where ${offers.serviceRequestId} = ${serviceRequests.id} and ${offers.status} <> 'withdrawn')`,
  bookingStatus: sql<AdminRequestRow['bookingStatus']>`(select ${appointments.status} from ${appointments}
    where ${appointments.serviceRequestId} = ${serviceRequests.id} and ${appointments.status} not in ('proposed', 'rejected')
    order by ${appointments.createdAt} desc limit 1)`,
};

type Row = { request: typeof serviceRequests.$inferSelect; email: string; firstName: string | null; lastName: string | null; services: string[]; offerCount: number; bookingStatus: AdminRequestRow['bookingStatus'] };

const toRow = (row: Row): AdminRequestRow => ({
  id: row.request.id,
  status: row.request.status as ServiceRequestStatus,
  createdAt: row.request.createdAt.toISOString(),
  customerId: row.request.userId,
  customerEmail: row.email,
  customerName: name(row),
  vehicle: [row.request.vehicleYear, row.request.vehicleMake, row.request.vehicleModel, row.request.vehicleSubModel].filter(Boolean).join(' '),
  zipcode: row.request.zipcode,
  services: row.services,
  offerCount: row.offerCount,
  bookingStatus: row.bookingStatus,
});

/**
 * GET /v3/admin/service_requests (docs/product/operations.md): newest first, by a request's id, or part of its
 * customer's email (the trigram index of `users`; one or two characters: the email's start, ADR 084), its state and the UTC days it was made in; a page and
 * the total, counted up to a bound ("10,000+", ADR 084).
 */
export async function listAdminServiceRequests(
  deps: Pick<ServiceRequestsDeps, 'db'>,
  query: Query & { countCap?: number },
): Promise<{ rows: AdminRequestRow[]; count: number; countCapped: boolean }> {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  const byEmail = q !== undefined && q !== '' && !isUuid(q);
  if (q) conditions.push(isUuid(q) ? eq(serviceRequests.id, q) : ilike(users.email, partPattern(q)));
  if (query.status) conditions.push(eq(serviceRequests.status, query.status));
  if (query.from) conditions.push(gte(serviceRequests.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(serviceRequests.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const page = deps.db
    .select(rowColumns)
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  if (query.all) {
    const rows = await page;
    return { rows: rows.map(toRow), count: rows.length, countCapped: false };
  }
  // Every request has its customer (a foreign key): the count reads the customers only to match their email (ADR 082).
  const matches = deps.db.select({ one: sql`1` }).from(serviceRequests).$dynamic();
  const [rows, total] = await Promise.all([
    page.limit(query.perPage).offset((query.page - 1) * query.perPage),
    cappedCount(deps.db, (byEmail ? matches.innerJoin(users, eq(users.id, serviceRequests.userId)) : matches).where(where), { ...query, cap: query.countCap }),
  ]);
  return { rows: rows.map(toRow), count: total.count, countCapped: total.capped };
}

/** GET /v3/admin/service_requests/:id: the request, its offers, its appointments and every hold of theirs. */
export async function getAdminServiceRequest(deps: Pick<ServiceRequestsDeps, 'db'>, { id }: { id: string }): Promise<AdminRequestDetail> {
  const [row] = isUuid(id)
    ? await deps.db.select(rowColumns).from(serviceRequests).innerJoin(users, eq(users.id, serviceRequests.userId)).where(eq(serviceRequests.id, id))
    : [];
  if (!row) throw new AppError('not_found', adminRequestMessages.notFound);
  const [offerRows, appointmentRows] = await Promise.all([
    deps.db
      .select({ offer: offers, locationName: shopLocations.name })
      .from(offers)
      .innerJoin(shopLocations, eq(shopLocations.id, offers.locationId))
      .where(eq(offers.serviceRequestId, id))
      .orderBy(asc(offers.createdAt), asc(offers.id)),
    deps.db
      .select({ appointment: appointments, locationName: shopLocations.name })
      .from(appointments)
      .innerJoin(shopLocations, eq(shopLocations.id, appointments.locationId))
      .where(and(eq(appointments.serviceRequestId, id), ne(appointments.status, 'proposed')))
      .orderBy(asc(appointments.createdAt), asc(appointments.id)),
  ]);
  // What the holds of this request pay for: its offers at booking, its appointments after (their extra work too).
  const references = [
    ...offerRows.map(({ offer }) => `offer:${offer.id}`),
    ...appointmentRows.flatMap(({ appointment }) => [`appointment:${appointment.id}`, `appointment:${appointment.id}:completed`]),
  ];
  const holdIds = appointmentRows.map(({ appointment }) => appointment.authorisationId).filter((hold): hold is string => hold !== null && isUuid(hold));
  return {
    ...toRow(row),
    notes: row.request.notes,
    reasonWithdrawn: row.request.reasonWithdrawn,
    offers: offerRows.map(({ offer, locationName }) => ({
      id: offer.id,
      locationId: offer.locationId,
      locationName,
      source: offer.source,
      status: offer.status,
      totalCents: offer.totalCents,
      createdAt: offer.createdAt.toISOString(),
    })),
    appointments: appointmentRows.map(({ appointment, locationName }) => ({
      id: appointment.id,
      status: appointment.status,
      locationName,
      startsAt: appointment.startsAt.toISOString(),
      approvedTotalCents: appointment.approvedTotalCents,
      rewardsCents: appointment.rewardsCents,
      paymentState: appointment.paymentState,
      capturedCents: appointment.capturedCents,
      cardLast4: appointment.cardLast4,
      reasonCancelled: appointment.reasonCancelled,
      createdAt: appointment.createdAt.toISOString(),
    })),
    payments: await adminPayments(deps.db, { ids: holdIds, references }),
  };
}
