import { MAX_LINE_AMOUNT_CENTS, ShopBid, ShopBidLine, type ShopOffer, shopMessages } from '@pitstop/contracts/shops';
import { bidLineFigures, type JobTotals, type LineFigures, type LineRates, totalsOf } from '@pitstop/contracts/common/line-figures';
import { centsToDollars, dollarsToCents } from '@pitstop/contracts/common/money';
import { z } from 'zod';

/**
 * The bid form's values: per line the hours and, in dollars as a shop reads them, parts and fees; the server
 * stores cents. Rules and messages are the contract's (ShopBid), restated in dollars where the unit differs.
 */
const dollars = z
  .number({ error: 'Enter an amount in dollars.' })
  .min(0, 'Amounts cannot be negative.')
  .max(centsToDollars(MAX_LINE_AMOUNT_CENTS), shopMessages.amountTooLarge);

export const BidFormSchema = z.object({
  lines: z.array(
    z.object({
      serviceId: z.string(),
      serviceName: z.string(),
      laborHours: ShopBidLine.shape.laborHours.refine((hours) => Number.isFinite(hours), 'Enter the hours.'),
      parts: dollars,
      fees: dollars,
    }),
  ),
  note: ShopBid.shape.note,
});
export type BidFormValues = z.input<typeof BidFormSchema>;

type Line = Pick<ShopOffer['lineItems'][number], 'serviceId' | 'serviceName' | 'laborHours' | 'partsCents' | 'feesCents'>;

/** The form's starting values: a draft's lines, or the offer being changed. */
export const bidFormValues = (lines: readonly Line[], note: string | null = null): BidFormValues => ({
  lines: lines.map(({ serviceId, serviceName, laborHours, partsCents, feesCents }) => ({
    serviceId,
    serviceName,
    laborHours,
    parts: centsToDollars(partsCents),
    fees: centsToDollars(feesCents),
  })),
  note: note ?? '',
});

/** What the API takes: cents, no names. */
export const bidOfValues = (values: z.output<typeof BidFormSchema>): ShopBid => ({
  lineItems: values.lines.map(({ serviceId, laborHours, parts, fees }) => ({
    serviceId,
    laborHours,
    partsCents: dollarsToCents(parts),
    feesCents: dollarsToCents(fees),
  })),
  note: values.note,
});

export interface BidTotals {
  /** Each line's figures, or null while a line is not a valid amount yet. */
  lines: Array<LineFigures | null>;
  /** The whole bid, or null while any line is incomplete. */
  totals: JobTotals | null;
}

/**
 * What the customer will pay, as the server will compute it (contracts line-figures.ts: hours × the location's rate,
 * tax on parts, half up per figure, totals as sums). Lines that are not valid yet count as nothing.
 */
export function bidTotals(lines: BidFormValues['lines'], rates: LineRates): BidTotals {
  const figures = lines.map((line) => {
    const parsed = BidFormSchema.shape.lines.element.safeParse(line);
    if (!parsed.success) return null;
    const { laborHours, parts, fees } = parsed.data;
    return bidLineFigures({ laborHours, partsCents: dollarsToCents(parts), feesCents: dollarsToCents(fees) }, rates);
  });
  const complete = figures.filter((line): line is LineFigures => line !== null);
  return { lines: figures, totals: complete.length === figures.length ? totalsOf(complete) : null };
}
