import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { distanceMiles, getZip } from '../../data/zips.ts';
import { metros, shopCompanies, shopLocations, shopStaff } from '../../db/schema/index.ts';
import { isInReach } from './reach.ts';

/**
 * Makes the user staff of the location nearest the zip that a request from there would reach (test support:
 * e2e runs set up a shop user through the API). Returns the location's id, or null when no location reaches it.
 */
export async function linkStaffNear(db: Db | Tx, { userId, zipcode }: { userId: string; zipcode: string }): Promise<string | null> {
  const zip = getZip(zipcode);
  if (!zip) return null;
  const rows = await db
    .select({
      id: shopLocations.id,
      metroId: shopLocations.metroId,
      lat: shopLocations.lat,
      lon: shopLocations.lon,
      appointmentTypes: shopLocations.appointmentTypes,
      serviceRadiusMiles: metros.serviceRadiusMiles,
      active: shopLocations.active,
      metroActive: metros.active,
      companyActive: shopCompanies.active,
    })
    .from(shopLocations)
    .innerJoin(metros, eq(metros.id, shopLocations.metroId))
    .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId));
  const [nearest] = rows
    .map((row) => ({ ...row, active: row.active && row.metroActive && row.companyActive }))
    .filter((row) => isInReach(row, { metroId: row.metroId, lat: zip.lat, lon: zip.lon }))
    .sort((a, b) => distanceMiles(zip, a) - distanceMiles(zip, b));
  if (!nearest) return null;
  await db.insert(shopStaff).values({ userId, locationId: nearest.id }).onConflictDoNothing();
  return nearest.id;
}
