import { type AdminShopApplication, adminShopApplicationMessages, type AdminShopApplicationQuery, type AdminShopApplicationRow } from '@pitstop/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { shopApplications, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type HandledMark, handledFields, handledFilter, markHandled, readHandled } from '../audit/index.ts';
import { containsPattern } from '../search/index.ts';
import type { ShopsDeps } from './shops-deps.ts';

type Row = typeof shopApplications.$inferSelect;

const application = ({ appliedOn: _day, handledBy: _by, handledAt, createdAt, ...sent }: Row, handledByEmail: string | null): AdminShopApplication => ({
  ...sent,
  createdAt: createdAt.toISOString(),
  ...handledFields({ handledAt }, handledByEmail),
});

/**
 * GET /v3/admin/shop_applications (docs/product/operations.md): the shops that applied on
 * /automotive-service-professionals/apply, newest first (created_at's index), handled or not, by part of the shop's
 * name, its email, city or zip (wildcards taken literally).
 */
export async function listAdminShopApplications(db: Db, query: z.output<typeof AdminShopApplicationQuery>): Promise<{ rows: AdminShopApplicationRow[]; count: number }> {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(ilike(shopApplications.shopName, pattern), ilike(shopApplications.email, pattern), ilike(shopApplications.addressCity, pattern), ilike(shopApplications.addressZipcode, pattern))!,
    );
  }
  const handled = handledFilter(shopApplications, query.handled);
  if (handled) conditions.push(handled);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = db
    .select({ row: shopApplications, handledByEmail: users.email })
    .from(shopApplications)
    .leftJoin(users, eq(users.id, shopApplications.handledBy))
    .where(where)
    .orderBy(desc(shopApplications.createdAt), desc(shopApplications.id));
  const [found, [total]] = await Promise.all([
    query.all ? rows : rows.limit(query.perPage).offset((query.page - 1) * query.perPage),
    db.select({ count: count() }).from(shopApplications).where(where),
  ]);
  return {
    // The list's reply schema keeps the row's fields of the whole application.
    rows: found.map(({ row, handledByEmail }) => application(row, handledByEmail)),
    count: total?.count ?? 0,
  };
}

/** GET /v3/admin/shop_applications/:id: everything the shop sent, and who marked it handled when; 404 when unknown. */
export async function getAdminShopApplication(db: Db | Tx, id: string): Promise<AdminShopApplication> {
  const found = await readHandled(db, shopApplications, id);
  if (!found) throw new AppError('not_found', adminShopApplicationMessages.notFound);
  return application(found.row, found.handledByEmail);
}

/** PUT /v3/admin/shop_applications/:id/handled: handled now by the actor (or not), audited with the note, in one transaction. */
export async function markAdminShopApplication(deps: Pick<ShopsDeps, 'db' | 'clock'>, input: HandledMark): Promise<AdminShopApplication> {
  return deps.db.transaction(async (tx) => {
    await markHandled(tx, shopApplications, { ...input, at: deps.clock.now(), subjectType: 'shop_application', notFound: adminShopApplicationMessages.notFound });
    return getAdminShopApplication(tx, input.id);
  });
}
