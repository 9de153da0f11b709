import { divideRoundHalfUp, toUnits } from './round-half-up.ts';

/**
 * One line of an offer in whole cents (ADR 025), computed the same way by autoquote, by the server pricing a
 * shop's hand bid, and by the shop portal's bid form showing what the customer will pay: labor = hours × the
 * location's rate and tax = parts × its tax rate, each rounded half up to the cent in integer arithmetic; the
 * total is the sum, never rounded again.
 */
const BPS = 10_000;
const HUNDREDTHS = 100;

/** The settings a line's labor and tax are computed with (the `shop_locations` columns of the same names). */
export interface LineRates {
  laborRateCents: number;
  taxRateBps: number;
}

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

/** A line from its hours in hundredths, parts and fees (whole, non-negative cents; anything else throws). */
export function lineFigures(figures: { centihours: number; partsCents: number; feesCents: number }, rates: LineRates): LineFigures {
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

/** A line of a hand bid as a shop states it: hours (read to hundredths, half up), parts and fees in cents. */
export const bidLineFigures = (line: { laborHours: number; partsCents: number; feesCents: number }, rates: LineRates): LineFigures =>
  lineFigures(
    {
      centihours: toUnits(line.laborHours, HUNDREDTHS),
      // Dividing by 1 checks the amounts are whole, non-negative cents.
      partsCents: divideRoundHalfUp(line.partsCents, 1),
      feesCents: divideRoundHalfUp(line.feesCents, 1),
    },
    rates,
  );

export type JobTotals = Pick<LineFigures, 'laborCents' | 'partsCents' | 'feesCents' | 'taxCents' | 'totalCents'>;

/** A job's figures: the sums of its lines' rounded figures (never rounded again, so the lines add up). */
export function totalsOf(lines: readonly JobTotals[]): JobTotals {
  const sum = (field: keyof JobTotals) => lines.reduce((total, line) => total + line[field], 0);
  return {
    laborCents: sum('laborCents'),
    partsCents: sum('partsCents'),
    feesCents: sum('feesCents'),
    taxCents: sum('taxCents'),
    totalCents: sum('totalCents'),
  };
}
