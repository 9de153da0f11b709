import type { Partner } from '@pitstop/contracts';
import { asc } from 'drizzle-orm';
import { partners } from '../../db/schema/index.ts';
import { partnersOfUser } from '../../plugins/partner-roles.ts';
import type { MembershipDeps } from './membership-deps.ts';

const PARTNER_COLUMNS = {
  id: partners.id,
  name: partners.name,
  slug: partners.slug,
  initialSubRequired: partners.initialSubRequired,
  whiteLabel: partners.whiteLabel,
};
export { PARTNER_COLUMNS };

/** GET my-partners: the partners the caller belongs to (the same rule as the X-Partner-Id check, ADR 057), by name. */
export async function listMyPartners(deps: Pick<MembershipDeps, 'db' | 'brand'>, input: { userId: string }): Promise<Partner[]> {
  return deps.db
    .select(PARTNER_COLUMNS)
    .from(partners)
    .where(partnersOfUser({ userId: input.userId, brandSlug: deps.brand.slug }))
    .orderBy(asc(partners.name));
}
