import { LABOR_HOURS_FACTOR, type PricingMethod, type ServicePricing, type VehicleClass } from '@pitstop/contracts';
import { type LineFigures, lineFigures, totalsOf } from '@pitstop/contracts/common/line-figures';
import { divideRoundHalfUp, toUnits } from './round-half-up.ts';

/**
 * Autoquote: what one shop location charges for a job (a set of catalogue services) on one class of vehicle
 * (docs/product/requests-and-offers.md "Instant offers", ADR 025). Pure: the catalogue's pricing facts and the location's
 * settings in, itemised integer cents out.
 *
 * Per service, by its pricing method:
 * - `labor_parts`: billed hours = catalogue hours (midsize) × LABOR_HOURS_FACTOR[class] × weight;
 *   labor = billed hours × the location's labor rate; parts = the midpoint of the catalogue's parts-cost range
 *   for the class × weight × (1 + the location's markup); fees 0 (neither the catalogue nor the shop settings
 *   define a fee on such work); tax = the location's tax rate × parts.
 * - `diagnostic_fee`: the location's diagnostic fee, as the line's fees; no hours, parts or tax. The class and
 *   the weight do not change it: a diagnosis costs what the shop charges to find the fault.
 * - `flat`: a fixed price, the midpoint of the catalogue's range for the class × weight, as the line's fees
 *   (car washes, state inspection fees: the same at every shop, no markup, no tax).
 * The midpoint stands for a typical part between the range's aftermarket low and OEM high; the band across shops
 * then measures what shops differ in (rate and markup), not a guess about which parts each one buys.
 *
 * Taxable base: parts only. Sales tax on repairs falls on the parts sold; labor stated separately (every line
 * states it) is untaxed in the states of our markets, and fees are service charges.
 *
 * Rounding: round half up, to whole units, once per figure of a line, in exact integer arithmetic
 * (`divideRoundHalfUp`): billed hours to hundredths of an hour; labor to the cent from the rounded hours (so the
 * line reads hours × rate = labor to the cent); parts to the cent (midpoint, weight and markup in one division);
 * tax to the cent from the rounded parts. Totals are sums of the rounded figures, never rounded again, so a line's
 * labor + parts + fees + tax is its total and the lines add up to the job's total exactly.
 *
 * A service that is not autoquotable (its price needs a look at the car) has no instant price: a job holding one
 * is answered `no_instant_price` with those services, never a partial or zero total.
 */

/** The location settings autoquote reads (the `shop_locations` columns of the same names). */
export interface ShopRates {
  laborRateCents: number;
  partsMarkupBps: number;
  diagnosticFeeCents: number;
  taxRateBps: number;
}

export interface JobService {
  pricing: ServicePricing;
  /** The product of the interview answers' weights (ADR 007): 2 = both axles, 0.25 = one tire of four. */
  weight?: number;
}

export interface PriceJobInput {
  services: readonly JobService[];
  vehicleClass: VehicleClass;
  shop: ShopRates;
}

/** A service's line: its figures (hours to hundredths, labor, parts, fees, tax and their total in cents). */
export interface LineItem extends LineFigures {
  serviceId: string;
  pricingMethod: PricingMethod;
}

export interface Quote {
  kind: 'quote';
  lines: LineItem[];
  laborCents: number;
  partsCents: number;
  feesCents: number;
  taxCents: number;
  /** The sum of the lines' totals. */
  totalCents: number;
}

export interface NoInstantPrice {
  kind: 'no_instant_price';
  /** The job's services that are not autoquotable: a shop prices them by hand. */
  serviceIds: string[];
}

export type JobPrice = Quote | NoInstantPrice;

const BPS = 10_000;
const HUNDREDTHS = 100;
/** Weights are read in basis points (0.25 → 2 500), class factors in hundredths (1.3 → 130). */
const WEIGHT_SCALE = BPS;
const FACTOR_SCALE = 100;

/** Prices every service of the job at one location for one vehicle class. */
export function priceJob({ services, vehicleClass, shop }: PriceJobInput): JobPrice {
  if (services.length === 0) throw new RangeError('A job has at least one service');
  const unpriced = services.filter((service) => !service.pricing.autoquotable);
  if (unpriced.length > 0) {
    return { kind: 'no_instant_price', serviceIds: unpriced.map((service) => service.pricing.serviceId) };
  }
  const lines = services.map((service) => priceLine(service, vehicleClass, shop));
  return { kind: 'quote', lines, ...totalsOf(lines) };
}

function priceLine({ pricing, weight = 1 }: JobService, vehicleClass: VehicleClass, shop: ShopRates): LineItem {
  if (!(weight > 0)) throw new RangeError(`A service's weight is positive, got ${weight}`);
  const weightUnits = toUnits(weight, WEIGHT_SCALE);
  const { minCents, maxCents } = pricing.partsCost[vehicleClass];
  const line = (figures: { centihours: number; partsCents: number; feesCents: number }): LineItem => ({
    serviceId: pricing.serviceId,
    pricingMethod: pricing.pricingMethod,
    ...lineFigures(figures, shop),
  });

  switch (pricing.pricingMethod) {
    case 'diagnostic_fee':
      // Dividing by 1 only checks the setting is whole, non-negative cents.
      return line({ centihours: 0, partsCents: 0, feesCents: divideRoundHalfUp(shop.diagnosticFeeCents, 1) });
    case 'flat':
      // (min + max) / 2 × weight, one division.
      return line({
        centihours: 0,
        partsCents: 0,
        feesCents: divideRoundHalfUp((minCents + maxCents) * weightUnits, 2 * WEIGHT_SCALE),
      });
    case 'labor_parts': {
      const centihours = divideRoundHalfUp(
        toUnits(pricing.laborHours, HUNDREDTHS) * toUnits(LABOR_HOURS_FACTOR[vehicleClass], FACTOR_SCALE) * weightUnits,
        FACTOR_SCALE * WEIGHT_SCALE,
      );
      // (min + max) / 2 × weight × (1 + markup), one division.
      const partsCents = divideRoundHalfUp(
        (minCents + maxCents) * weightUnits * (BPS + shop.partsMarkupBps),
        2 * WEIGHT_SCALE * BPS,
      );
      return line({ centihours, partsCents, feesCents: 0 });
    }
  }
}
