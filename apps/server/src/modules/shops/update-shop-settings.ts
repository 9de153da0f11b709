import type { ShopPortalLocation, ShopSettingsPatch } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { shopLocations } from '../../db/schema/index.ts';
import { portalLocations } from './list-shop-locations.ts';
import type { ShopsDeps } from './shops-deps.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';

/**
 * PATCH /locations/:locationId: the settings autoquote and hand bids price with (the contract bounds each one).
 * New requests' autoquotes read them at once (on other server nodes within MARKET_LOCATIONS_TTL_MS); offers already
 * made keep their prices.
 */
export async function updateShopSettings(
  deps: Pick<ShopsDeps, 'db' | 'clock' | 'events'>,
  { location, patch }: { location: StaffLocation; patch: ShopSettingsPatch },
): Promise<ShopPortalLocation> {
  const [updated] = await deps.db
    .update(shopLocations)
    .set({ ...patch, updatedAt: deps.clock.now() })
    .where(eq(shopLocations.id, location.id))
    .returning();
  await deps.events.emit(deps.db, { type: 'market.changed', metroId: location.metroId });
  const [portal] = await portalLocations(deps.db, [{ ...location, ...updated, active: location.active }]);
  return portal as ShopPortalLocation;
}
