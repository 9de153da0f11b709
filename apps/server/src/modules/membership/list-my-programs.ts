import type { Program } from '@pitstop/contracts';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { programPlans, programs, subscriptions, users } from '../../db/schema/index.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { programsWithPlans } from './readings.ts';

/**
 * GET my-coverage/programs: the programs the caller belongs to — the one signed up through and those holding one
 * of the caller's subscriptions (any status). The brand's own program is not listed for a plain member (ADR 057):
 * a user "with a program" is one a partner brought in.
 */
export async function listMyPrograms(deps: Pick<MembershipDeps, 'db'>, input: { userId: string }): Promise<Program[]> {
  const subscribed = deps.db
    .select({ id: programPlans.programId })
    .from(subscriptions)
    .innerJoin(programPlans, eq(programPlans.id, subscriptions.programPlanId))
    .where(eq(subscriptions.userId, input.userId));
  const signedUp = deps.db.select({ name: users.partnerName }).from(users).where(eq(users.id, input.userId));
  const rows = await deps.db
    .select()
    .from(programs)
    .where(or(inArray(programs.id, subscribed), inArray(programs.name, signedUp)))
    .orderBy(asc(programs.name));
  return programsWithPlans(deps.db, rows);
}
