import type { Subscription, SubscriptionStatus } from '@pitstop/contracts';
import { membershipDate } from './roadside-text';

/** A subscription's status in words (spec 001 §3 statuses; ADR 057). */
export const STATUS_WORDS: Record<SubscriptionStatus, string> = {
  pending: 'Waiting for the first payment',
  trial: 'On trial',
  active: 'Active',
  canceled: 'Cancelled',
  expired: 'Ended',
  past_due: 'Payment failed',
};

/** "Member until …" of a cancelled membership still running (it lasts to the end of the paid period). */
export const memberUntil = (subscription: Pick<Subscription, 'currentPeriodEnd'>) =>
  subscription.currentPeriodEnd ? `Member until ${membershipDate(subscription.currentPeriodEnd)}` : null;

/** What the page says once a membership is cancelled. */
export const stillMemberText = (subscription: Pick<Subscription, 'currentPeriodEnd'>) =>
  subscription.currentPeriodEnd ? `You are still a member until ${membershipDate(subscription.currentPeriodEnd)}.` : 'Your membership is cancelled.';

/** Renew is offered to a cancelled membership still running and to one whose payment failed. */
export const renewable = (subscription: Pick<Subscription, 'status'>) => subscription.status === 'canceled' || subscription.status === 'past_due';

/** A card as people read it ("Visa ending in 4242"): the gateway gives its brand in lower case. */
export const cardWords = (card: { brand: string; last4: string }) => `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending in ${card.last4}`;
