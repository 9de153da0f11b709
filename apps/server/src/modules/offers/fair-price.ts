import type { VehicleClass } from '@pitstop/contracts';
import { type JobService, priceJob, type ShopRates } from './price-job.ts';
import { divideRoundHalfUp } from './round-half-up.ts';

/**
 * The fair-price band (docs/product/requests-and-offers.md, ADR 025): what the same job on the same class of vehicle costs across a
 * market's shops, and where one offer's total falls in it.
 *
 * The band is the 10th, 50th and 90th percentile of the job's autoquote totals (tax included, as the customer
 * pays them) at every location given — the caller passes the market's active locations that take the job's
 * appointment type. Percentiles interpolate linearly between neighbouring totals (R's type 7, numpy's and
 * Excel PERCENTILE.INC's default: rank h = (n − 1) × p), rounded half up to the cent in integer arithmetic; the
 * median of an even count is thus the mean of the middle two.
 *
 * Why p10–p90 and not min–max: every autoquote offer is itself one of the totals, so with min–max no instant
 * offer could ever fall outside the band and "below" or "above" would say nothing; one unusually cheap or dear
 * shop would also stretch the band for everyone. With p10–p90 the cheapest and dearest tenth of the market read
 * as below and above. With one location the band is that location's total.
 *
 * Position: `below` when the total is under the low, `above` when over the high, else `within` (bounds inside).
 */

export interface FairPriceBand {
  lowCents: number;
  medianCents: number;
  highCents: number;
  /** How many totals the band was drawn from. */
  locationCount: number;
}

export type BandPosition = 'below' | 'within' | 'above';

const LOW_PERCENT = 10;
const MEDIAN_PERCENT = 50;
const HIGH_PERCENT = 90;

/** The band of a list of totals (any order), or null when there are none. */
export function bandOfTotals(totals: readonly number[]): FairPriceBand | null {
  if (totals.length === 0) return null;
  const sorted = [...totals].sort((a, b) => a - b);
  return {
    lowCents: percentile(sorted, LOW_PERCENT),
    medianCents: percentile(sorted, MEDIAN_PERCENT),
    highCents: percentile(sorted, HIGH_PERCENT),
    locationCount: sorted.length,
  };
}

/**
 * The band of a job across locations, or null when the job has no instant price (a service that is not
 * autoquotable: only shops' own bids price it) or there are no locations.
 */
export function fairPriceBand(input: {
  services: readonly JobService[];
  vehicleClass: VehicleClass;
  locations: readonly ShopRates[];
}): FairPriceBand | null {
  const totals: number[] = [];
  for (const shop of input.locations) {
    const price = priceJob({ services: input.services, vehicleClass: input.vehicleClass, shop });
    if (price.kind === 'no_instant_price') return null;
    totals.push(price.totalCents);
  }
  return bandOfTotals(totals);
}

export function bandPosition(band: FairPriceBand, totalCents: number): BandPosition {
  if (totalCents < band.lowCents) return 'below';
  if (totalCents > band.highCents) return 'above';
  return 'within';
}

/** Type-7 percentile of ascending whole-cent totals, `percent` a whole number 0–100. */
function percentile(sorted: readonly number[], percent: number): number {
  // h = (n − 1) × percent / 100 = index + fraction / 100, kept in whole hundredths.
  const rank = (sorted.length - 1) * percent;
  const index = Math.floor(rank / 100);
  const fraction = rank % 100;
  const lower = sorted[index] as number;
  const upper = sorted[Math.min(index + 1, sorted.length - 1)] as number;
  return divideRoundHalfUp(lower * 100 + fraction * (upper - lower), 100);
}
