import { type DetailedSubscription, membershipMessages, type SubscribeInput } from '@pitstop/contracts';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { programPlans, programs, subscriptionOptions, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { assertInMarket } from '../locations/index.ts';
import type { BillingSubscription } from '../payments/index.ts';
import { actionKey, billingOf, paidAtGateway, billingPriceOf, chargePeriod, lockSubscription, ownCardByToken, type PayPeriod, periodFrom, processorIdOf, subscriptionsWithOption, type SubscriptionRow } from './billing.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { getMyDetailedSubscription } from './list-my-subscriptions.ts';
import { transition } from './subscription-status.ts';

type Deps = Pick<MembershipDeps, 'db' | 'clock' | 'payments' | 'coverage' | 'events'>;
export type JoinInput = Omit<z.output<typeof SubscribeInput>, 'programPlanId' | 'subscriptionOptionId'> & { sourceId?: string | undefined };
type Plan = { plan: typeof programPlans.$inferSelect; program: typeof programs.$inferSelect };
type Option = typeof subscriptionOptions.$inferSelect;

/** A plan of a program of the X-Partner-Id partner, by id or by program and plan names; 404 otherwise. */
export async function planOfPartner(deps: Pick<MembershipDeps, 'db'>, partnerId: string, which: { id: string } | { program: string; plan: string }): Promise<Plan> {
  const where: SQL | undefined =
    'id' in which ? eq(programPlans.id, which.id) : and(eq(programs.name, which.program.toLowerCase()), eq(programPlans.name, which.plan.toLowerCase()));
  const [row] = await deps.db
    .select({ plan: programPlans, program: programs })
    .from(programPlans)
    .innerJoin(programs, eq(programs.id, programPlans.programId))
    .where(and(where, eq(programs.partnerId, partnerId)));
  if (!row) throw new AppError('not_found', membershipMessages.programOrPlanNotFound);
  return row;
}

/** The plan's option by id (an option of another plan is 404), or its only one when none is named (several: 422). */
export async function optionOfPlan(deps: Pick<MembershipDeps, 'db'>, planId: string, optionId: string | undefined): Promise<Option> {
  const options = await deps.db.select().from(subscriptionOptions).where(eq(subscriptionOptions.programPlanId, planId));
  if (optionId === undefined) {
    if (options.length !== 1) throw new AppError('validation_failed', membershipMessages.chooseOption, { pointer: '/subscriptionOptionId' });
    return options[0]!;
  }
  const option = options.find((o) => o.id === optionId);
  if (!option) throw new AppError('not_found', membershipMessages.optionNotFound);
  return option;
}

/** The body's optional partner and customer must be the caller's own (ADR 058: 404, as for anything not theirs). */
async function checkOwnership(deps: Deps, userId: string, partnerId: string, input: { partnerId?: string | undefined; customerId?: string | undefined }) {
  if (input.partnerId !== undefined && input.partnerId !== partnerId) throw new AppError('not_found', membershipMessages.partnerMismatch);
  if (input.customerId !== undefined && input.customerId !== (await deps.payments.knownCustomer(userId))) {
    throw new AppError('not_found', membershipMessages.customerMismatch);
  }
}

/** The 409 for a second current subscription: the one the person has, by its program's title. */
async function alreadyMember(deps: Pick<MembershipDeps, 'db'>, userId: string): Promise<AppError> {
  const [current] = await deps.db
    .select({ title: programs.title })
    .from(subscriptions)
    .innerJoin(programPlans, eq(programPlans.id, subscriptions.programPlanId))
    .innerJoin(programs, eq(programs.id, programPlans.programId))
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'expired')));
  return new AppError('conflict', membershipMessages.alreadyMember(current?.title ?? 'a membership'));
}

/**
 * Join (ADR 058): a new subscription, pending while its first period is charged on the card; active once paid. The
 * partial unique index makes a second current subscription impossible: a twin request (a double click) is 409.
 * A declined card leaves nothing behind (the pending subscription and its payment are deleted) and is 402 with
 * the gateway's words. An option costing nothing needs no card and is active at once.
 */
export async function join(deps: Deps, input: { userId: string; partnerId: string; plan: Plan; option: Option; body: JoinInput }): Promise<DetailedSubscription> {
  const { userId, plan, option, body } = input;
  await checkOwnership(deps, userId, input.partnerId, body);
  if (body.zipCode !== undefined) assertInMarket(deps.coverage, body.zipCode);
  if (body.processorSubscriptionId !== undefined) return renew(deps, { userId, processorSubscriptionId: body.processorSubscriptionId, paymentToken: body.paymentToken });
  const paid = option.amountCents > 0;
  if (paid && body.paymentToken === undefined) throw new AppError('validation_failed', membershipMessages.cardRequired, { pointer: '/paymentToken' });
  const card = body.paymentToken !== undefined ? await ownCardByToken(deps, userId, body.paymentToken) : null;
  const now = deps.clock.now();
  let created: SubscriptionRow;
  try {
    [created] = (await deps.db
      .insert(subscriptions)
      .values({
        userId,
        programPlanId: plan.plan.id,
        subscriptionOptionId: option.id,
        status: 'pending',
        paymentMethodId: card?.id ?? null,
        sourceId: body.sourceId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [SubscriptionRow];
  } catch (error) {
    if (isUniqueViolation(error, 'subscriptions_one_current_per_user')) throw await alreadyMember(deps, userId);
    throw error;
  }
  // Pending counts as current (ADR 057): every node's kept answers of this user drop now.
  await deps.events.emit(deps.db, { type: 'membership.changed', subscriptionId: created.id, userId, change: 'joined' });
  await settleJoin(deps, { subscription: created, option, title: plan.program.title });
  return getMyDetailedSubscription(deps, { userId, id: created.id });
}

/**
 * The first period of a pending subscription: charged (an option with a price) and then active with its period
 * from the subscription's signing; refused, the subscription and its payment are deleted and the answer is 402
 * with the gateway's words. No answer from the gateway (503) leaves it pending: the charge may have been made, so
 * the renewal job settles it later with the same key (the subscription's), which replays the same charge.
 */
export async function settleJoin(
  deps: Pick<MembershipDeps, 'db' | 'clock' | 'payments' | 'events'>,
  input: { subscription: SubscriptionRow; option: Option; title: string },
): Promise<void> {
  const { subscription, option } = input;
  const period = periodFrom(subscription.createdAt, option.frequency);
  const changed = { type: 'membership.changed', subscriptionId: subscription.id, userId: subscription.userId } as const;
  const forget = () =>
    deps.db.transaction(async (tx) => {
      await tx.delete(subscriptions).where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, 'pending')));
      await deps.events.emit(tx, { ...changed, change: 'join_refused' });
    });
  // With Stripe Billing a paid option is Stripe's subscription on the card, its first invoice paid now (ADR 058).
  const billing = option.amountCents > 0 ? deps.payments.billing : null;
  let atGateway: BillingSubscription | null = null;
  const createAtGateway = async (cardId: string) =>
    (atGateway = await billing!.createSubscription({
      userId: subscription.userId,
      cardId,
      price: billingPriceOf(option, input.title),
      idempotencyKey: `membership:subscribe:${subscription.id}`,
      metadata: { subscription_id: subscription.id },
    }));
  let paidPeriod = period;
  if (option.amountCents > 0) {
    const outcome = subscription.paymentMethodId
      ? await chargePeriod(deps, {
          subscription,
          cardId: subscription.paymentMethodId,
          amountCents: option.amountCents,
          period,
          key: `subscribe:${subscription.id}`,
          description: `${input.title}: ${option.label}`,
          ...(billing
            ? {
                pay: async ({ cardId }) => paidAtGateway(await createAtGateway(cardId)),
              }
            : {}),
        })
      : { paid: false as const, message: membershipMessages.cardRequired };
    if (!outcome.paid) {
      await forget();
      throw new AppError('card_declined', outcome.message, { pointer: '/paymentToken' });
    }
    paidPeriod = outcome.period;
    // Paid on an earlier try whose answer was lost: the same key again is Stripe's same subscription.
    if (billing && !atGateway) await createAtGateway(subscription.paymentMethodId!);
  }
  const gatewaySubscription = atGateway as BillingSubscription | null;
  await deps.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, subscription.id);
    if (locked.status !== 'pending') return;
    await tx
      .update(subscriptions)
      .set({
        status: transition(locked.status, 'active'),
        currentPeriodStart: paidPeriod.start,
        currentPeriodEnd: paidPeriod.end,
        processorSubscriptionId: gatewaySubscription?.subscriptionId ?? processorIdOf(subscription.id),
        renewedBy: gatewaySubscription ? 'stripe' : 'app',
        updatedAt: deps.clock.now(),
      })
      .where(eq(subscriptions.id, subscription.id));
    await deps.events.emit(tx, { ...changed, change: 'joined' });
  });
}

/**
 * Renew (`processorSubscriptionId` in the subscribe body): a cancelled subscription still in its period is active
 * again (it is charged at the period's end, as before); a past-due one is charged now (on the given card, or its
 * own) and starts a new period. Anything else is 409.
 */
export async function renew(
  deps: Deps,
  input: { userId: string; processorSubscriptionId: string; paymentToken?: string | undefined },
): Promise<DetailedSubscription> {
  const ref = input.processorSubscriptionId;
  const [found] = await subscriptionsWithOption(
    deps.db,
    and(eq(subscriptions.userId, input.userId), or(eq(subscriptions.processorSubscriptionId, ref), /^[0-9a-f-]{36}$/i.test(ref) ? eq(subscriptions.id, ref) : undefined)),
  );
  if (!found) throw new AppError('not_found', membershipMessages.subscriptionNotFound);
  const { subscription } = found;
  const now = deps.clock.now();
  if (subscription.status === 'canceled' && subscription.currentPeriodEnd && subscription.currentPeriodEnd > now) {
    // Stripe Billing renews it again at the period's end (its cancellation at the period's end is undone first).
    if (subscription.renewedBy === 'stripe' && subscription.processorSubscriptionId) {
      await billingOf(deps).resume(subscription.processorSubscriptionId, actionKey('resume', subscription));
    }
    await deps.db.transaction(async (tx) => {
      const locked = await lockSubscription(tx, subscription.id);
      await tx
        .update(subscriptions)
        .set({ status: transition(locked.status, 'active'), canceledAt: null, updatedAt: now })
        .where(eq(subscriptions.id, subscription.id));
      await deps.events.emit(tx, { type: 'membership.changed', subscriptionId: subscription.id, userId: subscription.userId, change: 'renewed' });
    });
    return getMyDetailedSubscription(deps, { userId: input.userId, id: subscription.id });
  }
  if (subscription.status !== 'past_due') throw new AppError('conflict', membershipMessages.notRenewable);
  const cardId = input.paymentToken !== undefined ? (await ownCardByToken(deps, input.userId, input.paymentToken)).id : subscription.paymentMethodId;
  if (!cardId) throw new AppError('validation_failed', membershipMessages.cardRequired, { pointer: '/paymentToken' });
  return payPastDue(deps, { subscription, cardId, amountCents: found.option.amountCents, frequency: found.option.frequency, title: found.title, label: found.option.label });
}

/**
 * A past-due subscription charged now on `cardId` (a renewal or a new card): paid, it is active with a new period
 * from now and billed to that card; refused, it stays past due and the answer is 402 with the gateway's words.
 */
export async function payPastDue(
  deps: Pick<MembershipDeps, 'db' | 'clock' | 'payments' | 'events'>,
  input: { subscription: SubscriptionRow; cardId: string; amountCents: number; frequency: Option['frequency']; title: string; label: string },
): Promise<DetailedSubscription> {
  const { subscription } = input;
  const now = deps.clock.now();
  const period = periodFrom(now, input.frequency);
  // One retry per card and failed period: a double click is the same charge; another card is a new attempt.
  const failedPeriod = subscription.currentPeriodEnd?.toISOString() ?? 'none';
  const key = `pay-past-due:${subscription.id}:${failedPeriod}:${input.cardId}:${now.toISOString().slice(0, 10)}`;
  // Stripe Billing: its open invoice is paid on the card, which then bills the subscription (ADR 058).
  const processorId = subscription.renewedBy === 'stripe' ? subscription.processorSubscriptionId : null;
  const pay: PayPeriod | undefined = processorId
    ? async ({ cardId }) =>
        paidAtGateway(await billingOf(deps).setDefaultPaymentMethod({ userId: subscription.userId, cardId, subscriptionId: processorId, idempotencyKey: `membership:${key}` }))
    : undefined;
  const outcome = await chargePeriod(deps, {
    subscription,
    cardId: input.cardId,
    amountCents: input.amountCents,
    period,
    key,
    description: `${input.title}: ${input.label}`,
    ...(pay ? { pay } : {}),
  });
  if (!outcome.paid) throw new AppError('card_declined', outcome.message, { pointer: '/paymentMethodId' });
  const paidPeriod = outcome.period;
  await deps.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, subscription.id);
    if (locked.status !== 'past_due') return; // a twin request made it active already
    await tx
      .update(subscriptions)
      .set({ status: transition(locked.status, 'active'), currentPeriodStart: paidPeriod.start, currentPeriodEnd: paidPeriod.end, paymentMethodId: input.cardId, updatedAt: now })
      .where(eq(subscriptions.id, subscription.id));
    await deps.events.emit(tx, { type: 'membership.changed', subscriptionId: subscription.id, userId: subscription.userId, change: 'renewed' });
  });
  return getMyDetailedSubscription(deps, { userId: subscription.userId, id: subscription.id });
}

/** POST my-subscriptions/subscribe: join with an option of a plan of the X-Partner-Id partner (or renew one). */
export async function subscribe(
  deps: Deps,
  input: { userId: string; partnerId: string; body: z.output<typeof SubscribeInput> },
): Promise<DetailedSubscription> {
  const { programPlanId, subscriptionOptionId, ...body } = input.body;
  if (body.processorSubscriptionId !== undefined) {
    await checkOwnership(deps, input.userId, input.partnerId, body);
    return renew(deps, { userId: input.userId, processorSubscriptionId: body.processorSubscriptionId, paymentToken: body.paymentToken });
  }
  const plan = await planOfPartner(deps, input.partnerId, { id: programPlanId });
  const option = await optionOfPlan(deps, plan.plan.id, subscriptionOptionId);
  return join(deps, { userId: input.userId, partnerId: input.partnerId, plan, option, body });
}
