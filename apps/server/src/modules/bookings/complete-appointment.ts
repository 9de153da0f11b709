import { appointmentMessages, rewardsEarnedCents, type ShopBooking } from '@pitstop/contracts';
import { eq, sql } from 'drizzle-orm';
import { appointments, offers, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordCreditTransaction } from '../rewards/index.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { openNpsSurvey } from '../reviews/index.ts';
import { queueReceiptEmail } from './receipt-email.ts';
import { readShopBooking, shopBooking } from './shop-bookings.ts';

/**
 * POST /api/shop/v1/locations/:locationId/appointments/:appointmentId/completion: the shop marks the job done with
 * its final total (docs/product/booking-and-payments.md "Completion"). The price lock: the final total is at most the total the customer approved
 * (more is 422). The card is charged the final total less rewards and discount: a hold not placed yet (scheduled,
 * or failed and retried) is placed first with the booking's key, then captured with a key of the completion, so a
 * retry charges once. The charge is taken across the booking's hold and the holds of extra lines approved after it
 * (never above the approved total). Then one transaction: the appointment completed with what was captured, the request
 * completed, its signal, the receipt emailed (Service Completed, receipt-email.ts), the satisfaction survey and its
 * emailed link (nps.ts).
 */
export async function completeAppointment(
  deps: BookingsDeps,
  input: { location: StaffLocation; appointmentId: string; finalTotalCents: number },
): Promise<ShopBooking> {
  const { booking } = await shopBooking(deps, input);
  if (deps.clock.now().getTime() < booking.startsAt.getTime()) {
    throw new AppError('validation_failed', appointmentMessages.notStarted, { pointer: '/finalTotalCents' });
  }
  if (input.finalTotalCents > booking.approvedTotalCents) {
    throw new AppError('validation_failed', appointmentMessages.finalAboveApproved, { pointer: '/finalTotalCents' });
  }
  const chargeCents = Math.max(0, input.finalTotalCents - booking.rewardsCents - booking.discountCents);
  const heldCents = booking.approvedTotalCents - booking.rewardsCents - booking.discountCents;
  // Approved extra lines held on their own (the booking's hold was placed before they were approved).
  const extraHolds = await deps.payments.holds.extraHoldsOf(deps.db, booking.id);
  const mainCents = heldCents - extraHolds.reduce((sum, extra) => sum + extra.amountCents, 0);
  let authorisationId = booking.paymentState === 'authorised' || booking.paymentState === 'captured' ? booking.authorisationId : null;
  if (!authorisationId && chargeCents > 0 && mainCents > 0 && booking.cardId) {
    const hold = await deps.payments.holds.placeBookingHold({ ...booking, cardId: booking.cardId }, mainCents);
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
  // The charge is taken across the holds, the booking's first, each at most what it holds; a hold left with
  // nothing to take goes back. Never more than the approved total: the holds add up to it at most.
  const holds = [
    ...(authorisationId ? [{ authorisationId, amountCents: mainCents, key: `capture:${booking.id}` }] : []),
    ...extraHolds.map((extra) => ({ authorisationId: extra.authorisationId, amountCents: extra.amountCents, key: `capture:${booking.id}:${extra.lineId}` })),
  ];
  let remaining = chargeCents;
  let capturedCents = 0;
  for (const hold of holds) {
    const take = Math.min(remaining, hold.amountCents);
    if (take > 0) {
      const captured = await deps.payments.capture(hold.authorisationId, take, hold.key);
      capturedCents += captured.capturedCents;
      remaining -= captured.capturedCents;
    } else {
      // Nothing to charge on it (rewards paid it all, the shop waived it, or the earlier holds covered it).
      await deps.payments.release(hold.authorisationId, `release:${hold.authorisationId}`);
    }
  }
  const captured = { capturedCents };

  let late: string[] = [];
  const row = await deps.db.transaction(async (tx) => {
    // The request first, then its appointment: the order every change of a booking locks in (no deadlock).
    await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.id, booking.serviceRequestId)).for('update');
    const [live] = await tx.select().from(appointments).where(eq(appointments.id, booking.id)).for('update');
    if (live?.status !== 'booked') throw new AppError('request_closed', appointmentMessages.notBooked);
    // A line approved after the holds were read above: the charge is already taken, its own hold goes back.
    late = (await deps.payments.holds.extraHoldsOf(tx, booking.id)).map((extra) => extra.authorisationId).filter((id) => !holds.some((hold) => hold.authorisationId === id));
    const [done] = await tx
      .update(appointments)
      .set({
        status: 'completed',
        completedAt: deps.clock.now(),
        authorisationId,
        paymentState: holds.length > 0 ? (captured.capturedCents > 0 ? 'captured' : 'released') : live.paymentState,
        capturedCents: captured.capturedCents,
        failureMessage: null,
        holdOn: null,
        updatedAt: sql`now()`,
      })
      .where(eq(appointments.id, booking.id))
      .returning();
    await tx.update(serviceRequests).set({ status: 'completed', updatedAt: sql`now()` }).where(eq(serviceRequests.id, booking.serviceRequestId));
    await tx.update(offers).set({ updatedAt: sql`now()` }).where(eq(offers.id, booking.offerId));
    await deps.events.emit(tx, { type: 'service_request.status', requestId: booking.serviceRequestId });
    // Settled: the customer is emailed the receipt (ADR 039), then the satisfaction link (ADR 034).
    await queueReceiptEmail(tx, deps, done!);
    await openNpsSurvey(tx, deps, { serviceRequestId: booking.serviceRequestId, userId: booking.userId, locationId: booking.locationId });
    // The job earns rewards on what the card paid (ADR 031 addendum), in the same transaction: once per job.
    const earned = rewardsEarnedCents(captured.capturedCents);
    if (earned > 0) {
      await recordCreditTransaction(tx, deps.events, {
        userId: booking.userId,
        amountCents: earned,
        kind: 'earned',
        reason: 'Rewards for a completed job',
        reference: `appointment:${booking.id}:completed`,
      });
    }
    return done!;
  });
  for (const authorisationId of late) await deps.payments.holds.releaseQuietly(authorisationId);
  return readShopBooking(deps.db, row.id);
}
