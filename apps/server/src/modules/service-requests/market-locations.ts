import type { AppointmentType } from '@pitstop/contracts';
import { and, arrayContains, eq } from 'drizzle-orm';
import { distanceMiles, type LatLon } from '../../data/zips.ts';
import type { Db, Tx } from '../../db/client.ts';
import { metros, shopCompanies, shopLocations } from '../../db/schema/index.ts';
import type { ShopRates } from '../offers/index.ts';

/** The appointment type a service request is priced and booked as (one visit to a repair shop). */
export const REQUEST_APPOINTMENT_TYPE: AppointmentType = 'service';

export interface MarketLocation extends ShopRates {
  id: string;
  lat: number;
  lon: number;
  warrantyMonths: number;
  warrantyMiles: number;
  warrantyTerms: string;
  /** The metro's service radius: a location farther than this from the zip does not serve it. */
  serviceRadiusMiles: number;
}

/**
 * Every active location of an active company in the metro that takes the appointment type, with what autoquote
 * and the fair-price band read: the band is drawn across all of them, offers come from the nearest.
 */
export async function listMarketLocations(
  db: Db | Tx,
  metroId: string,
  appointmentType: AppointmentType = REQUEST_APPOINTMENT_TYPE,
): Promise<MarketLocation[]> {
  return db
    .select({
      id: shopLocations.id,
      lat: shopLocations.lat,
      lon: shopLocations.lon,
      laborRateCents: shopLocations.laborRateCents,
      partsMarkupBps: shopLocations.partsMarkupBps,
      diagnosticFeeCents: shopLocations.diagnosticFeeCents,
      taxRateBps: shopLocations.taxRateBps,
      warrantyMonths: shopLocations.warrantyMonths,
      warrantyMiles: shopLocations.warrantyMiles,
      warrantyTerms: shopLocations.warrantyTerms,
      serviceRadiusMiles: metros.serviceRadiusMiles,
    })
    .from(shopLocations)
    .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
    .innerJoin(metros, eq(metros.id, shopLocations.metroId))
    .where(
      and(
        eq(shopLocations.metroId, metroId),
        eq(shopLocations.active, true),
        eq(shopCompanies.active, true),
        eq(metros.active, true),
        arrayContains(shopLocations.appointmentTypes, [appointmentType]),
      ),
    )
    .orderBy(shopLocations.id);
}

/** The `limit` locations nearest to a point within their metro's service radius, nearest first, with the distance. */
export function nearestLocations(
  locations: readonly MarketLocation[],
  point: LatLon,
  limit: number,
): Array<MarketLocation & { distanceMiles: number }> {
  return locations
    .map((location) => ({ ...location, distanceMiles: distanceMiles(point, location) }))
    .filter((location) => location.distanceMiles <= location.serviceRadiusMiles)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.id.localeCompare(b.id))
    .slice(0, limit);
}
