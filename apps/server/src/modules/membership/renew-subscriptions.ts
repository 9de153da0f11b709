import { RENEWAL_GRACE_DAYS, RENEWAL_RETRY_DAYS } from '@pitstop/contracts';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { type subscriptionOptions, subscriptionPayments, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { applyExpiry, applyRenewal, applyRenewalFailure, chargePeriod, lockSubscription, periodFrom, subscriptionsWithOption, type SubscriptionRow } from './billing.ts';
import { settleJoin } from './subscribe.ts';
import type { MembershipDeps } from './membership-deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A join's request answers within seconds; one still pending after this long lost its answer. */
const STALE_JOIN_MS = 15 * 60_000;
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

type Due = { subscription: SubscriptionRow; option: typeof subscriptionOptions.$inferSelect; title: string };

/**
 * The renewal job (RECURRING_JOBS.renewSubscriptions, ADR 058): every subscription of ours (not Stripe Billing's) whose period ended by `now`.
 * Active: the next period is charged on its card (a free option just runs on); paid, the period moves on;
 * refused, a failed payment with the gateway's words, past due, and an email. Past due: retried 1 and 3 days after
 * the period's end; still unpaid 7 days after, expired (email). Canceled: expired at its period's end. Safe beside
 * another node: a charge's key is derived from (subscription, period end, attempt), so both nodes make one charge,
 * and each status change re-reads the row under its lock and applies only if it is still due.
 */
export async function renewSubscriptions(
  deps: Pick<MembershipDeps, 'db' | 'clock' | 'payments' | 'events' | 'outbox' | 'messageBudget' | 'brand' | 'log'>,
  now: Date,
): Promise<{ renewed: number; failed: number; expired: number }> {
  const counts = { renewed: 0, failed: 0, expired: 0 };
  await settleStaleJoins(deps, now);
  // What Stripe Billing renews is left to it (its webhooks drive those: stripe-billing-events.ts); pending joins are settled either way.
  const due: Due[] = await subscriptionsWithOption(
    deps.db,
    and(inArray(subscriptions.status, ['active', 'past_due', 'canceled']), lte(subscriptions.currentPeriodEnd, now), eq(subscriptions.renewedBy, 'app')),
  );
  for (const item of due) {
    try {
      const outcome = await renewOne(deps, item, now);
      if (outcome) counts[outcome]++;
    } catch (error) {
      // One member's trouble (the gateway not answering) never stops the others': the next run tries again.
      deps.log.warn({ err: error, subscriptionId: item.subscription.id }, 'membership renewal left for the next run');
    }
  }
  return counts;
}

/** A join whose request died between its pending row and its answer (ADR 058): charged, it is active; else it is gone. */
async function settleStaleJoins(deps: Parameters<typeof renewSubscriptions>[0], now: Date): Promise<void> {
  const stale = await subscriptionsWithOption(deps.db, and(eq(subscriptions.status, 'pending'), lte(subscriptions.createdAt, new Date(now.getTime() - STALE_JOIN_MS))));
  for (const item of stale) {
    try {
      await settleJoin(deps, item);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'card_declined')) deps.log.warn({ err: error, subscriptionId: item.subscription.id }, 'a stale join is left for the next run');
    }
  }
}

async function renewOne(deps: Parameters<typeof renewSubscriptions>[0], { subscription, option, title }: Due, now: Date): Promise<'renewed' | 'failed' | 'expired' | null> {
  const periodEnd = subscription.currentPeriodEnd!;
  const stillDue = (locked: SubscriptionRow) => locked.status === subscription.status && locked.currentPeriodEnd?.getTime() === periodEnd.getTime();

  const expire = () =>
    deps.db.transaction(async (tx) => {
      const locked = await lockSubscription(tx, subscription.id);
      if (!stillDue(locked)) return null;
      await applyExpiry(tx, deps, locked, { title, amountCents: option.amountCents });
      return 'expired' as const;
    });

  if (subscription.status === 'canceled') return expire();
  const graceEnds = plusDays(periodEnd, RENEWAL_GRACE_DAYS);
  if (subscription.status === 'past_due' && now >= graceEnds) return expire();

  // Which attempt is due: 0 at the period's end; then 1 and 3 days after it (RENEWAL_RETRY_DAYS).
  const attempt = subscription.status === 'active' ? 0 : RENEWAL_RETRY_DAYS.filter((days) => now >= plusDays(periodEnd, days)).length;
  if (attempt === 0 && subscription.status === 'past_due') return null;
  const next = periodFrom(periodEnd, option.frequency);

  let paid = true;
  let reason: string | null = null;
  if (option.amountCents > 0) {
    if (!subscription.paymentMethodId) {
      paid = false;
      reason = 'No card is set for the membership.';
    } else {
      const key = `renew:${subscription.id}:${periodEnd.toISOString()}:${attempt}`;
      // This attempt was made and refused already (an earlier run): the next one is due later.
      const [earlier] = await deps.db.select({ status: subscriptionPayments.status }).from(subscriptionPayments).where(eq(subscriptionPayments.idempotencyKey, key));
      if (earlier?.status === 'failed') return null;
      const outcome = await chargePeriod(deps, {
        subscription,
        cardId: subscription.paymentMethodId,
        amountCents: option.amountCents,
        period: next,
        key,
        description: `${title}: ${option.label}`,
      });
      paid = outcome.paid;
      if (!outcome.paid) reason = outcome.message;
    }
  }
  return deps.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, subscription.id);
    if (!stillDue(locked)) return null;
    if (paid) {
      await applyRenewal(tx, deps, locked, next);
      return 'renewed' as const;
    }
    await applyRenewalFailure(tx, deps, locked, { title, amountCents: option.amountCents, reason, graceEnds });
    return 'failed' as const;
  });
}
