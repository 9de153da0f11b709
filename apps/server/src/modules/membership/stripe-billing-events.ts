import type { SubscriptionStatus } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { subscriptionPayments, subscriptions } from '../../db/schema/index.ts';
import type { BillingEvent } from '../payments/index.ts';
import { applyExpiry, applyRenewal, applyRenewalFailure, lockSubscription, subscriptionsWithOption, type SubscriptionRow } from './billing.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { canTransition, transition } from './subscription-status.ts';

type Deps = Pick<MembershipDeps, 'clock' | 'events' | 'outbox' | 'messageBudget' | 'brand' | 'log'>;
type Found = { locked: SubscriptionRow; title: string; amountCents: number };

/** Our status for Stripe's subscription status; null: no change of ours (incomplete, paused). */
function statusFor(stripeStatus: string, cancelAtPeriodEnd: boolean): SubscriptionStatus | null {
  if (stripeStatus === 'active' || stripeStatus === 'trialing') return cancelAtPeriodEnd ? 'canceled' : 'active';
  if (stripeStatus === 'past_due' || stripeStatus === 'unpaid') return 'past_due';
  if (stripeStatus === 'canceled' || stripeStatus === 'incomplete_expired') return 'expired';
  return null;
}

const later = (a: Date | null, b: Date) => (a && a > b ? a : b);

/**
 * What Stripe Billing's verified events change (ADR 058), in the transaction that recorded the event's id (a second
 * delivery never gets here: payments' subscription-billing.ts). Each change goes through `transition()` and the same
 * status writes as the renewal job's (billing.ts), with `membership.changed` in the transaction. Deliveries come out
 * of order: an invoice moves a membership only to a later period, and a subscription event older than the newest
 * event applied (`processor_event_at`) is not applied. A subscription still pending is its join's to settle.
 */
export function stripeBillingEvents(deps: Deps) {
  return async (tx: Tx, event: BillingEvent): Promise<void> => {
    const stripeId = 'subscription' in event ? event.subscription.subscriptionId : event.subscriptionId;
    const [row] = stripeId ? await subscriptionsWithOption(tx, and(eq(subscriptions.processorSubscriptionId, stripeId), eq(subscriptions.renewedBy, 'stripe'))) : [];
    if (!row) {
      deps.log.info({ stripeEvent: event.type, eventId: event.eventId, stripeId }, 'Stripe billing event of no membership of ours');
      return;
    }
    const locked = await lockSubscription(tx, row.subscription.id);
    const found: Found = { locked, title: row.title, amountCents: row.option.amountCents };
    if (locked.status === 'expired') return;
    const olderThanApplied = locked.processorEventAt !== null && event.createdAt < locked.processorEventAt;
    await tx.update(subscriptions).set({ processorEventAt: later(locked.processorEventAt, event.createdAt) }).where(eq(subscriptions.id, locked.id));
    switch (event.type) {
      case 'invoice.paid':
        return invoicePaid(tx, deps, found, event);
      case 'invoice.payment_failed':
        return invoiceFailed(tx, deps, found, event);
      case 'customer.subscription.updated':
        if (!olderThanApplied) await subscriptionUpdated(tx, deps, found, event.subscription);
        return;
      case 'customer.subscription.deleted':
        return ended(tx, deps, found);
    }
  };
}

/**
 * Stripe ended the subscription: expired. One ended at Stripe while active (from Stripe's dashboard) is cancelled
 * first, as the state machine has it (active → canceled → expired).
 */
async function ended(tx: Tx, deps: Deps, found: Found): Promise<void> {
  let { locked } = found;
  if (!canTransition(locked.status, 'expired')) {
    const now = deps.clock.now();
    [locked] = (await tx
      .update(subscriptions)
      .set({ status: transition(locked.status, 'canceled'), canceledAt: locked.canceledAt ?? now, updatedAt: now })
      .where(eq(subscriptions.id, locked.id))
      .returning()) as [SubscriptionRow];
  }
  await applyExpiry(tx, deps, locked, found);
}

type InvoiceEvent = Extract<BillingEvent, { invoiceId: string }>;

/** A paid invoice: its payment is recorded (once: the join's and a card change's are already), and a later period is had. */
async function invoicePaid(tx: Tx, deps: Deps, { locked }: Found, event: InvoiceEvent): Promise<void> {
  const [known] = await tx
    .select({ id: subscriptionPayments.id })
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.gatewayRef, event.invoiceId), eq(subscriptionPayments.status, 'succeeded')));
  const now = deps.clock.now();
  if (!known) {
    await tx
      .insert(subscriptionPayments)
      .values({
        subscriptionId: locked.id,
        amountCents: event.amountCents,
        status: 'succeeded',
        paidAt: now,
        periodStart: event.periodStart,
        periodEnd: event.periodEnd,
        cardId: locked.paymentMethodId,
        gatewayRef: event.invoiceId,
        idempotencyKey: `stripe-invoice:${event.invoiceId}`,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: subscriptionPayments.idempotencyKey });
  }
  // Only forward: a period already had (a late delivery of an earlier invoice) moves nothing.
  if (locked.currentPeriodEnd && event.periodEnd <= locked.currentPeriodEnd) return;
  if (locked.status !== 'active' && !canTransition(locked.status, 'active')) return;
  await applyRenewal(tx, deps, locked, { start: event.periodStart, end: event.periodEnd });
}

/** A refused invoice of a period not had yet: a failed payment with Stripe's words, past due, and an email (as the job's). */
async function invoiceFailed(tx: Tx, deps: Deps, { locked, title, amountCents }: Found, event: InvoiceEvent): Promise<void> {
  if (locked.currentPeriodEnd && event.periodEnd <= locked.currentPeriodEnd) return;
  if (locked.status !== 'active' && locked.status !== 'past_due') return;
  const reason = event.failureMessage ?? 'Your card was declined.';
  const now = deps.clock.now();
  await tx
    .insert(subscriptionPayments)
    .values({
      subscriptionId: locked.id,
      amountCents: event.amountCents,
      status: 'failed',
      periodStart: event.periodStart,
      periodEnd: event.periodEnd,
      cardId: locked.paymentMethodId,
      gatewayRef: event.invoiceId,
      failureMessage: reason,
      idempotencyKey: `stripe-invoice:${event.invoiceId}:${event.attemptCount}`,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: subscriptionPayments.idempotencyKey });
  await applyRenewalFailure(tx, deps, locked, { title, amountCents, reason, graceEnds: event.nextPaymentAttempt });
}

type SubscriptionEvent = Extract<BillingEvent, { subscription: object }>['subscription'];

/**
 * Stripe's subscription as it now is: cancelled at the period's end or resumed, past due, ended. Its period is taken
 * only when it is paid (active) and later than ours: a past-due one keeps the period it paid for, as with our job.
 */
async function subscriptionUpdated(tx: Tx, deps: Deps, found: Found, subscription: SubscriptionEvent): Promise<void> {
  const { locked } = found;
  const target = statusFor(subscription.status, subscription.cancelAtPeriodEnd);
  if (target === 'expired') return ended(tx, deps, found);
  const paidLater = (target === 'active' || target === 'canceled') && (!locked.currentPeriodEnd || subscription.currentPeriodEnd > locked.currentPeriodEnd);
  const moves = target !== null && target !== locked.status && canTransition(locked.status, target);
  if (!moves && !paidLater) return;
  const now = deps.clock.now();
  const status = moves ? transition(locked.status, target) : locked.status;
  await tx
    .update(subscriptions)
    .set({
      status,
      ...(status === 'canceled' ? { canceledAt: locked.canceledAt ?? now } : status === 'active' ? { canceledAt: null } : {}),
      ...(paidLater ? { currentPeriodStart: subscription.currentPeriodStart, currentPeriodEnd: subscription.currentPeriodEnd } : {}),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, locked.id));
  const change = status === 'canceled' ? 'canceled' : status === 'past_due' ? 'payment_failed' : 'renewed';
  await deps.events.emit(tx, { type: 'membership.changed', subscriptionId: locked.id, userId: locked.userId, change });
}
