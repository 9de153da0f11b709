import { bidLineFigures, type LineFigures, type LineRates, totalsOf } from '@pitstop/contracts/common/line-figures';

export { type LineFigures, type LineRates, lineFigures, totalsOf } from '@pitstop/contracts/common/line-figures';

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
 * A shop's bid by hand (docs/product/shops.md "Offers by hand"), priced by the server: the shop states hours, parts and fees per line; labor
 * is the hours (read to hundredths, half up) × the location's labor rate, tax the location's rate on parts, the
 * totals sums of the rounded figures — the rule autoquote follows (contracts `line-figures.ts`, which the bid form
 * shows the total with), so a draft from priceJob sent back unchanged costs exactly what autoquote said. Pure;
 * amounts are whole, non-negative cents (anything else throws).
 */
export function priceBid({ lines, shop }: { lines: readonly BidLineInput[]; shop: LineRates }): BidPrice {
  if (lines.length === 0) throw new RangeError('A bid has at least one line');
  const priced = lines.map((line) => ({ serviceId: line.serviceId, ...bidLineFigures(line, shop) }));
  return { lines: priced, ...totalsOf(priced) };
}
