import {
  type PageQuery,
  SCOPE_STATUSES,
  type ServiceRequestListItem,
  type ServiceRequestScope,
  serviceRequestMessages,
} from '@pitstop/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ownedVehicles, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from './ids.ts';
import { readListedBookings } from './listed-bookings.ts';
import { toServiceRequests } from './read-service-requests.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';

export interface ServiceRequestPage {
  requests: ServiceRequestListItem[];
  /** Every request the list holds, across pages. */
  count: number;
}

/** Another user's list is 404, as if there were nothing there. */
const USER_NOT_FOUND = 'User not found.';

/**
 * The caller's service requests, newest first, a page at a time (page 1, 5 a page by default; `all` for every
 * one): all of them, or those of one of their vehicles, in one scope or every scope. Each with its booking when it
 * has one (listed-bookings.ts): a fixed number of reads a page, never one a request.
 */
export async function listServiceRequests(
  deps: Pick<ServiceRequestsDeps, 'db' | 'clock'>,
  input: { callerId: string; page: PageQuery; scope?: ServiceRequestScope } & (
    | { userId: string; vehicleId?: undefined }
    | { vehicleId: string; userId?: undefined }
  ),
): Promise<ServiceRequestPage> {
  const { db } = deps;
  const conditions: SQL[] = [eq(serviceRequests.userId, input.callerId)];
  if (input.userId !== undefined && input.userId !== input.callerId) throw new AppError('not_found', USER_NOT_FOUND);
  if (input.vehicleId !== undefined) {
    const [vehicle] = isUuid(input.vehicleId)
      ? await db
          .select({ id: ownedVehicles.id })
          .from(ownedVehicles)
          .where(and(eq(ownedVehicles.id, input.vehicleId), eq(ownedVehicles.userId, input.callerId)))
      : [];
    if (!vehicle) throw new AppError('not_found', serviceRequestMessages.vehicleNotFound);
    conditions.push(eq(serviceRequests.ownedVehicleId, vehicle.id));
  }
  if (input.scope) conditions.push(inArray(serviceRequests.status, [...SCOPE_STATUSES[input.scope]]));
  const where = and(...conditions);

  const { page, perPage, all } = input.page;
  const query = db
    .select()
    .from(serviceRequests)
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  const [rows, [total]] = await Promise.all([
    all ? query : query.limit(perPage).offset((page - 1) * perPage),
    db.select({ count: count() }).from(serviceRequests).where(where),
  ]);
  const [requests, bookings] = await Promise.all([
    toServiceRequests(db, rows),
    readListedBookings(deps, rows.map((row) => row.id)),
  ]);
  return { requests: requests.map((request) => ({ ...request, booking: bookings.get(request.id) ?? null })), count: total?.count ?? 0 };
}
