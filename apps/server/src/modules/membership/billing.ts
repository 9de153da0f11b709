import { FREQUENCY_MONTHS, membershipMessages, type SubscriptionFrequency } from '@pitstop/contracts';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditCards, programPlans, programs, subscriptionOptions, subscriptionPayments, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingPrice, BillingSubscription, PaymentsBilling } from '../payments/index.ts';
import { queueMembershipEmail } from './membership-emails.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { transition } from './subscription-status.ts';
import { addMonths } from '../../lib/calendar-months.ts';

/**
 * The recurring charge of a membership (ADR 058): a period is charged off-session on the saved card, through a
 * payment row written before the gateway hears of it (pending) and after (succeeded | failed). The row's key is
 * the business action's and the gateway's, so a twin request or a second node replays the same charge.
 */

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A membership's period is calendar months (lib/calendar-months.ts; car care's warranties count them the same way). */
export { addMonths };

export const periodFrom = (start: Date, frequency: SubscriptionFrequency) => ({ start, end: addMonths(start, FREQUENCY_MONTHS[frequency]) });

/** The processor's subscription id of ours (masterId): the job renews it, so it is our own name for it. */
export const processorIdOf = (subscriptionId: string) => `sub_${subscriptionId.replaceAll('-', '')}`;

/** The caller's saved card (not deleted, at the configured gateway) by its gateway payment-method id; 404 cardNotFound otherwise. */
export async function ownCardByToken(deps: Pick<MembershipDeps, 'db' | 'payments'>, userId: string, paymentToken: string): Promise<{ id: string }> {
  const [card] = await deps.db
    .select({ id: creditCards.id })
    .from(creditCards)
    .where(and(eq(creditCards.paymentMethodId, paymentToken), eq(creditCards.userId, userId), eq(creditCards.gateway, deps.payments.gateway.kind), isNull(creditCards.deletedAt)));
  if (!card) throw new AppError('not_found', membershipMessages.cardNotFound, { pointer: '/paymentToken' });
  return card;
}

export type ChargeOutcome = { paid: true; paymentId: string; period: { start: Date; end: Date } } | { paid: false; paymentId: string; message: string };

/** How a period is paid: our off-session charge (the default), or Stripe Billing's invoice (its ref and the period it paid). */
export type PayPeriod = (row: { id: string; cardId: string; amountCents: number }) => Promise<{ gatewayRef: string; period?: { start: Date; end: Date } }>;

/**
 * Charge one period of a subscription. `key` names the action (`subscribe:{id}`, `renew:{id}:{periodEnd}:{n}`):
 * the same key again answers the first outcome without a second charge. A gateway that does not answer leaves the
 * row pending and throws (503): the same key later settles it. `pay` is Stripe Billing's way when it bills the
 * subscription (ADR 058); the row is the same either way.
 */
export async function chargePeriod(
  deps: Pick<MembershipDeps, 'db' | 'clock' | 'payments'>,
  input: { subscription: SubscriptionRow; cardId: string; amountCents: number; period: { start: Date; end: Date }; key: string; description: string; pay?: PayPeriod },
): Promise<ChargeOutcome> {
  const now = deps.clock.now();
  await deps.db
    .insert(subscriptionPayments)
    .values({
      subscriptionId: input.subscription.id,
      amountCents: input.amountCents,
      status: 'pending',
      periodStart: input.period.start,
      periodEnd: input.period.end,
      cardId: input.cardId,
      idempotencyKey: input.key,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: subscriptionPayments.idempotencyKey });
  const [row] = await deps.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.idempotencyKey, input.key));
  if (!row || row.subscriptionId !== input.subscription.id) throw new AppError('conflict', membershipMessages.paymentInProgress);
  const periodOf = (paid: { periodStart: Date | null; periodEnd: Date | null }) => ({ start: paid.periodStart ?? input.period.start, end: paid.periodEnd ?? input.period.end });
  if (row.status === 'succeeded') return { paid: true, paymentId: row.id, period: periodOf(row) };
  if (row.status === 'failed') return { paid: false, paymentId: row.id, message: row.failureMessage ?? 'Your card was declined.' };
  const cardId = row.cardId ?? input.cardId;
  const offSession: PayPeriod = async () => {
    const { chargeId } = await deps.payments.charge({
      userId: input.subscription.userId,
      cardId,
      amountCents: row.amountCents,
      idempotencyKey: `membership:${input.key}`,
      description: input.description,
      metadata: { subscription_id: input.subscription.id, payment_id: row.id },
    });
    return { gatewayRef: chargeId };
  };
  try {
    const { gatewayRef, period } = await (input.pay ?? offSession)({ id: row.id, cardId, amountCents: row.amountCents });
    const paid = { periodStart: period?.start ?? row.periodStart, periodEnd: period?.end ?? row.periodEnd };
    await deps.db
      .update(subscriptionPayments)
      .set({ status: 'succeeded', gatewayRef, ...paid, paidAt: deps.clock.now(), updatedAt: deps.clock.now() })
      .where(and(eq(subscriptionPayments.id, row.id), eq(subscriptionPayments.status, 'pending')));
    return { paid: true, paymentId: row.id, period: periodOf(paid) };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'card_declined') throw error;
    await deps.db
      .update(subscriptionPayments)
      .set({ status: 'failed', failureMessage: error.detail, updatedAt: deps.clock.now() })
      .where(and(eq(subscriptionPayments.id, row.id), eq(subscriptionPayments.status, 'pending')));
    return { paid: false, paymentId: row.id, message: error.detail };
  }
}

/** Stripe Billing, for a subscription it renews (`renewed_by` stripe): the gateway has it, or the server was started without it. */
export function billingOf(deps: Pick<MembershipDeps, 'payments'>): PaymentsBilling {
  const billing = deps.payments.billing;
  if (!billing) throw new AppError('unavailable', membershipMessages.billingUnavailable);
  return billing;
}

/** What a Stripe Billing answer paid, as a payment row records it: the invoice (its ref) and the period it paid for. */
export function paidAtGateway(subscription: BillingSubscription): { gatewayRef: string; period: { start: Date; end: Date } } {
  const invoice = subscription.paidInvoice;
  return {
    gatewayRef: invoice?.invoiceId ?? subscription.subscriptionId,
    period: { start: invoice?.periodStart ?? subscription.currentPeriodStart, end: invoice?.periodEnd ?? subscription.currentPeriodEnd },
  };
}

/** What an option costs at Stripe Billing: one price per option, amount and months (ADR 058). */
export const billingPriceOf = (option: { id: string; amountCents: number; frequency: SubscriptionFrequency; label: string }, title: string): BillingPrice => ({
  optionId: option.id,
  amountCents: option.amountCents,
  intervalMonths: FREQUENCY_MONTHS[option.frequency],
  productName: `${title}: ${option.label}`,
});

/**
 * The key of one gateway action on a subscription as it stands (cancel, resume, a card change): the row's last
 * change is in it, so a double click is one action, while cancel → resume → cancel are three (Stripe replays a
 * key's first answer without acting again).
 */
export const actionKey = (action: string, subscription: SubscriptionRow, extra = '') => `membership:${action}:${subscription.id}:${subscription.updatedAt.getTime()}${extra}`;

type StatusDeps = Pick<MembershipDeps, 'clock' | 'events' | 'outbox' | 'messageBudget' | 'brand'>;
type Billed = { title: string; amountCents: number };

/** A locked subscription paid for its next period: active (a past-due one again) with that period; `renewed`. */
export async function applyRenewal(tx: Tx, deps: StatusDeps, locked: SubscriptionRow, period: { start: Date; end: Date }): Promise<void> {
  const status = locked.status === 'active' ? 'active' : transition(locked.status, 'active');
  await tx
    .update(subscriptions)
    .set({ status, currentPeriodStart: period.start, currentPeriodEnd: period.end, updatedAt: deps.clock.now() })
    .where(eq(subscriptions.id, locked.id));
  await deps.events.emit(tx, { type: 'membership.changed', subscriptionId: locked.id, userId: locked.userId, change: 'renewed' });
}

/** A locked subscription whose renewal the card refused: past due (an active one), `payment_failed`, and an email. */
export async function applyRenewalFailure(tx: Tx, deps: StatusDeps, locked: SubscriptionRow, billed: Billed & { reason: string | null; graceEnds: Date | null }): Promise<void> {
  if (locked.status === 'active') {
    await tx.update(subscriptions).set({ status: transition(locked.status, 'past_due'), updatedAt: deps.clock.now() }).where(eq(subscriptions.id, locked.id));
  }
  await deps.events.emit(tx, { type: 'membership.changed', subscriptionId: locked.id, userId: locked.userId, change: 'payment_failed' });
  await queueMembershipEmail(tx, deps, 'membership-payment-failed', { userId: locked.userId, ...billed });
}

/** A locked subscription that ends: expired, `expired`, and an email. */
export async function applyExpiry(tx: Tx, deps: StatusDeps, locked: SubscriptionRow, billed: Billed): Promise<void> {
  await tx.update(subscriptions).set({ status: transition(locked.status, 'expired'), updatedAt: deps.clock.now() }).where(eq(subscriptions.id, locked.id));
  await deps.events.emit(tx, { type: 'membership.changed', subscriptionId: locked.id, userId: locked.userId, change: 'expired' });
  await queueMembershipEmail(tx, deps, 'membership-expired', { userId: locked.userId, ...billed, reason: null, graceEnds: null });
}

/** The subscription row, locked for the rest of the transaction (every status change holds it: ADR 058). */
export async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  if (!row) throw new AppError('not_found', membershipMessages.subscriptionNotFound);
  return row;
}

/** Subscriptions with their option and their program's title: what a charge needs to say and to take. */
export function subscriptionsWithOption(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({ subscription: subscriptions, option: subscriptionOptions, title: programs.title })
    .from(subscriptions)
    .innerJoin(subscriptionOptions, eq(subscriptionOptions.id, subscriptions.subscriptionOptionId))
    .innerJoin(programPlans, eq(programPlans.id, subscriptions.programPlanId))
    .innerJoin(programs, eq(programs.id, programPlans.programId))
    .where(where);
}
