import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { queueBookingEmail } from './booking-emails.ts';

/** A booking (or a standalone appointment) is reminded this long before it starts. */
export const REMINDER_HOURS = 24;
const BATCH = 200;

/**
 * Emails the reminder of every booking starting within REMINDER_HOURS of `now` and not reminded yet
 * (docs/product/booking-and-payments.md; the jobs queue runs it every few minutes). Each booking is claimed by setting `reminded_at` where it is still
 * null, in the transaction that queues its email: two runs, on two nodes, send one reminder. A moved booking is
 * reminded again for its new time.
 */
export async function sendReminders(deps: Pick<BookingsDeps, 'db' | 'config' | 'outbox' | 'messageBudget'>, now: Date): Promise<{ sent: number }> {
  const horizon = new Date(now.getTime() + REMINDER_HOURS * 3_600_000);
  const due = await deps.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.status, 'booked'), isNull(appointments.remindedAt), gt(appointments.startsAt, now), lte(appointments.startsAt, horizon)))
    .orderBy(appointments.startsAt)
    .limit(BATCH);
  let sent = 0;
  for (const { id } of due) {
    const claimed = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(appointments)
        .set({ remindedAt: now, updatedAt: sql`now()` })
        .where(and(eq(appointments.id, id), eq(appointments.status, 'booked'), isNull(appointments.remindedAt)))
        .returning();
      if (!row) return false;
      await queueBookingEmail(tx, deps, 'booking-reminder', row);
      return true;
    });
    if (claimed) sent++;
  }
  return { sent };
}
