import type { DetailedSubscription } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import { actionKey, billingOf, lockSubscription } from './billing.ts';
import { getMyDetailedSubscription } from './list-my-subscriptions.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { transition } from './subscription-status.ts';

/**
 * DELETE my-subscriptions/{id}/cancel: the membership is not renewed; its benefits last to the end of the paid
 * period, when the renewal job expires it (one Stripe Billing renews: Stripe cancels it at the period's end and its
 * webhook expires it, ADR 058). Cancelling twice is 409 (the state machine refuses canceled →
 * canceled); another person's subscription is 404.
 */
export async function cancelSubscription(deps: Pick<MembershipDeps, 'db' | 'clock' | 'events' | 'payments'>, input: { userId: string; id: string }): Promise<DetailedSubscription> {
  await getMyDetailedSubscription(deps, input); // 404 when not theirs
  const [current] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, input.id));
  // Stripe Billing renews it: Stripe stops at the period's end first (ADR 058); a refused change (409) never gets
  // there. A past-due one ends at Stripe now, so its unpaid invoice is not collected after it was cancelled.
  if (current?.renewedBy === 'stripe' && current.processorSubscriptionId) {
    transition(current.status, 'canceled');
    const billing = billingOf(deps);
    const key = actionKey('cancel', current);
    await (current.status === 'past_due' ? billing.cancelNow(current.processorSubscriptionId, key) : billing.cancelAtPeriodEnd(current.processorSubscriptionId, key));
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, input.id);
    const now = deps.clock.now();
    await tx
      .update(subscriptions)
      .set({ status: transition(locked.status, 'canceled'), canceledAt: now, updatedAt: now })
      .where(and(eq(subscriptions.id, input.id), eq(subscriptions.userId, input.userId)));
    await deps.events.emit(tx, { type: 'membership.changed', subscriptionId: input.id, userId: input.userId, change: 'canceled' });
  });
  return getMyDetailedSubscription(deps, input);
}
