import { membershipMessages, type SubscriptionStatus } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The subscription state machine (ADR 057), the one place a status changes: billing asks `transition` and
 * writes what it answers. The same status again is no transition (cancelling twice is refused).
 */
export const SUBSCRIPTION_TRANSITIONS: Readonly<Record<SubscriptionStatus, readonly SubscriptionStatus[]>> = {
  // Created, not paid yet: the first payment makes it active (or a trial starts); never paid, it expires.
  pending: ['trial', 'active', 'expired'],
  trial: ['active', 'past_due', 'canceled', 'expired'],
  // Renewal keeps it active; a failed renewal makes it past_due; cancel keeps the membership to the period's end.
  active: ['past_due', 'canceled'],
  // A retried renewal that succeeds reactivates it; the grace period's end expires it.
  past_due: ['active', 'canceled', 'expired'],
  // Renewed before the period's end it is active again; at the period's end it expires.
  canceled: ['active', 'expired'],
  // The end: joining again is a new subscription.
  expired: [],
};

export const canTransition = (from: SubscriptionStatus, to: SubscriptionStatus): boolean => SUBSCRIPTION_TRANSITIONS[from].includes(to);

/** The status `to`, when `from` may become it; otherwise 409 conflict with a sentence saying which. */
export function transition(from: SubscriptionStatus, to: SubscriptionStatus): SubscriptionStatus {
  if (!canTransition(from, to)) throw new AppError('conflict', membershipMessages.transitionRefused(from, to));
  return to;
}

/**
 * Spec §4's "current" rule, made precise (ADR 057): active or canceled (a canceled one runs to its period's end), or
 * any other status whose canceledAt is empty — except expired, which is over whatever canceledAt says.
 */
export function isCurrent({ status, canceledAt }: { status: SubscriptionStatus; canceledAt: Date | string | null }): boolean {
  if (status === 'expired') return false;
  return status === 'active' || status === 'canceled' || canceledAt === null;
}
