import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { metros, shopLocations } from '../../db/schema/index.ts';

export interface ActiveShopLocation {
  id: string;
  metroId: string;
  lat: number;
  lon: number;
  /** The location's metro's service radius: a zip within it of this location is in market. */
  serviceRadiusMiles: number;
  zipcode: string;
}

/** Every active shop location in an active metro, with what coverage needs (ARCHITECTURE §5 "Markets"). */
export async function listActiveShopLocations(db: Db): Promise<ActiveShopLocation[]> {
  return db
    .select({
      id: shopLocations.id,
      metroId: shopLocations.metroId,
      lat: shopLocations.lat,
      lon: shopLocations.lon,
      serviceRadiusMiles: metros.serviceRadiusMiles,
      zipcode: shopLocations.zipcode,
    })
    .from(shopLocations)
    .innerJoin(metros, eq(metros.id, shopLocations.metroId))
    .where(and(eq(shopLocations.active, true), eq(metros.active, true)))
    .orderBy(shopLocations.id);
}
