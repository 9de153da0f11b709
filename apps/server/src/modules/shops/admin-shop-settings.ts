import type { AdminShop, ShopSettingsPatch } from '@pitstop/contracts';
import { type AuditRecord, recordAudit } from '../audit/index.ts';
import { getAdminShopLocation, lockAdminLocation } from './admin-shop-locations.ts';
import type { ShopsDeps } from './shops-deps.ts';
import { applyShopSettings } from './update-shop-settings.ts';

/**
 * PATCH /v3/admin/shop_locations/:locationId (docs/product/operations.md): the shop portal's settings — rates,
 * hours and the rest — changed by an admin, through the portal's own schema and write (applyShopSettings), with the
 * audit entry (each field before and after) in the same transaction.
 */
export async function updateAdminShopSettings(
  deps: Pick<ShopsDeps, 'db' | 'clock' | 'events'>,
  input: { actor: Pick<AuditRecord, 'actorId' | 'actorRole'>; locationId: string; patch: ShopSettingsPatch },
): Promise<AdminShop> {
  return deps.db.transaction(async (tx) => {
    const before = await lockAdminLocation(tx, input.locationId);
    await applyShopSettings(tx, deps, { location: before, patch: input.patch });
    const fields = Object.keys(input.patch) as Array<keyof ShopSettingsPatch>;
    await recordAudit(tx, {
      ...input.actor,
      at: deps.clock.now(),
      action: 'shop_location.settings',
      subjectType: 'shop_location',
      subjectId: before.id,
      detail: { before: Object.fromEntries(fields.map((field) => [field, before[field]])), after: input.patch },
    });
    return getAdminShopLocation(tx, before.id);
  });
}
