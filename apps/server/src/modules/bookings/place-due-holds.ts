import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { queuePaymentFailedEmails } from './booking-emails.ts';
import { amountDue } from '../offers/index.ts';

/** At most this many bookings a run; the queue runs again. */
const BATCH = 100;

/**
 * When the job tries a booking again after its run failed on it (not a refusal of the card: the gateway did not
 * answer, or anything unexpected), by the number of failures in a row: 5 min, 15 min, 1 h, 4 h, then every 12 h
 * (ADR 045). The customer is not told of these; a refusal is told at once.
 */
export const HOLD_RETRY_MINUTES = [5, 15, 60, 240, 720] as const;
export const holdRetryAt = (now: Date, failures: number) =>
  new Date(now.getTime() + HOLD_RETRY_MINUTES[Math.min(failures, HOLD_RETRY_MINUTES.length) - 1]! * 60_000);

type Booking = typeof appointments.$inferSelect;

/**
 * Places the card holds of bookings whose `hold_on` has come (docs/product/booking-and-payments.md: a booking more than HOLD_NOW_MAX_DAYS
 * out is held HOLD_DAYS_BEFORE days before its start). Run by the jobs queue; safe to run twice or on two nodes at
 * once: the gateway's idempotency key is the appointment's hold key (two runs get the same hold; a key never
 * names a hold already given back, ADR 045), and each result is written under a row lock only while the booking is
 * still scheduled. The gateway is called outside any transaction. A refusal marks the payment failed with the
 * provider's words and emails the customer and the location's staff. Each booking is tried on its own: one that
 * fails the run is recorded on it (`hold_error`, `hold_retry_at`) and tried again after a backoff, and the others
 * go on.
 */
export async function placeDueHolds(deps: BookingsDeps, now: Date = deps.clock.now()): Promise<{ held: number; failed: number }> {
  const due = await deps.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'booked'),
        eq(appointments.paymentState, 'scheduled'),
        lte(appointments.holdOn, now),
        or(isNull(appointments.holdRetryAt), lte(appointments.holdRetryAt, now)),
      ),
    )
    .orderBy(appointments.holdOn)
    .limit(BATCH);
  let held = 0;
  let failed = 0;
  for (const booking of due) {
    try {
      const outcome = await placeDueHold(deps, booking);
      if (outcome === 'held') held++;
      if (outcome === 'refused') failed++;
    } catch (error) {
      deps.log.error({ err: error, appointmentId: booking.id }, 'placing a due card hold failed; tried again later');
      await recordHoldError(deps, booking, error, now);
    }
  }
  return { held, failed };
}

/** One booking's due hold: 'held', 'refused' (told), or 'skipped' (changed meanwhile, or held by another run). */
async function placeDueHold(deps: BookingsDeps, booking: Booking): Promise<'held' | 'refused' | 'skipped'> {
  const amountCents = amountDue(booking);
  let outcome: { authorisationId: string } | { failure: string };
  try {
    outcome = await deps.payments.holds.placeBookingHold({ ...booking, cardId: booking.cardId! }, amountCents);
  } catch (error) {
    // A refusal of the card (declined, or the card gone or expired); anything else is this run's failure.
    if (!(error instanceof AppError) || !['card_declined', 'not_found'].includes(error.code)) throw error;
    outcome = { failure: error.detail };
  }
  const written = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(appointments).where(eq(appointments.id, booking.id)).for('update');
    // Moved, cancelled or already held by another run meanwhile.
    // (An extra line approved meanwhile raised the total: the next run holds the new amount, under a new key.)
    if (!current || current.status !== 'booked' || current.paymentState !== 'scheduled' || current.holdAttempts !== booking.holdAttempts) return false;
    if (current.startsAt.getTime() !== booking.startsAt.getTime() || amountDue(current) !== amountCents) {
      // This hold is given back below: the next one is another.
      await tx.update(appointments).set({ holdAttempts: current.holdAttempts + 1 }).where(eq(appointments.id, booking.id));
      return false;
    }
    if ('authorisationId' in outcome) {
      await tx
        .update(appointments)
        .set({ paymentState: 'authorised', authorisationId: outcome.authorisationId, holdOn: null, failureMessage: null, ...CLEARED_ERROR, updatedAt: sql`now()` })
        .where(eq(appointments.id, booking.id));
      await deps.payments.attach(tx, outcome.authorisationId, `appointment:${booking.id}`);
    } else {
      const [row] = await tx
        .update(appointments)
        .set({ paymentState: 'failed', failureMessage: outcome.failure, holdAttempts: current.holdAttempts + 1, ...CLEARED_ERROR, updatedAt: sql`now()` })
        .where(eq(appointments.id, booking.id))
        .returning();
      await queuePaymentFailedEmails(tx, deps, row!);
    }
    return true;
  });
  if ('authorisationId' in outcome) {
    if (written) return 'held';
    // Another run wrote the same hold (same key), or the booking changed: give back a hold nobody keeps.
    const [now2] = await deps.db.select({ authorisationId: appointments.authorisationId }).from(appointments).where(eq(appointments.id, booking.id));
    if (now2?.authorisationId !== outcome.authorisationId) await deps.payments.holds.releaseQuietly(outcome.authorisationId);
    return 'skipped';
  }
  return written ? 'refused' : 'skipped';
}

const CLEARED_ERROR = { holdError: null, holdErrors: 0, holdRetryAt: null };

/**
 * A run failed on this booking: the failure is written on it with the next try's time (HOLD_RETRY_MINUTES). A key
 * that names a hold no longer usable (given back) is moved on, so the next try places a new one.
 */
async function recordHoldError(deps: BookingsDeps, booking: Booking, error: unknown, now: Date): Promise<void> {
  const failures = booking.holdErrors + 1;
  const staleKey = error instanceof AppError && error.code === 'conflict';
  try {
    await deps.db
      .update(appointments)
      .set({
        holdErrors: failures,
        holdRetryAt: holdRetryAt(now, failures),
        holdError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        ...(staleKey ? { holdAttempts: booking.holdAttempts + 1 } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(appointments.id, booking.id), eq(appointments.holdAttempts, booking.holdAttempts)));
  } catch (recordError) {
    deps.log.error({ err: recordError, appointmentId: booking.id }, 'recording a due hold’s failure failed');
  }
}
