import { describe, expect, it } from 'vitest';
import { intersectPatterns, modelYearCode, parseVinPattern, specificity, subtractPattern, yearPattern, VIN_ALPHABET } from './vin-pattern.ts';

describe('vPIC VIN patterns', () => {
  it('parses literals, wildcards and bracket classes with ranges, dropping trailing wildcards', () => {
    expect(parseVinPattern('Z[A-C9]**T')).toEqual(['Z', '9ABC', null, null, 'T']);
    expect(parseVinPattern('CY1**')).toEqual(['C', 'Y', '1']);
  });

  it('leaves out VIS patterns and malformed keys', () => {
    expect(parseVinPattern('*****|***1')).toBeNull();
    expect(parseVinPattern('Z[A-C')).toBeNull();
    expect(parseVinPattern('ZI')).toBeNull();
  });

  it('intersects two patterns position by position, or answers null when no VIN matches both', () => {
    const model = parseVinPattern('Z[A-F9]') ?? [];
    const trim = parseVinPattern('ZB') ?? [];
    const engine = parseVinPattern('Z***T') ?? [];
    expect(intersectPatterns(model, trim)).toEqual(['Z', 'B']);
    expect(intersectPatterns(model, engine)).toEqual(['Z', '9ABCDEF', null, null, 'T']);
    expect(intersectPatterns(trim, parseVinPattern('ZC') ?? [])).toBeNull();
  });

  it('subtracts one pattern from another as patterns that do not overlap', () => {
    const model = parseVinPattern('*[DFK]**K') ?? [];
    // The Hybrid's pattern takes D: F and K are left.
    expect(subtractPattern(model, parseVinPattern('*D**K') ?? [])).toEqual([[null, 'FK', null, null, 'K']]);
    expect(subtractPattern(model, parseVinPattern('*[DFK]') ?? [])).toEqual([]);
    expect(subtractPattern(model, parseVinPattern('A') ?? [])).toEqual([
      [[...VIN_ALPHABET].filter((char) => char !== 'A').join(''), 'DFK', null, null, 'K'],
    ]);
    expect(subtractPattern(model, parseVinPattern('*Z') ?? [])).toEqual([model]);
  });

  it('scores a narrower pattern as more specific', () => {
    expect(specificity(['Z', 'B'])).toBeGreaterThan(specificity(['Z', '9ABCDEF']));
  });

  it('knows the model-year character of position 10', () => {
    expect(modelYearCode(2000)).toBe('Y');
    expect(modelYearCode(2001)).toBe('1');
    expect(modelYearCode(2010)).toBe('A');
    expect(modelYearCode(2018)).toBe('J');
    expect(modelYearCode(2027)).toBe('V');
    expect(intersectPatterns(yearPattern(2018), parseVinPattern('******J') ?? [])).not.toBeNull();
    expect(intersectPatterns(yearPattern(2019), parseVinPattern('******J') ?? [])).toBeNull();
  });
});
