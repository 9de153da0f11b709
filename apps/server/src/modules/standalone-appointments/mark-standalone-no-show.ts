import { bookingLimitMessages, type ShopStandaloneAppointment, standaloneAppointmentMessages } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { baySlots, standaloneAppointments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';
import { notStarted, readShopStandaloneAppointments } from '../bookings/index.ts';
import type { StandaloneDeps } from './standalone-deps.ts';
import { queueStandaloneEmail } from './standalone-emails.ts';

/**
 * POST /api/shop/v1/locations/:locationId/standalone-appointments/:appointmentId/no-show: the same for a standalone
 * appointment (no card): its cells are freed, it is `no_show` (its calendar event cancelled) and the customer is
 * emailed, in one transaction holding its row.
 */
export async function markStandaloneNoShow(
  deps: StandaloneDeps,
  input: { location: StaffLocation; appointmentId: string },
): Promise<ShopStandaloneAppointment> {
  const { location } = input;
  const id = await deps.db.transaction(async (tx) => {
    const [row] = isUuid(input.appointmentId)
      ? await tx
          .select()
          .from(standaloneAppointments)
          .where(and(eq(standaloneAppointments.id, input.appointmentId), eq(standaloneAppointments.locationId, location.id)))
          .for('update')
      : [];
    if (!row) throw new AppError('not_found', standaloneAppointmentMessages.appointmentNotFound);
    if (row.status !== 'booked') throw new AppError('request_closed', bookingLimitMessages.noShowNotBooked);
    if (deps.clock.now().getTime() < row.startsAt.getTime()) throw notStarted();
    await tx.delete(baySlots).where(eq(baySlots.standaloneAppointmentId, row.id));
    const [marked] = await tx
      .update(standaloneAppointments)
      .set({ status: 'no_show', calendarSequence: sql`${standaloneAppointments.calendarSequence} + 1`, updatedAt: sql`now()` })
      .where(eq(standaloneAppointments.id, row.id))
      .returning();
    await queueStandaloneEmail(tx, deps, 'no-show', marked!, location);
    await deps.events.emit(tx, { type: 'standalone_appointment.changed', userId: marked!.userId, appointmentId: marked!.id });
    return row.id;
  });
  const [visit] = await readShopStandaloneAppointments(deps.db, eq(standaloneAppointments.id, id));
  return visit!;
}
