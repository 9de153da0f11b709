import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { subscriptionOptions, subscriptions } from '../../db/schema/index.ts';
import { isCurrent } from './subscription-status.ts';

/**
 * Whether a user's bookings get the members' discount (ADR 059): a current subscription (ADR 057) whose option is
 * not of the Free frequency. The free plan is no row at all, so no subscription is no discount (spec 001 §9: "The
 * free plan gives no discounts on booked services"); a $0 option a partner pays for (the ride-share drivers') is a
 * membership, and gets it.
 */
export async function memberDiscountEligible(db: Db | Tx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ status: subscriptions.status, canceledAt: subscriptions.canceledAt })
    .from(subscriptions)
    .innerJoin(subscriptionOptions, eq(subscriptionOptions.id, subscriptions.subscriptionOptionId))
    .where(and(eq(subscriptions.userId, userId), ne(subscriptionOptions.frequency, 'Free')));
  return rows.some(isCurrent);
}
