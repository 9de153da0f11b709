import type { PriceBasis } from '@pitstop/contracts';
import { PlainText } from '~/components/ui/plain-text';
import { basisWords } from '../repair-cost-heads';

/**
 * What the figures are, said exactly (ADR 073): whose prices, which markets, which percentiles, what tax is in them.
 * `labor` adds the sentence about the labor and parts columns.
 */
export function PriceBasisNote({ basis, labor = false }: { basis: PriceBasis; labor?: boolean }) {
  if (basis.shopCount === 0) return <PlainText dimmed>No shop on our marketplace prices repair work yet, so there are no figures to show.</PlainText>;
  const markets = basis.markets.map((market) => `${market.name}, ${market.state} (${market.shopCount})`).join('; ');
  return (
    <PlainText size="sm" dimmed>
      From the instant prices of {basisWords(basis)} ({markets}), computed the way their offers are: low is the 10th percentile of what
      those shops charge, typical the median, high the 90th percentile. Totals include sales tax on parts at each shop&apos;s rate; labor
      is not taxed.
      {labor
        ? ' Labor and parts are before tax, and each is its own percentile, so a column’s labor and parts need not add up to its total.'
        : ''}{' '}
      These are the shops&apos; standard prices for the job; a shop that sees your car may find more to do, and asks you before doing it.
    </PlainText>
  );
}
