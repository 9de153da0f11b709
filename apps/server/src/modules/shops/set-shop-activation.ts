import type { AdminShop } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { shopLocations } from '../../db/schema/index.ts';
import { type AuditRecord, recordAudit } from '../audit/index.ts';
import { getAdminShopLocation, lockAdminLocation } from './admin-shop-locations.ts';
import type { ShopsDeps } from './shops-deps.ts';

/**
 * PUT /v3/admin/shop_locations/:locationId/activation (docs/product/operations.md): a location taken off the
 * marketplace reaches no new request and makes no autoquote; its bookings stand. The change, its `market.changed`
 * (every node's market caches drop) and the audit entry commit together; setting what is already so changes nothing
 * and records nothing.
 */
export async function setShopActivation(
  deps: Pick<ShopsDeps, 'db' | 'clock' | 'events'>,
  input: { actor: Pick<AuditRecord, 'actorId' | 'actorRole'>; locationId: string; active: boolean; reason: string },
): Promise<AdminShop> {
  return deps.db.transaction(async (tx) => {
    const location = await lockAdminLocation(tx, input.locationId);
    if (location.active !== input.active) {
      await tx.update(shopLocations).set({ active: input.active, updatedAt: deps.clock.now() }).where(eq(shopLocations.id, location.id));
      await deps.events.emit(tx, { type: 'market.changed', metroId: location.metroId });
      await recordAudit(tx, {
        ...input.actor,
        at: deps.clock.now(),
        action: input.active ? 'shop_location.activate' : 'shop_location.deactivate',
        subjectType: 'shop_location',
        subjectId: location.id,
        reason: input.reason,
      });
    }
    return getAdminShopLocation(tx, location.id);
  });
}
