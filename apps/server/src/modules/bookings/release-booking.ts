import { appointmentMessages, type ServiceRequest } from '@pitstop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments, baySlots, offers, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordCreditTransaction } from '../rewards/index.ts';
import { toServiceRequests } from '../service-requests/index.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { offerOf, ownRequest } from './booking-context.ts';
import { queueBookingEmail } from './booking-emails.ts';
import { requireNotStarted } from './not-started.ts';
import { bookedAppointment } from './read-appointments.ts';
import { anyOf } from '../../db/any-of.ts';

/**
 * Ends a request's booking inside the caller's transaction (unaccept, cancel, withdraw of a booked request): its
 * bay cells and those of any time the shop proposed are freed, the appointment is cancelled (its calendar event
 * too: SEQUENCE + 1, STATUS:CANCELLED), the accepted offer is open again, the rewards applied are credited back and
 * the customer is told. The customer's end of one whose start has come is refused (409 appointment_started); a
 * no-show (`noShow`) is the shop's, after the start. Returns what to do after the commit: give the card hold back (idempotent key).
 */
export async function endBooking(
  tx: Tx,
  deps: Pick<BookingsDeps, 'config' | 'outbox' | 'messageBudget' | 'payments' | 'log' | 'clock' | 'events'>,
  input: { requestId: string; reason: string; noShow?: boolean },
): Promise<() => Promise<void>> {
  const booking = await bookedAppointment(tx, input.requestId, { lock: true });
  if (!booking) throw new AppError('request_closed', appointmentMessages.notBooked);
  // The customer's way out ends at the start; the shop's no-show comes only after it (mark-no-show.ts checks that).
  if (!input.noShow) requireNotStarted(booking, deps.clock.now());
  const pending = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.serviceRequestId, input.requestId), eq(appointments.status, 'proposed')));
  const freed = [booking.id, ...pending.map((row) => row.id)];
  await tx.delete(baySlots).where(anyOf(baySlots.appointmentId, freed));
  if (pending.length > 0) {
    await tx.update(appointments).set({ status: 'rejected', updatedAt: sql`now()` }).where(inArray(appointments.id, pending.map((row) => row.id)));
  }
  const heldNow = booking.paymentState === 'authorised' && booking.authorisationId !== null;
  // Approved extra lines' own holds go back with the booking's.
  const extraHolds = await deps.payments.holds.extraHoldsOf(tx, booking.id);
  const [cancelled] = await tx
    .update(appointments)
    .set({
      // A no-show (the shop marked it, ADR 046) ends the booking as a cancel does, and counts against the person.
      status: input.noShow ? 'no_show' : 'cancelled',
      reasonCancelled: input.reason,
      cancelledAt: sql`now()`,
      calendarSequence: sql`${appointments.calendarSequence} + 1`,
      paymentState: booking.paymentState === 'authorised' || booking.paymentState === 'scheduled' ? 'released' : booking.paymentState,
      updatedAt: sql`now()`,
    })
    .where(eq(appointments.id, booking.id))
    .returning();
  await tx.update(offers).set({ status: 'open', updatedAt: sql`now()` }).where(eq(offers.id, booking.offerId));
  if (booking.rewardsCents > 0) {
    await recordCreditTransaction(tx, deps.events, {
      userId: booking.userId,
      amountCents: booking.rewardsCents,
      kind: 'earned',
      reason: 'Rewards returned from a cancelled booking',
      reference: `appointment:${booking.id}`,
    });
  }
  await queueBookingEmail(tx, deps, input.noShow ? 'booking-no-show' : 'booking-cancelled', cancelled!);
  return async () => {
    if (heldNow) await deps.payments.holds.releaseQuietly(booking.authorisationId!);
    for (const extra of extraHolds) await deps.payments.holds.releaseQuietly(extra.authorisationId);
  };
}

async function requestDocument(deps: Pick<BookingsDeps, 'db'>, requestId: string): Promise<ServiceRequest> {
  const [row] = await deps.db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
  const [document] = await toServiceRequests(deps.db, [row!]);
  return document as ServiceRequest;
}

/**
 * PUT …/offers/:offerId/unaccept (the booking page's "back to the offers") and DELETE …/appointments without
 * appointment_id (cancel): the booking ends and the request is open again with all its offers, so the customer
 * can book another time or shop. Unaccept names the accepted offer; another is 404.
 */
export async function reopenBookedRequest(
  deps: BookingsDeps,
  input: { userId: string; id: string; offerId?: string; reason: string },
): Promise<ServiceRequest> {
  const request = await ownRequest(deps.db, input.userId, input.id);
  if (input.offerId !== undefined) await offerOf(deps.db, request.id, input.offerId);
  const after = await deps.db.transaction(async (tx) => {
    const current = await ownRequest(tx, input.userId, input.id, { lock: true });
    if (current.status !== 'booked') throw new AppError('request_closed', appointmentMessages.notBooked);
    if (input.offerId !== undefined) {
      const booking = await bookedAppointment(tx, current.id);
      if (booking?.offerId !== input.offerId) throw new AppError('request_closed', appointmentMessages.notBooked);
    }
    const release = await endBooking(tx, deps, { requestId: current.id, reason: input.reason });
    await tx.update(serviceRequests).set({ status: 'open', updatedAt: sql`now()` }).where(eq(serviceRequests.id, current.id));
    await deps.events.emit(tx, { type: 'service_request.status', requestId: current.id });
    return release;
  });
  await after();
  return requestDocument(deps, input.id);
}
