import { divideRoundHalfUp } from './round-half-up.ts';

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

/**
 * The members' discount (ADR 059): each shop sets its own percent, 0 to 25 ("up to 25%", spec 001 §9), 10 until it
 * says otherwise.
 */
export const MAX_MEMBER_DISCOUNT_PERCENT = 25;
export const DEFAULT_MEMBER_DISCOUNT_PERCENT = 10;

/**
 * A member's discount on an amount of a booking, in cents: the percent of it rounded half away from zero (the
 * amounts are never negative, so half up), never more than the amount. One rule for the price shown on an offer
 * and the discount a booking takes.
 */
export function memberDiscountCents(amountCents: number, percent: number): number {
  if (amountCents <= 0 || percent <= 0) return 0;
  return Math.min(amountCents, divideRoundHalfUp(amountCents * percent, 100));
}
