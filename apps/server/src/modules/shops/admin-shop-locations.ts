import { type AdminShop, adminShopMessages, type AdminShopQuery, type AdminShopRow } from '@pitstop/contracts';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { metros, shopCompanies, shopLocations, shopStaff, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { containsPattern } from '../search/index.ts';
import { locationSettings } from './list-shop-locations.ts';

const staffCount = sql<number>`(select count(*)::int from ${shopStaff} where ${shopStaff.locationId} = ${shopLocations.id})`;

/**
 * GET /v3/admin/shop_locations (docs/product/operations.md): by part of the location's or company's name, its city
 * or zip; active or not; by name. A location's own `active` is what the console switches (its metro's or company's
 * are not the console's).
 */
export async function listAdminShopLocations(db: Db, query: z.output<typeof AdminShopQuery>): Promise<{ rows: AdminShopRow[]; count: number }> {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(shopLocations.name, pattern), ilike(shopCompanies.name, pattern), ilike(shopLocations.city, pattern), ilike(shopLocations.zipcode, pattern))!);
  }
  if (query.active) conditions.push(eq(shopLocations.active, query.active === 'true'));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: shopLocations.id,
        companyName: shopCompanies.name,
        name: shopLocations.name,
        city: shopLocations.city,
        state: shopLocations.state,
        zipcode: shopLocations.zipcode,
        active: shopLocations.active,
        metroName: metros.name,
        staffCount,
      })
      .from(shopLocations)
      .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
      .innerJoin(metros, eq(metros.id, shopLocations.metroId))
      .where(where)
      .orderBy(asc(shopLocations.name), asc(shopLocations.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ count: count() }).from(shopLocations).innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId)).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** GET /v3/admin/shop_locations/:locationId: its settings, whether it takes requests, and its staff. */
export async function getAdminShopLocation(db: Db | Tx, locationId: string): Promise<AdminShop> {
  const [row] = isUuid(locationId)
    ? await db
        .select({ location: shopLocations, companyName: shopCompanies.name, metroName: metros.name })
        .from(shopLocations)
        .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
        .innerJoin(metros, eq(metros.id, shopLocations.metroId))
        .where(eq(shopLocations.id, locationId))
    : [];
  if (!row) throw new AppError('not_found', adminShopMessages.notFound);
  const staff = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, createdAt: shopStaff.createdAt })
    .from(shopStaff)
    .innerJoin(users, eq(users.id, shopStaff.userId))
    .where(eq(shopStaff.locationId, locationId))
    .orderBy(asc(users.email));
  const { location } = row;
  return {
    ...locationSettings({ ...location, companyName: row.companyName }),
    metroName: row.metroName,
    active: location.active,
    staff: staff.map((member) => ({
      userId: member.userId,
      email: member.email,
      name: [member.firstName, member.lastName].filter(Boolean).join(' '),
      createdAt: member.createdAt.toISOString(),
    })),
  };
}

/** The location's row under a lock (the console's writes), 404 when there is none. */
export async function lockAdminLocation(tx: Tx, locationId: string): Promise<typeof shopLocations.$inferSelect> {
  const [row] = isUuid(locationId) ? await tx.select().from(shopLocations).where(eq(shopLocations.id, locationId)).for('update') : [];
  if (!row) throw new AppError('not_found', adminShopMessages.notFound);
  return row;
}
