import { FREQUENCY_MONTHS, membershipMessages, type SubscriptionFrequency } from '@pitstop/contracts';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditCards, programPlans, programs, subscriptionOptions, subscriptionPayments, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MembershipDeps } from './membership-deps.ts';

/**
 * The recurring charge of a membership (ADR 058): a period is charged off-session on the saved card, through a
 * payment row written before the gateway hears of it (pending) and after (succeeded | failed). The row's key is
 * the business action's and the gateway's, so a twin request or a second node replays the same charge.
 */

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** `start` plus `months` calendar months in UTC; a day past the month's end falls on its last day (Jan 31 → Feb 28). */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start);
  const day = start.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

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

export type ChargeOutcome = { paid: true; paymentId: string } | { paid: false; paymentId: string; message: string };

/**
 * Charge one period of a subscription. `key` names the action (`subscribe:{id}`, `renew:{id}:{periodEnd}:{n}`):
 * the same key again answers the first outcome without a second charge. A gateway that does not answer leaves the
 * row pending and throws (503): the same key later settles it.
 */
export async function chargePeriod(
  deps: Pick<MembershipDeps, 'db' | 'clock' | 'payments'>,
  input: { subscription: SubscriptionRow; cardId: string; amountCents: number; period: { start: Date; end: Date }; key: string; description: string },
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
  if (row.status === 'succeeded') return { paid: true, paymentId: row.id };
  if (row.status === 'failed') return { paid: false, paymentId: row.id, message: row.failureMessage ?? 'Your card was declined.' };
  try {
    const { chargeId } = await deps.payments.charge({
      userId: input.subscription.userId,
      cardId: row.cardId ?? input.cardId,
      amountCents: row.amountCents,
      idempotencyKey: `membership:${input.key}`,
      description: input.description,
      metadata: { subscription_id: input.subscription.id, payment_id: row.id },
    });
    await deps.db
      .update(subscriptionPayments)
      .set({ status: 'succeeded', gatewayRef: chargeId, paidAt: deps.clock.now(), updatedAt: deps.clock.now() })
      .where(and(eq(subscriptionPayments.id, row.id), eq(subscriptionPayments.status, 'pending')));
    return { paid: true, paymentId: row.id };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'card_declined') throw error;
    await deps.db
      .update(subscriptionPayments)
      .set({ status: 'failed', failureMessage: error.detail, updatedAt: deps.clock.now() })
      .where(and(eq(subscriptionPayments.id, row.id), eq(subscriptionPayments.status, 'pending')));
    return { paid: false, paymentId: row.id, message: error.detail };
  }
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
