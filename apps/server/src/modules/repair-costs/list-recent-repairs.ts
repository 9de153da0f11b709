import { RECENT_REPAIRS_LIMIT, RECENT_REPAIRS_MONTHS, type RecentRepairs } from '@pitstop/contracts';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { appointments, serviceRequests, shopLocations } from '../../db/schema/index.ts';
import { findModel, nameOf } from './find-vehicle.ts';
import type { RepairCostsDeps } from './repair-costs-deps.ts';

/** When the job was done: the completion's instant (older rows: their last change, which was the completion). */
const completedAt = sql`coalesce(${appointments.completedAt}, ${appointments.updatedAt})`;

/**
 * /repair-cost/{make}/{model}/recent-repairs (ADR 073): the latest completed jobs on the model within
 * RECENT_REPAIRS_MONTHS, anonymised — the services of the request its booked offer priced, the shop's city, the month (in the shop's
 * zone) and the approved total. Never the customer, the vehicle's year, trim, mileage, VIN or plate, the shop or
 * the day. One query, on the completed requests' (make, model) index (`service_requests_completed_vehicle_idx`).
 */
export async function listRecentRepairs(deps: RepairCostsDeps, input: { makeName: string; modelName: string }): Promise<RecentRepairs> {
  const { make, model } = findModel(input.makeName, input.modelName);
  const since = new Date(deps.clock.now());
  since.setUTCMonth(since.getUTCMonth() - RECENT_REPAIRS_MONTHS);
  const rows = await deps.db
    .select({
      // The request's services, which its booked offer priced line for line.
      services: sql<string[] | null>`(select array_agg(s.name order by rs.position) from service_request_services rs
        join services s on s.id = rs.service_id where rs.service_request_id = ${serviceRequests.id})`,
      city: shopLocations.city,
      state: shopLocations.state,
      month: sql<string>`to_char(${completedAt} at time zone ${appointments.timeZone}, 'YYYY-MM')`,
      priceCents: appointments.approvedTotalCents,
    })
    .from(serviceRequests)
    .innerJoin(appointments, and(eq(appointments.serviceRequestId, serviceRequests.id), eq(appointments.status, 'completed')))
    .innerJoin(shopLocations, eq(shopLocations.id, appointments.locationId))
    .where(
      and(
        sql`lower(${serviceRequests.vehicleMake}) = ${make.name.toLowerCase()}`,
        sql`lower(${serviceRequests.vehicleModel}) = ${model.name.toLowerCase()}`,
        eq(serviceRequests.status, 'completed'),
        gte(completedAt, since),
      ),
    )
    .orderBy(desc(completedAt), desc(appointments.id))
    .limit(RECENT_REPAIRS_LIMIT);
  return {
    make: nameOf(make),
    model: nameOf(model),
    repairs: rows.flatMap(({ services, ...row }) => (services && services.length > 0 ? [{ services, ...row }] : [])),
    months: RECENT_REPAIRS_MONTHS,
  };
}
