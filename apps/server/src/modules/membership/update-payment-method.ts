import type { DetailedSubscription } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import { actionKey, billingOf, ownCardByToken, subscriptionsWithOption } from './billing.ts';
import { getMyDetailedSubscription } from './list-my-subscriptions.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { payPastDue } from './subscribe.ts';

/**
 * PUT my-subscriptions/{id}: bill the subscription to another of the caller's saved cards from now on. A past-due
 * one is charged at once on it (ADR 058): paid, it is active with a new period; declined, the answer is 402 with
 * the gateway's words and the card is NOT changed (the member keeps the card they had, and tries another).
 */
export async function updatePaymentMethod(
  deps: Pick<MembershipDeps, 'db' | 'clock' | 'payments' | 'events'>,
  input: { userId: string; id: string; paymentMethodId: string },
): Promise<DetailedSubscription> {
  await getMyDetailedSubscription(deps, input); // 404 when not theirs
  const card = await ownCardByToken(deps, input.userId, input.paymentMethodId);
  const [found] = await subscriptionsWithOption(deps.db, eq(subscriptions.id, input.id));
  const { subscription, option } = found!;
  if (subscription.status === 'past_due' && option.amountCents > 0) {
    return payPastDue(deps, { subscription, cardId: card.id, amountCents: option.amountCents, frequency: option.frequency, title: found!.title, label: option.label });
  }
  // Stripe Billing bills it: the card is set there first (ADR 058).
  if (subscription.renewedBy === 'stripe' && subscription.processorSubscriptionId) {
    await billingOf(deps).setDefaultPaymentMethod({
      userId: input.userId,
      cardId: card.id,
      subscriptionId: subscription.processorSubscriptionId,
      idempotencyKey: actionKey('card', subscription, `:${card.id}`),
    });
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(subscriptions).set({ paymentMethodId: card.id, updatedAt: deps.clock.now() }).where(eq(subscriptions.id, input.id));
    await deps.events.emit(tx, { type: 'membership.changed', subscriptionId: input.id, userId: input.userId, change: 'card_changed' });
  });
  return getMyDetailedSubscription(deps, input);
}
