import { type Coverage, membershipMessages } from '@pitstop/contracts';
import { eq, sql } from 'drizzle-orm';
import { programPlans, programs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertInMarket } from '../locations/index.ts';
import type { MembershipDeps } from './membership-deps.ts';

/**
 * GET lookup/vo-coverage/{zipcode}/{program} and …-by-program-plan/{zipcode}/{programPlanId} (ADR 057's reading of
 * a/b): the program or plan must exist (404), then the locations module's market rule answers — success means
 * covered; out of market is its 422 'Zipcode is otm', a zip that does not exist its 422 'Zipcode is invalid'.
 */
export async function checkCoverage(
  deps: Pick<MembershipDeps, 'db' | 'coverage'>,
  input: { zipcode: string } & ({ program: string } | { programPlanId: string }),
): Promise<Coverage> {
  // By program, no plan is named: the reply's programPlanId is null.
  const [row] =
    'program' in input
      ? await deps.db
          .select({ programName: programs.name, programPlanId: sql<null>`null` })
          .from(programs)
          .where(eq(programs.name, input.program.toLowerCase()))
      : await deps.db
          .select({ programName: programs.name, programPlanId: programPlans.id })
          .from(programPlans)
          .innerJoin(programs, eq(programs.id, programPlans.programId))
          .where(eq(programPlans.id, input.programPlanId));
  if (!row) throw new AppError('not_found', membershipMessages.programOrPlanNotFound);
  const found = assertInMarket(deps.coverage, input.zipcode);
  return { covered: true, zipcode: found.zip.zip, programName: row.programName, programPlanId: row.programPlanId };
}
