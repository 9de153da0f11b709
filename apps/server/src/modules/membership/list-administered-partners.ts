import type { Partner, Program } from '@pitstop/contracts';
import { asc, eq } from 'drizzle-orm';
import { partnerAdmins, partners, programs } from '../../db/schema/index.ts';
import { PARTNER_COLUMNS } from './list-my-partners.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { programsWithPlans } from './readings.ts';
import { anyOf } from '../../db/any-of.ts';

/** GET my-partners/admin/list: the partners the caller administers (and only those), by name, with their programs. */
export async function listAdministeredPartners(
  deps: Pick<MembershipDeps, 'db'>,
  input: { userId: string },
): Promise<(Partner & { programs: Program[] })[]> {
  const rows = await deps.db
    .select(PARTNER_COLUMNS)
    .from(partnerAdmins)
    .innerJoin(partners, eq(partners.id, partnerAdmins.partnerId))
    .where(eq(partnerAdmins.userId, input.userId))
    .orderBy(asc(partners.name));
  if (rows.length === 0) return [];
  const all = await programsWithPlans(
    deps.db,
    await deps.db.select().from(programs).where(anyOf(programs.partnerId, rows.map((row) => row.id))).orderBy(asc(programs.name)),
  );
  return rows.map((row) => ({ ...row, programs: all.filter((program) => program.partnerId === row.id) }));
}
