import { type AdminCoverageQuery, type AdminCoverageRequest, adminCoverageMessages, type AdminShopSuggestion } from '@pitstop/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { betaContacts, shopContactRequests, users } from '../../db/schema/index.ts';
import { type HandledMark, handledFields, handledFilter, markHandled, readHandled } from '../audit/index.ts';
import type { LocationsDeps } from './locations-deps.ts';

type Query = z.output<typeof AdminCoverageQuery>;
type Table = typeof betaContacts | typeof shopContactRequests;

/**
 * The coverage-gap forms as the operations console reads them (docs/product/operations.md): "Notify me" requests
 * (beta_contacts) and suggested shops (shop_contact_requests), newest first (their created_at indexes), with who
 * marked each handled and when.
 */
const coverageRequest = (row: typeof betaContacts.$inferSelect, handledByEmail: string | null): AdminCoverageRequest => ({
  id: row.id,
  zipcode: row.zipcode,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  product: row.product,
  programPlanId: row.programPlanId,
  notifiedAt: row.notifiedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  ...handledFields(row, handledByEmail),
});

const shopSuggestion = (row: typeof shopContactRequests.$inferSelect, handledByEmail: string | null): AdminShopSuggestion => ({
  id: row.id,
  shopName: row.shopName,
  cityState: row.cityState,
  phoneNumber: row.phoneNumber,
  shopEmail: row.shopEmail,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  ...handledFields(row, handledByEmail),
});

async function page<T extends Table>(db: Db, table: T, query: Query) {
  const where = handledFilter(table, query.handled);
  const rows = db
    .select({ row: table, handledByEmail: users.email })
    .from(table as Table)
    .leftJoin(users, eq(users.id, table.handledBy))
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id));
  const [found, [total]] = await Promise.all([
    query.all ? rows : rows.limit(query.perPage).offset((query.page - 1) * query.perPage),
    db.select({ count: count() }).from(table as Table).where(where),
  ]);
  return { found: found as Array<{ row: T['$inferSelect']; handledByEmail: string | null }>, count: total?.count ?? 0 };
}

/** GET /v3/admin/beta_contacts. */
export async function listCoverageRequests(db: Db, query: Query): Promise<{ rows: AdminCoverageRequest[]; count: number }> {
  const { found, count: total } = await page(db, betaContacts, query);
  return { rows: found.map(({ row, handledByEmail }) => coverageRequest(row, handledByEmail)), count: total };
}

/** GET /v3/admin/shop_contact_requests. */
export async function listShopSuggestions(db: Db, query: Query): Promise<{ rows: AdminShopSuggestion[]; count: number }> {
  const { found, count: total } = await page(db, shopContactRequests, query);
  return { rows: found.map(({ row, handledByEmail }) => shopSuggestion(row, handledByEmail)), count: total };
}

/** PUT /v3/admin/beta_contacts/:id/handled. */
export async function markCoverageRequest(deps: Pick<LocationsDeps, 'db' | 'clock'>, input: HandledMark): Promise<AdminCoverageRequest> {
  return deps.db.transaction(async (tx) => {
    await markHandled(tx, betaContacts, { ...input, at: deps.clock.now(), subjectType: 'beta_contact', notFound: adminCoverageMessages.coverageRequestNotFound });
    const { row, handledByEmail } = (await readHandled(tx, betaContacts, input.id))!;
    return coverageRequest(row, handledByEmail);
  });
}

/** PUT /v3/admin/shop_contact_requests/:id/handled. */
export async function markShopSuggestion(deps: Pick<LocationsDeps, 'db' | 'clock'>, input: HandledMark): Promise<AdminShopSuggestion> {
  return deps.db.transaction(async (tx) => {
    await markHandled(tx, shopContactRequests, { ...input, at: deps.clock.now(), subjectType: 'shop_contact_request', notFound: adminCoverageMessages.shopSuggestionNotFound });
    const { row, handledByEmail } = (await readHandled(tx, shopContactRequests, input.id))!;
    return shopSuggestion(row, handledByEmail);
  });
}
