import { type AdminShop, adminShopMessages } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { shopStaff, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type AuditRecord, recordAudit } from '../audit/index.ts';
import { getAdminShopLocation, lockAdminLocation } from './admin-shop-locations.ts';
import type { ShopsDeps } from './shops-deps.ts';

/**
 * POST /v3/admin/shop_locations/:locationId/staff (docs/product/operations.md): the account with this email (any
 * case) becomes staff of the location — its portal shows the location at the next call (the `location-staff` role
 * reads shop_staff each time). An unknown email is 404; one already staff, 409.
 */
export async function addShopStaff(deps: Pick<ShopsDeps, 'db' | 'clock'>, input: { actor: Pick<AuditRecord, 'actorId' | 'actorRole'>; locationId: string; email: string }): Promise<AdminShop> {
  return deps.db.transaction(async (tx) => {
    const location = await lockAdminLocation(tx, input.locationId);
    const [account] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`);
    if (!account) throw new AppError('not_found', adminShopMessages.accountNotFound, { pointer: '/email' });
    const [added] = await tx.insert(shopStaff).values({ userId: account.id, locationId: location.id }).onConflictDoNothing().returning({ userId: shopStaff.userId });
    if (!added) throw new AppError('conflict', adminShopMessages.alreadyStaff, { pointer: '/email' });
    await recordAudit(tx, {
      ...input.actor,
      at: deps.clock.now(),
      action: 'shop_staff.add',
      subjectType: 'shop_location',
      subjectId: location.id,
      detail: { userId: account.id, email: input.email.trim().toLowerCase() },
    });
    return getAdminShopLocation(tx, location.id);
  });
}

/** DELETE /v3/admin/shop_locations/:locationId/staff/:userId: the account is no longer staff there (404 if it was not). */
export async function removeShopStaff(deps: Pick<ShopsDeps, 'db' | 'clock'>, input: { actor: Pick<AuditRecord, 'actorId' | 'actorRole'>; locationId: string; userId: string }): Promise<AdminShop> {
  return deps.db.transaction(async (tx) => {
    const location = await lockAdminLocation(tx, input.locationId);
    const [removed] = isUuid(input.userId)
      ? await tx
          .delete(shopStaff)
          .where(and(eq(shopStaff.locationId, location.id), eq(shopStaff.userId, input.userId)))
          .returning({ userId: shopStaff.userId })
      : [];
    if (!removed) throw new AppError('not_found', adminShopMessages.staffNotFound);
    await recordAudit(tx, {
      ...input.actor,
      at: deps.clock.now(),
      action: 'shop_staff.remove',
      subjectType: 'shop_location',
      subjectId: location.id,
      detail: { userId: input.userId },
    });
    return getAdminShopLocation(tx, location.id);
  });
}
