/**
 * `numerator / denominator` rounded half up to an integer, in exact integer arithmetic: every money figure of
 * autoquote and the fair-price band is one such division of whole numbers, so a half is recognised exactly
 * (floating point would read 1010 × 1.15 as 1161.4999… and round the half cent down).
 *
 * Both operands are non-negative safe integers (the denominator positive); anything else is a programming
 * error and throws, rather than yielding a price that is silently wrong.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0) {
    throw new RangeError(`Money arithmetic needs a non-negative safe integer, got ${numerator}`);
  }
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Money arithmetic needs a positive safe integer divisor, got ${denominator}`);
  }
  // `%` of two integers is exact, and so is dividing out a remainder-free numerator.
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/**
 * A decimal input (hours, a class factor, an interview weight) as a whole number of `1/scale` units, read at
 * that precision: catalogue hours are authored to tenths, class factors to hundredths, weights to hundredths.
 */
export function toUnits(value: number, scale: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Expected a non-negative number, got ${value}`);
  return Math.round(value * scale);
}
