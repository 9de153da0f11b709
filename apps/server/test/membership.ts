import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { partners, programPlans, programs } from '../src/db/schema/index.ts';

/**
 * Ids of the demo membership data (seedDemoMembership), for vitest:
 *
 *   const { partnerId, planOf } = membershipLookups(db);
 *   const lyftId = await partnerId('lyft');
 *   const plusPlanId = await planOf('plus', 'standard');
 */
export function membershipLookups(db: Db) {
  return {
    partnerId: async (slug: string) => (await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug)))[0]!.id,
    planOf: async (program: string, plan: string) =>
      (
        await db
          .select({ id: programPlans.id })
          .from(programPlans)
          .innerJoin(programs, eq(programs.id, programPlans.programId))
          .where(and(eq(programs.name, program), eq(programPlans.name, plan)))
      )[0]!.id,
  };
}
