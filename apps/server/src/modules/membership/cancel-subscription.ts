import type { DetailedSubscription } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import { lockSubscription } from './billing.ts';
import { getMyDetailedSubscription } from './list-my-subscriptions.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { transition } from './subscription-status.ts';

/**
 * DELETE my-subscriptions/{id}/cancel: the membership is not renewed; its benefits last to the end of the paid
 * period, when the renewal job expires it. Cancelling twice is 409 (the state machine refuses canceled →
 * canceled); another person's subscription is 404.
 */
export async function cancelSubscription(deps: Pick<MembershipDeps, 'db' | 'clock' | 'events'>, input: { userId: string; id: string }): Promise<DetailedSubscription> {
  await getMyDetailedSubscription(deps, input); // 404 when not theirs
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
