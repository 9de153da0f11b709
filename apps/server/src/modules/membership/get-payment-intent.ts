import { formatCents, membershipMessages, type PaymentIntentPreview } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { programPlans, programs, subscriptionOptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MembershipDeps } from './membership-deps.ts';

/**
 * GET my-subscriptions/stripe/payment-intent: what joining with an option of the X-Partner-Id partner's plans
 * charges today. No client secret (ADR 058): the period is charged off-session on a card whose setup the person
 * already confirmed, so nothing is left to confirm in the browser.
 */
export async function getPaymentIntent(deps: Pick<MembershipDeps, 'db'>, input: { partnerId: string; subscriptionOptionId: string }): Promise<z.infer<typeof PaymentIntentPreview>> {
  const [row] = await deps.db
    .select({ option: subscriptionOptions, title: programs.title })
    .from(subscriptionOptions)
    .innerJoin(programPlans, eq(programPlans.id, subscriptionOptions.programPlanId))
    .innerJoin(programs, eq(programs.id, programPlans.programId))
    .where(and(eq(subscriptionOptions.id, input.subscriptionOptionId), eq(programs.partnerId, input.partnerId)));
  if (!row) throw new AppError('not_found', membershipMessages.optionNotFound);
  return {
    subscriptionOptionId: row.option.id,
    amount: row.option.amountCents,
    formattedAmount: formatCents(row.option.amountCents),
    currency: 'usd',
    description: `${row.title}: ${row.option.label}`,
    clientSecret: null,
  };
}
