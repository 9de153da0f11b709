import { appointmentMessages, type ShopBooking } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { appointments, offers, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { signalServiceRequest } from '../service-requests/index.ts';
import { staffLocation } from '../shops/index.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';
import { bookingHoldKey } from './book-offer.ts';
import { openNpsSurvey } from './nps.ts';
import { toShopBooking } from './shop-bookings.ts';

/**
 * POST /api/shop/v1/locations/:locationId/appointments/:appointmentId/completion: the shop marks the job done with
 * its final total (issue 16 §3, §4). The price lock: the final total is at most the total the customer approved
 * (more is 422). The card is charged the final total less rewards and discount: a hold not placed yet (scheduled,
 * or failed and retried) is placed first with the booking's key, then captured with a key of the completion, so a
 * retry charges once. Then one transaction: the appointment completed with what was captured, the request
 * completed, its signal, the satisfaction survey and its emailed link (nps.ts).
 */
export async function completeAppointment(
  deps: AppointmentsDeps,
  input: { userId: string; locationId: string; appointmentId: string; finalTotalCents: number },
): Promise<ShopBooking> {
  const location = await staffLocation(deps.db, { userId: input.userId, locationId: input.locationId });
  const [booking] = isUuid(input.appointmentId)
    ? await deps.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, input.appointmentId), eq(appointments.locationId, location.id)))
    : [];
  if (!booking) throw new AppError('not_found', appointmentMessages.appointmentNotFound);
  if (booking.status !== 'booked') throw new AppError('request_closed', appointmentMessages.notBooked);
  if (deps.clock.now().getTime() < booking.startsAt.getTime()) {
    throw new AppError('validation_failed', appointmentMessages.notStarted, { pointer: '/finalTotalCents' });
  }
  if (input.finalTotalCents > booking.approvedTotalCents) {
    throw new AppError('validation_failed', appointmentMessages.finalAboveApproved, { pointer: '/finalTotalCents' });
  }
  const chargeCents = Math.max(0, input.finalTotalCents - booking.rewardsCents - booking.discountCents);
  const heldCents = booking.approvedTotalCents - booking.rewardsCents - booking.discountCents;
  let authorisationId = booking.paymentState === 'authorised' || booking.paymentState === 'captured' ? booking.authorisationId : null;
  if (!authorisationId && chargeCents > 0 && booking.cardId) {
    const hold = await deps.payments.authorise({
      userId: booking.userId,
      cardId: booking.cardId,
      amountCents: heldCents,
      idempotencyKey: bookingHoldKey(booking.offerId, booking.startsAt, booking.cardId, heldCents),
      purpose: 'booking',
      reference: `offer:${booking.offerId}`,
    });
    authorisationId = hold.authorisationId;
    // Attached (and recorded) before the capture: a hold is attached while it is still only authorised.
    await deps.db.transaction(async (tx) => {
      const [live] = await tx.select({ authorisationId: appointments.authorisationId }).from(appointments).where(eq(appointments.id, booking.id)).for('update');
      if (live?.authorisationId === hold.authorisationId) return;
      await tx
        .update(appointments)
        .set({ authorisationId: hold.authorisationId, paymentState: 'authorised', failureMessage: null, holdOn: null, updatedAt: sql`now()` })
        .where(eq(appointments.id, booking.id));
      await deps.payments.attach(tx, hold.authorisationId, `appointment:${booking.id}`);
    });
  }
  const captured = authorisationId && chargeCents > 0 ? await deps.payments.capture(authorisationId, chargeCents, `capture:${booking.id}`) : { capturedCents: 0 };
  // Nothing to charge (rewards paid it all, or the shop waived it): the hold goes back.
  if (authorisationId && chargeCents === 0) await deps.payments.release(authorisationId, `release:${authorisationId}`);

  const row = await deps.db.transaction(async (tx) => {
    // The request first, then its appointment: the order every change of a booking locks in (no deadlock).
    await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.id, booking.serviceRequestId)).for('update');
    const [live] = await tx.select().from(appointments).where(eq(appointments.id, booking.id)).for('update');
    if (live?.status !== 'booked') throw new AppError('request_closed', appointmentMessages.notBooked);
    const [done] = await tx
      .update(appointments)
      .set({
        status: 'completed',
        authorisationId,
        paymentState: authorisationId ? (chargeCents > 0 ? 'captured' : 'released') : live.paymentState,
        capturedCents: captured.capturedCents,
        failureMessage: null,
        holdOn: null,
        updatedAt: sql`now()`,
      })
      .where(eq(appointments.id, booking.id))
      .returning();
    await tx.update(serviceRequests).set({ status: 'completed', updatedAt: sql`now()` }).where(eq(serviceRequests.id, booking.serviceRequestId));
    await tx.update(offers).set({ updatedAt: sql`now()` }).where(eq(offers.id, booking.offerId));
    await signalServiceRequest(tx, { requestId: booking.serviceRequestId, type: 'status' });
    // Settled: the customer is emailed the satisfaction link (issue 16 §4, ADR 034).
    await openNpsSurvey(tx, deps, { serviceRequestId: booking.serviceRequestId, userId: booking.userId, locationId: booking.locationId });
    return done!;
  });
  const [request] = await deps.db.select().from(serviceRequests).where(eq(serviceRequests.id, booking.serviceRequestId));
  return toShopBooking({ ...row, vehicle: `${request!.vehicleYear} ${request!.vehicleMake} ${request!.vehicleModel}` });
}
