import { divideRoundHalfUp, toUnits } from './round-half-up.ts';

const BPS = 10_000;
const HUNDREDTHS = 100;

/** The settings a line's labor and tax are computed with (the `shop_locations` columns of the same names). */
export interface LineRates {
  laborRateCents: number;
  taxRateBps: number;
}

/** A line's figures in whole cents: labor from hours × rate, tax on parts, total the sum. */
export interface LineFigures {
  /** Billed hours, to hundredths. */
  laborHours: number;
  laborRateCents: number;
  laborCents: number;
  partsCents: number;
  feesCents: number;
  taxCents: number;
  /** laborCents + partsCents + feesCents + taxCents. */
  totalCents: number;
}

/**
 * The one place a line's labor, tax and total are computed from its hours (in hundredths), parts and fees, for
 * autoquote (priceJob) and hand bids (priceBid) alike (ADR 025): labor = hours × rate and tax = parts × tax rate,
 * each rounded half up to the cent in integer arithmetic; the total is the sum, never rounded again.
 */
export function lineFigures(
  figures: { centihours: number; partsCents: number; feesCents: number },
  rates: LineRates,
): LineFigures {
  const laborCents = divideRoundHalfUp(figures.centihours * rates.laborRateCents, HUNDREDTHS);
  const taxCents = divideRoundHalfUp(figures.partsCents * rates.taxRateBps, BPS);
  return {
    laborHours: figures.centihours / HUNDREDTHS,
    laborRateCents: rates.laborRateCents,
    laborCents,
    partsCents: figures.partsCents,
    feesCents: figures.feesCents,
    taxCents,
    totalCents: laborCents + figures.partsCents + figures.feesCents + taxCents,
  };
}

/** One line of a hand bid as the shop states it: hours of labor, parts and fees in cents (parts already marked up). */
export interface BidLineInput {
  serviceId: string;
  laborHours: number;
  partsCents: number;
  feesCents: number;
}

export interface BidLine extends LineFigures {
  serviceId: string;
}

export interface BidPrice {
  lines: BidLine[];
  laborCents: number;
  partsCents: number;
  feesCents: number;
  taxCents: number;
  /** The sum of the lines' totals. */
  totalCents: number;
}

/**
 * A shop's bid by hand (issue 15 §5), priced by the server: the shop states hours, parts and fees per line; labor
 * is the hours (read to hundredths, half up) × the location's labor rate, tax the location's rate on parts, the
 * totals sums of the rounded figures — the rule autoquote follows, so a draft from priceJob sent back unchanged
 * costs exactly what autoquote said. Pure; amounts are whole, non-negative cents (anything else throws).
 */
export function priceBid({ lines, shop }: { lines: readonly BidLineInput[]; shop: LineRates }): BidPrice {
  if (lines.length === 0) throw new RangeError('A bid has at least one line');
  const priced = lines.map((line) => ({
    serviceId: line.serviceId,
    ...lineFigures(
      {
        centihours: toUnits(line.laborHours, HUNDREDTHS),
        partsCents: divideRoundHalfUp(line.partsCents, 1),
        feesCents: divideRoundHalfUp(line.feesCents, 1),
      },
      shop,
    ),
  }));
  return { lines: priced, ...totalsOf(priced) };
}

type Totals = Pick<LineFigures, 'laborCents' | 'partsCents' | 'feesCents' | 'taxCents' | 'totalCents'>;

/** A job's figures: the sums of its lines' rounded figures (never rounded again, so the lines add up). */
export function totalsOf(lines: readonly Totals[]): Totals {
  const sum = (field: keyof Totals) => lines.reduce((total, line) => total + line[field], 0);
  return {
    laborCents: sum('laborCents'),
    partsCents: sum('partsCents'),
    feesCents: sum('feesCents'),
    taxCents: sum('taxCents'),
    totalCents: sum('totalCents'),
  };
}
