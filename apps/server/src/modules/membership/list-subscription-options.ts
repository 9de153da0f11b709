import { membershipMessages, type SubscriptionOption } from '@pitstop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { programPlans, programs, subscriptionOptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { optionReading } from './readings.ts';

/**
 * GET my-subscriptions/subscription-options[/{programPlanId}]: the options of the X-Partner-Id partner's plans (or
 * of one of them), by amount. A plan of another partner's program is 404, as an unknown one (ADR 057).
 */
export async function listSubscriptionOptions(
  deps: Pick<MembershipDeps, 'db'>,
  input: { partnerId: string; programPlanId?: string },
): Promise<SubscriptionOption[]> {
  const rows = await deps.db
    .select({ option: subscriptionOptions })
    .from(subscriptionOptions)
    .innerJoin(programPlans, eq(programPlans.id, subscriptionOptions.programPlanId))
    .innerJoin(programs, eq(programs.id, programPlans.programId))
    .where(and(eq(programs.partnerId, input.partnerId), input.programPlanId ? eq(programPlans.id, input.programPlanId) : undefined))
    .orderBy(asc(subscriptionOptions.amountCents), asc(subscriptionOptions.id));
  if (input.programPlanId && rows.length === 0) {
    const [plan] = await deps.db
      .select({ id: programPlans.id })
      .from(programPlans)
      .innerJoin(programs, eq(programs.id, programPlans.programId))
      .where(and(eq(programPlans.id, input.programPlanId), eq(programs.partnerId, input.partnerId)));
    if (!plan) throw new AppError('not_found', membershipMessages.programOrPlanNotFound);
  }
  return rows.map(({ option }) => optionReading(option));
}
