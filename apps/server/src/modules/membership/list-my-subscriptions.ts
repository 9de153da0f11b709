import { type DetailedSubscription, membershipMessages, type Subscription, type SubscriptionCheck } from '@pitstop/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { creditCards, programPlans, programs, subscriptionOptions, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { givesMemberDiscount } from './member-discount.ts';
import { optionReading } from './readings.ts';
import { roadsideStandings } from './roadside-year.ts';
import { isCurrent } from './subscription-status.ts';

/** The caller's subscriptions with their plan, program, option and card, newest first. */
async function rowsOf(deps: Pick<MembershipDeps, 'db'>, userId: string, where?: SQL) {
  return deps.db
    .select({ subscription: subscriptions, plan: programPlans, program: programs, option: subscriptionOptions, card: creditCards })
    .from(subscriptions)
    .innerJoin(programPlans, eq(programPlans.id, subscriptions.programPlanId))
    .innerJoin(programs, eq(programs.id, programPlans.programId))
    .innerJoin(subscriptionOptions, eq(subscriptionOptions.id, subscriptions.subscriptionOptionId))
    .leftJoin(creditCards, and(eq(creditCards.id, subscriptions.paymentMethodId), eq(creditCards.userId, userId)))
    .where(and(eq(subscriptions.userId, userId), where))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}
type Row = Awaited<ReturnType<typeof rowsOf>>[number];

/** Roadside help comes with the option or with its whole plan. */
export const hasRoadside = ({ option, plan }: Pick<Row, 'option' | 'plan'>) => option.hasRoadside || plan.hasRoadside;

function reading({ subscription: s, plan, program, option }: Row): Subscription {
  return {
    id: s.id,
    status: s.status,
    canceledAt: s.canceledAt?.toISOString() ?? null,
    currentPeriodStart: s.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    programName: program.name,
    programPlanName: plan.name,
    programPlanId: plan.id,
    subscriptionOptionId: option.id,
    program: { name: program.name, partnerId: program.partnerId },
    hasRoadside: hasRoadside({ option, plan }),
    masterId: s.processorSubscriptionId,
    createdAt: s.createdAt.toISOString(),
  };
}

/**
 * GET my-subscriptions: the caller's own, newest first — the current ones (subscription-status.ts's rule), or all
 * of them with `isActive=false` (the history). A user's own subscriptions are theirs under any of their partners.
 */
export async function listMySubscriptions(deps: Pick<MembershipDeps, 'db'>, input: { userId: string; isActive: boolean }): Promise<Subscription[]> {
  const rows = await rowsOf(deps, input.userId);
  return rows.filter((row) => !input.isActive || isCurrent(row.subscription)).map(reading);
}

/** GET my-subscriptions/detailed: the current ones with option, price and card; `programPlanId` narrows to one plan. */
export async function listMyDetailedSubscriptions(
  deps: Pick<MembershipDeps, 'db' | 'clock'>,
  input: { userId: string; programPlanId?: string | undefined },
): Promise<DetailedSubscription[]> {
  const rows = (await rowsOf(deps, input.userId, input.programPlanId ? eq(subscriptions.programPlanId, input.programPlanId) : undefined)).filter((row) =>
    isCurrent(row.subscription),
  );
  return detailed(deps, rows);
}

/** One of the caller's subscriptions, detailed (what the write calls answer); another person's is 404. */
export async function getMyDetailedSubscription(deps: Pick<MembershipDeps, 'db' | 'clock'>, input: { userId: string; id: string }): Promise<DetailedSubscription> {
  const [one] = await detailed(deps, await rowsOf(deps, input.userId, eq(subscriptions.id, input.id)));
  if (!one) throw new AppError('not_found', membershipMessages.subscriptionNotFound);
  return one;
}

async function detailed(deps: Pick<MembershipDeps, 'db' | 'clock'>, rows: Row[]): Promise<DetailedSubscription[]> {
  const withRoadside = rows.filter((row) => hasRoadside(row)).map((row) => row.subscription);
  const standings = await roadsideStandings(deps.db, withRoadside, deps.clock.now());
  return rows.map((row) => {
    const standing = standings.get(row.subscription.id);
    return {
      ...reading(row),
      subscriptionOption: optionReading(row.option),
      programTitle: row.program.title,
      paymentMethod: row.card ? { id: row.card.id, paymentToken: row.card.paymentMethodId, brand: row.card.brand, last4: row.card.last4 } : null,
      roadside: standing
        ? {
            availableFrom: standing.availableFrom.toISOString(),
            yearStart: standing.yearStart.toISOString(),
            yearEnd: standing.yearEnd.toISOString(),
            eventsUsed: standing.eventsUsed,
            eventsLeft: standing.eventsLeft,
          }
        : null,
    };
  });
}

/**
 * GET my-subscriptions/check: whether the caller has a current subscription, and the newest such (ADR 057); and
 * whether their bookings take the members' discount (ADR 059), the same rule the booking applies — one read of the
 * caller's subscriptions answers both.
 */
export async function checkSubscription(deps: Pick<MembershipDeps, 'db'>, input: { userId: string }): Promise<SubscriptionCheck> {
  const current = (await rowsOf(deps, input.userId)).filter((row) => isCurrent(row.subscription));
  return {
    result: current.length > 0,
    subscriptionId: current[0]?.subscription.id ?? null,
    memberDiscount: current.some((row) => givesMemberDiscount(row.subscription, row.option)),
  };
}
