import { type CreateSubscriptionInput, type DetailedSubscription, membershipMessages } from '@pitstop/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { join, optionOfPlan, planOfPartner } from './subscribe.ts';

/**
 * POST my-subscriptions: enrol by program and plan names in a partner-sponsored plan — one option, costing
 * nothing (the ride-share drivers'). A plan with a price (or a choice of options) is 422 sponsoredOnly: joining it
 * takes a card (subscribe). `sourceId` is kept on the subscription.
 */
export async function createSubscription(
  deps: Pick<MembershipDeps, 'db' | 'clock' | 'payments' | 'coverage' | 'events'>,
  input: { userId: string; partnerId: string; body: z.output<typeof CreateSubscriptionInput> },
): Promise<DetailedSubscription> {
  const plan = await planOfPartner(deps, input.partnerId, { program: input.body.programName, plan: input.body.programPlanName });
  const option = await optionOfPlan(deps, plan.plan.id, undefined).catch(() => null);
  if (!option || option.amountCents !== 0) throw new AppError('validation_failed', membershipMessages.sponsoredOnly);
  return join(deps, { userId: input.userId, partnerId: input.partnerId, plan, option, body: { processor: 'stripe', zipCode: input.body.zipCode, sourceId: input.body.sourceId } });
}
