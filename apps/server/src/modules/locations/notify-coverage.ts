import { and, asc, eq, isNull } from 'drizzle-orm';
import { betaContacts } from '../../db/schema/index.ts';
import { coverageOpenedEmail } from './coverage-emails.ts';
import type { LocationsDeps } from './locations-deps.ts';

/** Contacts looked at per run: the rest wait for the next one. */
const BATCH = 500;

/**
 * The "Notify me" follow-up (recurring job `locations.notify-coverage`): each person still waiting whose zip is
 * now in market (a shop within reach opened) gets one email; `notified_at` is claimed in the same transaction as
 * the email is queued, so a run beside another, or again, sends nothing twice.
 */
export async function notifyCoverage(deps: Pick<LocationsDeps, 'db' | 'coverage' | 'outbox' | 'config'>, now: Date): Promise<{ notified: number }> {
  const waiting = await deps.db
    .select({ id: betaContacts.id, zipcode: betaContacts.zipcode })
    .from(betaContacts)
    .where(isNull(betaContacts.notifiedAt))
    .orderBy(asc(betaContacts.createdAt))
    .limit(BATCH);
  let notified = 0;
  for (const { id, zipcode } of waiting) {
    if (!deps.coverage.forZip(zipcode)?.inMarket) continue;
    const sent = await deps.db.transaction(async (tx) => {
      const [contact] = await tx
        .update(betaContacts)
        .set({ notifiedAt: now })
        .where(and(eq(betaContacts.id, id), isNull(betaContacts.notifiedAt)))
        .returning();
      if (!contact) return false;
      await deps.outbox.queueEmail(tx, contact.email, coverageOpenedEmail(deps.config, { firstName: contact.firstName, zipcode: contact.zipcode }));
      return true;
    });
    if (sent) notified += 1;
  }
  return { notified };
}
