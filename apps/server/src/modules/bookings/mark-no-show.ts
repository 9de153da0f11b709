import { bookingLimitMessages, type ShopBooking } from '@pitstop/contracts';
import { eq, sql } from 'drizzle-orm';
import { serviceRequests } from '../../db/schema/index.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { endBooking } from './release-booking.ts';
import { readShopBooking, shopBooking } from './shop-bookings.ts';

const NO_SHOW_REASON = 'No-show';

/** A no-show before the time has begun: 409. */
export const notStarted = () => new AppError('conflict', bookingLimitMessages.notStartedNoShow);

/**
 * POST /api/shop/v1/locations/:locationId/appointments/:appointmentId/no-show (ADR 046; docs/product/booking-limits.md):
 * the location's staff mark, once its time has begun, that the customer did not come. The booking ends as a cancel
 * does (its cells freed, the shop's proposed times dropped, rewards given back, the request open again with its
 * offers) but as `no_show`, which counts against the person's limits; the card hold is released (no fee: the
 * customer agreed to none) and the customer is emailed. Anyone but the location's staff: 404; not booked: 409.
 */
export async function markBookingNoShow(deps: BookingsDeps, input: { location: StaffLocation; appointmentId: string }): Promise<ShopBooking> {
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
