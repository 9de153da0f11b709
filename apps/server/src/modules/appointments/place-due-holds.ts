import { and, eq, lte, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';
import { placeBookingHold, releaseQuietly } from './book-offer.ts';
import { queuePaymentFailedEmails } from './booking-emails.ts';
import { amountDue } from './read-appointments.ts';

/** At most this many bookings a run; the queue runs again. */
const BATCH = 100;

/**
 * Places the card holds of bookings whose `hold_on` has come (issue 16 §3: a booking more than HOLD_NOW_MAX_DAYS
 * out is held HOLD_DAYS_BEFORE days before its start). Run by the jobs queue; safe to run twice or on two nodes at
 * once: the gateway's idempotency key is the booking action's (two runs get the same hold), and each result is
 * written under a row lock only while the booking is still scheduled. The gateway is called outside any
 * transaction. A refusal marks the payment failed with the provider's words and emails the customer and the
 * location's staff.
 */
export async function placeDueHolds(deps: AppointmentsDeps, now: Date = deps.clock.now()): Promise<{ held: number; failed: number }> {
  const due = await deps.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.status, 'booked'), eq(appointments.paymentState, 'scheduled'), lte(appointments.holdOn, now)))
    .orderBy(appointments.holdOn)
    .limit(BATCH);
  let held = 0;
  let failed = 0;
  for (const booking of due) {
    const amountCents = amountDue(booking);
    let outcome: { authorisationId: string } | { failure: string };
    try {
      outcome = await placeBookingHold(deps, { userId: booking.userId, offerId: booking.offerId, startsAt: booking.startsAt, cardId: booking.cardId!, amountCents });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome = { failure: error.detail };
    }
    const written = await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(appointments).where(eq(appointments.id, booking.id)).for('update');
      // Moved, cancelled or already held by another run meanwhile.
      // (An extra line approved meanwhile raised the total: the next run holds the new amount.)
      if (
        !current ||
        current.status !== 'booked' ||
        current.paymentState !== 'scheduled' ||
        current.startsAt.getTime() !== booking.startsAt.getTime() ||
        amountDue(current) !== amountCents
      ) {
        return false;
      }
      if ('authorisationId' in outcome) {
        await tx
          .update(appointments)
          .set({ paymentState: 'authorised', authorisationId: outcome.authorisationId, holdOn: null, failureMessage: null, updatedAt: sql`now()` })
          .where(eq(appointments.id, booking.id));
        await deps.payments.attach(tx, outcome.authorisationId, `appointment:${booking.id}`);
      } else {
        const [row] = await tx
          .update(appointments)
          .set({ paymentState: 'failed', failureMessage: outcome.failure, updatedAt: sql`now()` })
          .where(eq(appointments.id, booking.id))
          .returning();
        await queuePaymentFailedEmails(tx, deps, row!);
      }
      return true;
    });
    if ('authorisationId' in outcome) {
      if (written) held++;
      else {
        // Another run wrote the same hold (same key), or the booking changed: give back a hold nobody keeps.
        const [now2] = await deps.db.select({ authorisationId: appointments.authorisationId }).from(appointments).where(eq(appointments.id, booking.id));
        if (now2?.authorisationId !== outcome.authorisationId) await releaseQuietly(deps, outcome.authorisationId);
      }
    } else if (written) failed++;
  }
  return { held, failed };
}
