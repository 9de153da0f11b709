import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, typedDollarsToCents } from './money.ts';

describe('money', () => {
  it('turns dollars into whole cents and back', () => {
    expect(dollarsToCents(554.2)).toBe(55_420);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(centsToDollars(55_420)).toBe(554.2);
  });

  it('reads dollars as typed: numbers, digits with a trailing point or zeros, separators; nothing is null', () => {
    expect(typedDollarsToCents(554.2)).toBe(55_420);
    expect(typedDollarsToCents('600.00')).toBe(60_000);
    expect(typedDollarsToCents('600.')).toBe(60_000);
    expect(typedDollarsToCents('$1,234.50')).toBe(123_450);
    expect(typedDollarsToCents('')).toBeNull();
    expect(typedDollarsToCents('.')).toBeNaN();
    expect(typedDollarsToCents('12a')).toBeNaN();
  });
});
