import { type PageQuery, type StandaloneAppointment, standaloneAppointmentMessages } from '@pitstop/contracts';
import { and, asc, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { shopLocations, standaloneAppointments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { calendarUrl, slotView } from '../scheduling/index.ts';

export type StandaloneRow = typeof standaloneAppointments.$inferSelect;
export type StandaloneLocationRow = typeof shopLocations.$inferSelect;

const notFound = () => new AppError('not_found', standaloneAppointmentMessages.appointmentNotFound);

/** The standalone appointment as its user reads it (contracts `StandaloneAppointment`). */
export function standaloneDocument(
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  row: StandaloneRow,
  location: Pick<StandaloneLocationRow, 'id' | 'name' | 'address' | 'city' | 'state' | 'zipcode' | 'phone'>,
): StandaloneAppointment {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    appointmentType: row.appointmentType,
    location: { id: location.id, name: location.name, address: location.address, city: location.city, state: location.state, zipcode: location.zipcode, phone: location.phone },
    ownedVehicleId: row.ownedVehicleId,
    slot: slotView(row.startsAt, row.endsAt, row.timeZone),
    jobMinutes: row.jobMinutes,
    notes: row.notes,
    phone: row.phone,
    partner: row.partner,
    calendarUid: row.calendarUid,
    calendarUrl: calendarUrl(config, row.calendarUid),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's standalone appointment with its location; another user's, or a malformed id, is 404. */
export async function ownStandalone(db: Db | Tx, userId: string, id: string, { lock = false } = {}): Promise<{ row: StandaloneRow; location: StandaloneLocationRow }> {
  if (!isUuid(id)) throw notFound();
  const query = db
    .select({ row: standaloneAppointments, location: shopLocations })
    .from(standaloneAppointments)
    .innerJoin(shopLocations, eq(shopLocations.id, standaloneAppointments.locationId))
    .where(and(eq(standaloneAppointments.id, id), eq(standaloneAppointments.userId, userId)));
  const [found] = lock ? await query.for('update', { of: standaloneAppointments }) : await query;
  if (!found) throw notFound();
  return found;
}

/**
 * GET /v3/users/{userId}/standalone_appointments(/upcoming): the caller's own only (another user id is 404), a
 * page of `perPage` from `page` or `all`, with the count. All: latest start first; upcoming: booked, not yet
 * begun, soonest first.
 */
export async function listStandalone(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  input: { callerId: string; userId: string; page: PageQuery; upcomingAfter?: Date },
): Promise<{ appointments: StandaloneAppointment[]; count: number }> {
  if (input.userId !== input.callerId) throw new AppError('not_found', standaloneAppointmentMessages.appointmentNotFound);
  const conditions: SQL[] = [eq(standaloneAppointments.userId, input.callerId)];
  if (input.upcomingAfter) conditions.push(eq(standaloneAppointments.status, 'booked'), gte(standaloneAppointments.startsAt, input.upcomingAfter));
  const where = and(...conditions);
  const query = db
    .select({ row: standaloneAppointments, location: shopLocations })
    .from(standaloneAppointments)
    .innerJoin(shopLocations, eq(shopLocations.id, standaloneAppointments.locationId))
    .where(where)
    .orderBy(
      input.upcomingAfter ? asc(standaloneAppointments.startsAt) : desc(standaloneAppointments.startsAt),
      asc(standaloneAppointments.id),
    );
  const { page, perPage, all } = input.page;
  const [rows, [total]] = await Promise.all([
    all ? query : query.limit(perPage).offset((page - 1) * perPage),
    db.select({ count: count() }).from(standaloneAppointments).where(where),
  ]);
  return { appointments: rows.map(({ row, location }) => standaloneDocument(config, row, location)), count: total?.count ?? 0 };
}
