import { membershipMessages, type ProgramAndPlan } from '@pitstop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { programPlans, programs, subscriptionOptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { optionReading } from './readings.ts';

/**
 * GET lookup/program-and-plan/{program}/{plan} (and program-validation): a program by its slug, one of its plans by
 * name, the plan's options by amount; 404 with a sentence when either is unknown. Programs are public facts: any
 * known X-Partner-Id may ask (ADR 057).
 */
export async function getProgramAndPlan(deps: Pick<MembershipDeps, 'db'>, input: { program: string; plan: string }): Promise<ProgramAndPlan> {
  const [row] = await deps.db
    .select({ program: programs, plan: programPlans })
    .from(programs)
    .innerJoin(programPlans, eq(programPlans.programId, programs.id))
    .where(and(eq(programs.name, input.program.toLowerCase()), eq(programPlans.name, input.plan.toLowerCase())));
  if (!row) throw new AppError('not_found', membershipMessages.programOrPlanNotFound);
  const options = await deps.db
    .select()
    .from(subscriptionOptions)
    .where(eq(subscriptionOptions.programPlanId, row.plan.id))
    .orderBy(asc(subscriptionOptions.amountCents), asc(subscriptionOptions.id));
  const { id, name, title, partnerId, customDomain } = row.program;
  const { hiddenFreePlan, hasRoadside } = row.plan;
  return {
    program: { id, name, title, partnerId, customDomain },
    programPlan: { id: row.plan.id, name: row.plan.name, hiddenFreePlan, hasRoadside },
    subscriptionOptions: options.map(optionReading),
  };
}
