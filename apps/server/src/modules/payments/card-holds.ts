import { HOLD_DAYS_BEFORE, HOLD_NOW_MAX_DAYS } from '@pitstop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, extraLines, paymentAuthorisations } from '../../db/schema/index.ts';
import type { Payments } from './payments-service.ts';

const DAY_MS = 86_400_000;

/** Whether a booking's hold is placed at booking, or scheduled for HOLD_DAYS_BEFORE days before the start. */
export const holdsNow = (startsAt: Date, now: Date) => startsAt.getTime() - now.getTime() <= HOLD_NOW_MAX_DAYS * DAY_MS;
/** When a scheduled hold falls due. */
export const holdOnFor = (startsAt: Date) => new Date(startsAt.getTime() - HOLD_DAYS_BEFORE * DAY_MS);

/**
 * The key of an appointment's later hold (ADR 045): when the scheduled hold falls due, after a move, or at
 * completion when none was placed. It names one hold's life: the appointment's `hold_attempts` grows whenever a
 * hold of it is given back or refused, so a retry or a second run of the same step is the same hold, and a hold
 * already released is never handed out again. (A booking's first hold is its attempt's: `attemptHoldKey`.)
 */
export const appointmentHoldKey = (booking: { id: string; holdAttempts: number }) => `appointment-hold:${booking.id}:${booking.holdAttempts}`;

/**
 * The key of an extra line's own hold: one line, one card, one amount, one attempt, one hold (a double click is the
 * same hold); after a refusal the attempt counts up, so approving again asks the bank again rather than replaying the no.
 */
export const extraLineHoldKey = (lineId: string, cardId: string, amountCents: number, attempt: number) =>
  `extra-line:${lineId}:${cardId}:${amountCents}:${attempt}`;

/**
 * The card holds of bookings and their extra work (ADR 031, 045, 050): one service, reached as `app.payments.holds`.
 * The bookings and extra-lines modules place, give back and count holds only through it.
 */
export interface CardHolds {
  /** Holds an appointment's amount on its card, keyed by `appointmentHoldKey`. */
  placeBookingHold(
    booking: { id: string; userId: string; offerId: string; cardId: string; holdAttempts: number },
    amountCents: number,
  ): Promise<{ authorisationId: string; expiresAt: Date }>;
  /** The next hold of the appointment is a new one: the one its key named was given back or refused. */
  nextHoldOf(db: Db | Tx, booking: { id: string; holdAttempts: number }): Promise<void>;
  /** Gives a hold back; a failure is logged and left to the payments reconciliation (it voids unattached holds). */
  releaseQuietly(authorisationId: string): Promise<void>;
  /** The approved extra lines' own holds of an appointment (payment_authorisations ids), in the order they were approved. */
  extraHoldsOf(db: Db | Tx, appointmentId: string): Promise<Array<{ lineId: string; authorisationId: string; amountCents: number }>>;
}

export function createCardHolds({ payments, log }: { payments: Pick<Payments, 'authorise' | 'release'>; log: FastifyBaseLogger }): CardHolds {
  return {
    placeBookingHold: (booking, amountCents) =>
      payments.authorise({
        userId: booking.userId,
        cardId: booking.cardId,
        amountCents,
        idempotencyKey: appointmentHoldKey(booking),
        purpose: 'booking',
        reference: `offer:${booking.offerId}`,
      }),

    async nextHoldOf(db, booking) {
      await db
        .update(appointments)
        .set({ holdAttempts: booking.holdAttempts + 1 })
        .where(and(eq(appointments.id, booking.id), eq(appointments.holdAttempts, booking.holdAttempts)));
    },

    async releaseQuietly(authorisationId) {
      try {
        await payments.release(authorisationId, `release:${authorisationId}`);
      } catch (error) {
        log.error({ err: error, authorisationId }, 'releasing a card hold failed; the reconciliation will void it');
      }
    },

    async extraHoldsOf(db, appointmentId) {
      const rows = await db
        // What each line's hold holds: its total, less a member's discount of it (ADR 059).
        .select({ lineId: extraLines.id, authorisationId: extraLines.authorisationId, amountCents: paymentAuthorisations.amountCents })
        .from(extraLines)
        .innerJoin(paymentAuthorisations, eq(paymentAuthorisations.id, extraLines.authorisationId))
        .where(and(eq(extraLines.appointmentId, appointmentId), eq(extraLines.status, 'approved')))
        .orderBy(asc(extraLines.decidedAt), asc(extraLines.position));
      return rows.filter((row): row is { lineId: string; authorisationId: string; amountCents: number } => row.authorisationId !== null);
    },
  };
}
