import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { subscriptionOptions, subscriptions } from '../../db/schema/index.ts';
import { isCurrent } from './subscription-status.ts';

/**
 * Whether one subscription gives its user's bookings the members' discount (ADR 059): current (ADR 057) and of an
 * option not of the Free frequency. The free plan is no row at all, so no subscription is no discount (spec 001 §9:
 * "The free plan gives no discounts on booked services"); a $0 option a partner pays for (the ride-share drivers') is
 * a membership, and gets it. The booking (`memberDiscountEligible`) and the check (`checkSubscription`) both ask this.
 */
export const givesMemberDiscount = (subscription: Parameters<typeof isCurrent>[0], option: { frequency: string }): boolean =>
  option.frequency !== 'Free' && isCurrent(subscription);

/** Whether any of a user's subscriptions gives their bookings the members' discount (ADR 059). */
export async function memberDiscountEligible(db: Db | Tx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ status: subscriptions.status, canceledAt: subscriptions.canceledAt, frequency: subscriptionOptions.frequency })
    .from(subscriptions)
    .innerJoin(subscriptionOptions, eq(subscriptionOptions.id, subscriptions.subscriptionOptionId))
    .where(eq(subscriptions.userId, userId));
  return rows.some((row) => givesMemberDiscount(row, row));
}
