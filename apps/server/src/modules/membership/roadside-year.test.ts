import { describe, expect, it } from 'vitest';
import { membershipYear, roadsideAvailableFrom } from './roadside-year.ts';

const at = (iso: string) => new Date(iso);

describe('the membership year (roadside help counts its events in it)', () => {
  it('runs from the signing date’s last anniversary to its next', () => {
    const signed = at('2025-03-10T15:00:00Z');
    expect(membershipYear(signed, at('2025-03-10T15:00:00Z'))).toEqual({ start: signed, end: at('2026-03-10T15:00:00Z') });
    expect(membershipYear(signed, at('2026-03-10T14:59:59Z'))).toEqual({ start: signed, end: at('2026-03-10T15:00:00Z') });
    expect(membershipYear(signed, at('2026-03-10T15:00:00Z'))).toEqual({ start: at('2026-03-10T15:00:00Z'), end: at('2027-03-10T15:00:00Z') });
    expect(membershipYear(signed, at('2027-01-01T00:00:00Z'))).toEqual({ start: at('2026-03-10T15:00:00Z'), end: at('2027-03-10T15:00:00Z') });
  });

  it('opens help 3 days after signing', () => {
    expect(roadsideAvailableFrom(at('2026-11-28T10:00:00Z'))).toEqual(at('2026-12-01T10:00:00Z'));
  });
});
