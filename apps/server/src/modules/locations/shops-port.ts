import type { AreaResponse } from '@pitstop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { metros, shopCompanies, shopLocations } from '../../db/schema/index.ts';
import { type ActiveShopLocation, listActiveShopLocations } from '../shops/index.ts';

/**
 * What locations needs from the shops module. `listActiveShopLocations` is the shops module's own;
 * `findArea` reads the shops tables here until the shops module exports an equivalent (then this adapter
 * calls it instead) — the interface is what the locations use-cases depend on.
 */
export interface ShopsPort {
  listActiveShopLocations(): Promise<ActiveShopLocation[]>;
  /** An active metro with its active shop locations (name order), or null. */
  findArea(metroId: string): Promise<AreaResponse | null>;
}

export function shopsPortFor(db: Db): ShopsPort {
  return {
    listActiveShopLocations: () => listActiveShopLocations(db),
    async findArea(metroId) {
      const [metro] = await db
        .select()
        .from(metros)
        .where(and(eq(metros.id, metroId), eq(metros.active, true)));
      if (!metro) return null;
      const locations = await db
        .select({
          id: shopLocations.id,
          name: shopLocations.name,
          companyName: shopCompanies.name,
          address: shopLocations.address,
          city: shopLocations.city,
          state: shopLocations.state,
          zipcode: shopLocations.zipcode,
          lat: shopLocations.lat,
          lon: shopLocations.lon,
          phone: shopLocations.phone,
          rating: shopLocations.rating,
          reviewCount: shopLocations.reviewCount,
        })
        .from(shopLocations)
        .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
        .where(and(eq(shopLocations.metroId, metroId), eq(shopLocations.active, true), eq(shopCompanies.active, true)))
        .orderBy(asc(shopLocations.name), asc(shopLocations.id));
      return {
        id: metro.id,
        name: metro.name,
        state: metro.state,
        centreLat: metro.centreLat,
        centreLon: metro.centreLon,
        serviceRadiusMiles: metro.serviceRadiusMiles,
        locations,
      };
    },
  };
}
