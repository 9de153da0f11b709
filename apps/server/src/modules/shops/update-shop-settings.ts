import type { ShopPortalLocation, ShopSettingsPatch } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { shopLocations } from '../../db/schema/index.ts';
import { portalLocations } from './list-shop-locations.ts';
import type { ShopsDeps } from './shops-deps.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';

/**
 * The settings autoquote and hand bids price with (the contract bounds each one), written with the `market.changed`
 * that tells every node: the shop portal's PATCH and the operations console's (admin-shop-locations.ts) both change
 * them here. New requests' autoquotes read them at once (on other server nodes within MARKET_LOCATIONS_TTL_MS);
 * offers already made keep their prices.
 */
export async function applyShopSettings(
  db: Db | Tx,
  deps: Pick<ShopsDeps, 'clock' | 'events'>,
  { location, patch }: { location: { id: string; metroId: string }; patch: ShopSettingsPatch },
): Promise<typeof shopLocations.$inferSelect> {
  const [updated] = await db
    .update(shopLocations)
    .set({ ...patch, updatedAt: deps.clock.now() })
    .where(eq(shopLocations.id, location.id))
    .returning();
  await deps.events.emit(db, { type: 'market.changed', metroId: location.metroId });
  return updated!;
}

/** PATCH /locations/:locationId: the staff member's own location's settings. */
export async function updateShopSettings(
  deps: Pick<ShopsDeps, 'db' | 'clock' | 'events'>,
  { location, patch }: { location: StaffLocation; patch: ShopSettingsPatch },
): Promise<ShopPortalLocation> {
  const updated = await applyShopSettings(deps.db, deps, { location, patch });
  const [portal] = await portalLocations(deps.db, [{ ...location, ...updated, active: location.active }]);
  return portal as ShopPortalLocation;
}
