/** Money is integer cents in code and DB; dollars only at the edges the spec names (USD, two decimals). */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/**
 * Dollars as a person types them ('560', '560.', '1,250.50', '$12') in cents; null when nothing is typed, NaN when
 * what is typed is not an amount.
 */
export function typedDollarsToCents(typed: number | string): number | null {
  if (typeof typed === 'number') return dollarsToCents(typed);
  const digits = typed.replace(/[$,\s]/g, '');
  if (digits === '') return null;
  return /^\d*\.?\d*$/.test(digits) && digits !== '.' ? dollarsToCents(Number(digits)) : Number.NaN;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatCents = (cents: number) => usd.format(centsToDollars(cents));
