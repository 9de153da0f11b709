import { bookingLimitMessages, type ShopBooking, type ShopStandaloneAppointment, standaloneAppointmentMessages } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { baySlots, serviceRequests, standaloneAppointments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { staffLocation } from '../shops/index.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';
import { endBooking } from './release-booking.ts';
import { readShopBooking, readShopStandaloneAppointments, shopBooking } from './shop-bookings.ts';
import { queueStandaloneEmail } from './standalone-emails.ts';

const NO_SHOW_REASON = 'No-show';

const notStarted = () => new AppError('conflict', bookingLimitMessages.notStartedNoShow);

/**
 * POST /api/shop/v1/locations/:locationId/appointments/:appointmentId/no-show (ADR 046; docs/product/booking-limits.md):
 * the location's staff mark, once its time has begun, that the customer did not come. The booking ends as a cancel
 * does (its cells freed, the shop's proposed times dropped, rewards given back, the request open again with its
 * offers) but as `no_show`, which counts against the person's limits; the card hold is released (no fee: the
 * customer agreed to none) and the customer is emailed. Anyone but the location's staff: 404; not booked: 409.
 */
export async function markBookingNoShow(deps: AppointmentsDeps, input: { userId: string; locationId: string; appointmentId: string }): Promise<ShopBooking> {
  const { booking } = await shopBooking(deps, input);
  if (deps.clock.now().getTime() < booking.startsAt.getTime()) throw notStarted();
  const release = await deps.db.transaction(async (tx) => {
    // The request first, then its appointment: the order every change of a booking locks in (no deadlock).
    await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.id, booking.serviceRequestId)).for('update');
    const after = await endBooking(tx, deps, { requestId: booking.serviceRequestId, reason: NO_SHOW_REASON, noShow: true });
    await tx.update(serviceRequests).set({ status: 'open', updatedAt: sql`now()` }).where(eq(serviceRequests.id, booking.serviceRequestId));
    await deps.events.emit(tx, { type: 'service_request.status', requestId: booking.serviceRequestId });
    return after;
  });
  await release();
  return readShopBooking(deps.db, booking.id);
}

/**
 * POST /api/shop/v1/locations/:locationId/standalone-appointments/:appointmentId/no-show: the same for a standalone
 * appointment (no card): its cells are freed, it is `no_show` (its calendar event cancelled) and the customer is
 * emailed, in one transaction holding its row.
 */
export async function markStandaloneNoShow(
  deps: AppointmentsDeps,
  input: { userId: string; locationId: string; appointmentId: string },
): Promise<ShopStandaloneAppointment> {
  const location = await staffLocation(deps.db, { userId: input.userId, locationId: input.locationId });
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
    return row.id;
  });
  const [visit] = await readShopStandaloneAppointments(deps.db, eq(standaloneAppointments.id, id));
  return visit!;
}
