import { type ExtraLine, extraLineMessages, memberDiscountCents } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { appointments, extraLines, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ExtraLinesDeps } from './extra-lines-deps.ts';
import { type AppointmentRow, ownRequest } from '../bookings/index.ts';
import { extraLineHoldKey } from '../payments/index.ts';
import { toExtraLine } from './extra-line-reads.ts';

/**
 * PUT /v3/users/service_requests/:id/extra_lines/:lineId {decision}: the customer's answer to one line.
 * Decline: the line is kept as advised work (the car's record). Approve: the approved total rises by the line's
 * total, and a member's discount by the percent fixed at booking (ADR 059). When the booking's hold is already placed, ONLY the difference is held, as a hold of its own (its key
 * derived from the line), placed before the transaction and released if the transaction fails; a refusal leaves the
 * line proposed with the provider's words (402). When the booking's hold is still to come (scheduled, or failed
 * and to be retried), nothing is held now: that hold covers the new approved total. The same decision sent again
 * answers the line as it is; the other decision on a decided line is 409.
 */
export async function decideExtraLine(
  deps: ExtraLinesDeps,
  input: { userId: string; id: string; lineId: string; decision: 'approve' | 'decline' },
): Promise<ExtraLine> {
  const request = await ownRequest(deps.db, input.userId, input.id);
  const [found] = isUuid(input.lineId)
    ? await deps.db
        .select({ line: extraLines, appointment: appointments })
        .from(extraLines)
        .innerJoin(appointments, eq(appointments.id, extraLines.appointmentId))
        .where(and(eq(extraLines.id, input.lineId), eq(appointments.serviceRequestId, request.id)))
    : [];
  if (!found) throw new AppError('not_found', extraLineMessages.lineNotFound);
  const wanted = input.decision === 'approve' ? 'approved' : 'declined';
  if (found.line.status === wanted) return toExtraLine(found.line, request.id);
  if (found.line.status !== 'proposed') throw new AppError('conflict', extraLineMessages.alreadyDecided);
  const booking = found.appointment;
  if (booking.status !== 'booked') throw new AppError('request_closed', extraLineMessages.notBooked);

  // The booking's own hold is placed: the difference gets a hold of its own.
  const heldAlready = (row: AppointmentRow) => row.paymentState === 'authorised' && row.authorisationId !== null;
  // The line's share of the member's discount: each approved part of a booking is discounted on its own (ADR 059).
  const lineDiscountCents = memberDiscountCents(found.line.totalCents, booking.memberDiscountPercent ?? 0);
  const lineDueCents = found.line.totalCents - lineDiscountCents;
  const needsHold = wanted === 'approved' && heldAlready(booking) && booking.cardId !== null && lineDueCents > 0;
  let hold: { authorisationId: string } | null = null;
  if (needsHold) {
    try {
      hold = await deps.payments.authorise({
        userId: booking.userId,
        cardId: booking.cardId!,
        amountCents: lineDueCents,
        idempotencyKey: extraLineHoldKey(found.line.id, booking.cardId!, lineDueCents, found.line.holdAttempts),
        purpose: 'extra work',
        reference: `appointment:${booking.id}`,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'card_declined') {
        await deps.db
          .update(extraLines)
          .set({ failureMessage: error.detail, holdAttempts: found.line.holdAttempts + 1, updatedAt: sql`now()` })
          .where(and(eq(extraLines.id, found.line.id), eq(extraLines.status, 'proposed'), eq(extraLines.holdAttempts, found.line.holdAttempts)));
      }
      throw error;
    }
  }
  try {
    const decided = await deps.db.transaction(async (tx) => {
      await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.id, request.id)).for('update');
      const [live] = await tx.select().from(appointments).where(eq(appointments.id, booking.id)).for('update');
      if (live?.status !== 'booked') throw new AppError('request_closed', extraLineMessages.notBooked);
      const [line] = await tx.select().from(extraLines).where(eq(extraLines.id, found.line.id)).for('update');
      if (line!.status === wanted) return line!;
      if (line!.status !== 'proposed') throw new AppError('conflict', extraLineMessages.alreadyDecided);
      // Held or not must still be what was decided above (a due hold placed meanwhile, a move that gave it back).
      if (wanted === 'approved' && (hold !== null) !== (heldAlready(live) && live.cardId !== null && lineDueCents > 0)) {
        throw new AppError('conflict', extraLineMessages.bookingChanged);
      }
      const [updated] = await tx
        .update(extraLines)
        .set({ status: wanted, decidedAt: deps.clock.now(), authorisationId: hold?.authorisationId ?? null, failureMessage: null, updatedAt: sql`now()` })
        .where(eq(extraLines.id, line!.id))
        .returning();
      if (wanted === 'approved') {
        await tx
          .update(appointments)
          .set({
            approvedTotalCents: sql`${appointments.approvedTotalCents} + ${line!.totalCents}`,
            discountCents: sql`${appointments.discountCents} + ${lineDiscountCents}`,
            updatedAt: sql`now()`,
          })
          .where(eq(appointments.id, live.id));
        if (hold) await deps.payments.attach(tx, hold.authorisationId, `appointment:${live.id}`);
      }
      await deps.events.emit(tx, { type: 'service_request.status', requestId: request.id });
      return updated!;
    });
    // A twin request decided it first with the same hold: nothing to give back then.
    if (hold && decided.authorisationId !== hold.authorisationId) await deps.payments.holds.releaseQuietly(hold.authorisationId);
    return toExtraLine(decided, request.id);
  } catch (error) {
    if (hold) {
      const [now] = await deps.db.select({ authorisationId: extraLines.authorisationId }).from(extraLines).where(eq(extraLines.id, found.line.id));
      if (now?.authorisationId !== hold.authorisationId) await deps.payments.holds.releaseQuietly(hold.authorisationId);
    }
    throw error;
  }
}
