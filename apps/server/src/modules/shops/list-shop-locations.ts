import type { ShopPortalLocation } from '@pitstop/contracts';
import type { Db } from '../../db/client.ts';
import type { shopLocations } from '../../db/schema/index.ts';
import { medianAnswerMinutes } from './answer-times.ts';
import type { ShopsDeps } from './shops-deps.ts';
import { countOpenInReach } from './shop-requests.ts';
import { listStaffLocations, type StaffLocation } from '../../plugins/staff-locations.ts';

/** A location's own facts and the settings its staff change (the portal's and the operations console's shape). */
export const locationSettings = (location: typeof shopLocations.$inferSelect & { companyName: string }): Omit<ShopPortalLocation, 'medianAnswerMinutes' | 'openRequestCount' | 'openRequestCountCapped'> => ({
  id: location.id,
  companyName: location.companyName,
  name: location.name,
  address: location.address,
  city: location.city,
  state: location.state,
  zipcode: location.zipcode,
  timeZone: location.timeZone,
  openingHours: location.openingHours,
  bays: location.bays,
  laborRateCents: location.laborRateCents,
  partsMarkupBps: location.partsMarkupBps,
  diagnosticFeeCents: location.diagnosticFeeCents,
  taxRateBps: location.taxRateBps,
  warrantyMonths: location.warrantyMonths,
  warrantyMiles: location.warrantyMiles,
  warrantyTerms: location.warrantyTerms,
  memberDiscountPercent: location.memberDiscountPercent,
  rating: location.rating,
  reviewCount: location.reviewCount,
});

/** A location as its staff see it: its settings, its median answer time and how many open requests await it. */
export async function portalLocations(db: Db, locations: readonly StaffLocation[]): Promise<ShopPortalLocation[]> {
  const [medians, openCounts] = await Promise.all([
    medianAnswerMinutes(
      db,
      locations.map((location) => location.id),
    ),
    Promise.all(locations.map((location) => countOpenInReach(db, location))),
  ]);
  return locations.map((location, index) => ({
    ...locationSettings(location),
    medianAnswerMinutes: medians.get(location.id) ?? null,
    openRequestCount: openCounts[index]?.count ?? 0,
    openRequestCountCapped: openCounts[index]?.capped ?? false,
  }));
}

/** GET /locations: the caller's locations; none for someone who is nobody's staff. */
export async function listShopLocations(deps: Pick<ShopsDeps, 'db'>, { userId }: { userId: string }): Promise<ShopPortalLocation[]> {
  return portalLocations(deps.db, await listStaffLocations(deps.db, userId));
}
