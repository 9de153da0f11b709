import type { DetailedSubscription, SubscribeByPlanInput } from '@pitstop/contracts';
import type { z } from 'zod';
import type { MembershipDeps } from './membership-deps.ts';
import { join, optionOfPlan, planOfPartner } from './subscribe.ts';

/**
 * POST my-subscriptions/{program}/{plan}: join the plan the path names (of a program of the X-Partner-Id
 * partner); the option defaults to the plan's only one (several and none named: 422 "Choose an option.").
 */
export async function subscribeByProgramAndPlan(
  deps: Pick<MembershipDeps, 'db' | 'clock' | 'payments' | 'coverage' | 'events'>,
  input: { userId: string; partnerId: string; program: string; plan: string; body: z.output<typeof SubscribeByPlanInput> },
): Promise<DetailedSubscription> {
  const { subscriptionOptionId, ...body } = input.body;
  const plan = await planOfPartner(deps, input.partnerId, { program: input.program, plan: input.plan });
  const option = await optionOfPlan(deps, plan.plan.id, subscriptionOptionId);
  return join(deps, { userId: input.userId, partnerId: input.partnerId, plan, option, body });
}
