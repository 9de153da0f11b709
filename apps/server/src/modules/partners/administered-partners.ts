import type { AdministeredPartner } from '@pitstop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { partnerAdmins, partners } from '../../db/schema/index.ts';

/** The partners a user administers: non-empty means a partner admin (docs/product/accounts.md "Profile"). */
export async function administeredPartners(db: Db | Tx, userId: string): Promise<AdministeredPartner[]> {
  return db
    .select({ id: partners.id, name: partners.name, slug: partners.slug })
    .from(partnerAdmins)
    .innerJoin(partners, eq(partners.id, partnerAdmins.partnerId))
    .where(eq(partnerAdmins.userId, userId))
    .orderBy(asc(partners.name));
}
