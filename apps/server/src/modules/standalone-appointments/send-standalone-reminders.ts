import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { shopLocations, standaloneAppointments } from '../../db/schema/index.ts';
import { REMINDER_HOURS } from '../bookings/index.ts';
import type { StandaloneDeps } from './standalone-deps.ts';
import { queueStandaloneEmail } from './standalone-emails.ts';

const BATCH = 200;

/**
 * Emails the reminder of every standalone appointment starting within REMINDER_HOURS of `now` and not reminded
 * yet, as bookings are reminded (the jobs queue runs it every few minutes): each is claimed by setting
 * `reminded_at` where it is still null, in the transaction that queues its email.
 */
export async function sendStandaloneReminders(deps: Pick<StandaloneDeps, 'db' | 'config' | 'outbox' | 'messageBudget'>, now: Date): Promise<{ sent: number }> {
  const horizon = new Date(now.getTime() + REMINDER_HOURS * 3_600_000);
  let sent = 0;
  const dueStandalone = await deps.db
    .select({ id: standaloneAppointments.id })
    .from(standaloneAppointments)
    .where(
      and(
        eq(standaloneAppointments.status, 'booked'),
        isNull(standaloneAppointments.remindedAt),
        gt(standaloneAppointments.startsAt, now),
        lte(standaloneAppointments.startsAt, horizon),
      ),
    )
    .orderBy(standaloneAppointments.startsAt)
    .limit(BATCH);
  for (const { id } of dueStandalone) {
    const claimed = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(standaloneAppointments)
        .set({ remindedAt: now, updatedAt: sql`now()` })
        .where(and(eq(standaloneAppointments.id, id), eq(standaloneAppointments.status, 'booked'), isNull(standaloneAppointments.remindedAt)))
        .returning();
      if (!row) return false;
      const [location] = await tx.select().from(shopLocations).where(eq(shopLocations.id, row.locationId));
      await queueStandaloneEmail(tx, deps, 'reminder', row, location!);
      return true;
    });
    if (claimed) sent++;
  }
  return { sent };
}
