import { membershipMessages, type Partner } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { partners, programPlans, programs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { PARTNER_COLUMNS } from './list-my-partners.ts';
import type { MembershipDeps } from './membership-deps.ts';

/** GET my-partners/by-program-and-plan/{program}/{plan}: the partner behind a program and plan; 404 when unknown. */
export async function getPartnerByProgramAndPlan(deps: Pick<MembershipDeps, 'db'>, input: { program: string; plan: string }): Promise<Partner> {
  const [row] = await deps.db
    .select(PARTNER_COLUMNS)
    .from(programs)
    .innerJoin(programPlans, eq(programPlans.programId, programs.id))
    .innerJoin(partners, eq(partners.id, programs.partnerId))
    .where(and(eq(programs.name, input.program.toLowerCase()), eq(programPlans.name, input.plan.toLowerCase())));
  if (!row) throw new AppError('not_found', membershipMessages.programOrPlanNotFound);
  return row;
}
