import type { AutoRepairTypicalPrice, VehicleClass } from '@pitstop/contracts';
import type { CatalogSnapshot } from '../catalog/index.ts';
import { fairPriceBand, type ShopRates } from '../offers/index.ts';

/** The jobs a city page prices: the catalogue's most asked-for work that autoquote prices without seeing the car. */
export const COMMON_JOBS = [
  'oil-change',
  'brake-pads-replacement',
  'battery-replacement',
  'ac-recharge',
  'spark-plugs-replacement',
  'coolant-flush',
  'alternator-replacement',
] as const;

/**
 * The vehicle the typical prices are for: midsize, the class the catalogue's labor hours are written for (and the
 * one autoquote assumes when nothing is known about a car). The page names it.
 */
export const TYPICAL_VEHICLE_CLASS: VehicleClass = 'midsize';

/**
 * What each common job costs across the shops given, by the offers' own autoquote and fair-price band (the 10th,
 * 50th and 90th percentile of the shops' totals, tax included). A job the catalogue lacks, has disabled or cannot
 * price instantly is left out.
 */
export function typicalPrices(catalog: CatalogSnapshot, shops: readonly ShopRates[]): AutoRepairTypicalPrice[] {
  return COMMON_JOBS.flatMap((slug) => {
    const service = catalog.bySlug.get(slug);
    if (!service) return [];
    const band = fairPriceBand({ services: [{ pricing: service.pricing }], vehicleClass: TYPICAL_VEHICLE_CLASS, locations: shops });
    if (!band) return [];
    return [{ serviceId: service.id, name: service.name, note: service.note ?? null, lowCents: band.lowCents, medianCents: band.medianCents, highCents: band.highCents }];
  });
}
