import type { ServicePricing } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { pricingFacts, SERVICES } from '../../data/catalog.ts';
import { METROS } from '../../data/metros.ts';
import { generateMetroShops } from '../../data/shops.ts';
import { bandOfTotals, bandPosition, fairPriceBand } from './fair-price.ts';
import { priceJob, type ShopRates } from './price-job.ts';

function catalogued(slug: string): ServicePricing {
  const service = SERVICES.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No catalogue service ${slug}`);
  return { serviceId: slug, ...pricingFacts(service) };
}

/** Five shops a $10/h step apart, all at a 40 % markup and 8.25 % tax. */
const FIVE_SHOPS: ShopRates[] = [12_000, 13_000, 14_000, 15_000, 16_000].map((laborRateCents) => ({
  laborRateCents,
  partsMarkupBps: 4_000,
  diagnosticFeeCents: laborRateCents,
  taxRateBps: 825,
}));
const brakeJob = [{ pricing: catalogued('brake-pads-replacement') }];

describe('the fair-price band of a list of totals', () => {
  it('is the 10th, 50th and 90th percentile, interpolated between neighbours', () => {
    // $1 … $10: rank h = 9 × p. p10: h 0.9 → 100 + 0.9 × 100 = 190; p50: h 4.5 → 500 + 0.5 × 100 = 550;
    // p90: h 8.1 → 900 + 0.1 × 100 = 910
    const totals = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1_000];
    const band = { lowCents: 190, medianCents: 550, highCents: 910, locationCount: 10 };
    expect(bandOfTotals(totals)).toEqual(band);
    expect(bandOfTotals([700, 100, 1_000, 300, 900, 200, 500, 400, 800, 600])).toEqual(band);
  });

  it('rounds a percentile that falls between cents half up', () => {
    // two totals: p10 101 + 0.1 = 101.1 → 101; p50 101.5 → 102; p90 101.9 → 102
    expect(bandOfTotals([102, 101])).toEqual({ lowCents: 101, medianCents: 102, highCents: 102, locationCount: 2 });
  });

  it('is the one total when there is one shop, and no band when there is none', () => {
    expect(bandOfTotals([31_114])).toEqual({ lowCents: 31_114, medianCents: 31_114, highCents: 31_114, locationCount: 1 });
    expect(bandOfTotals([])).toBeNull();
  });

  it('places a total below, within (bounds included) or above the band', () => {
    const band = { lowCents: 190, medianCents: 550, highCents: 910, locationCount: 10 };
    expect(bandPosition(band, 189)).toBe('below');
    expect(bandPosition(band, 190)).toBe('within');
    expect(bandPosition(band, 550)).toBe('within');
    expect(bandPosition(band, 910)).toBe('within');
    expect(bandPosition(band, 911)).toBe('above');
  });
});

describe('the fair-price band of a job across a market’s shops', () => {
  it('prices the job at every shop and takes the band of the totals', () => {
    // Brake pads on a Civic (compact): 1.35 h, parts $125.30, tax $10.34 at every shop (price-job.test.ts);
    // labor 1.35 × $120…$160 = $162.00, $175.50, $189.00, $202.50, $216.00
    // totals $297.64, $311.14, $324.64, $338.14, $351.64 (a $13.50 step); h = 4 × p
    // p10: h 0.4 → 29 764 + 0.4 × 1 350 = 30 304; p50: h 2 → 32 464; p90: h 3.6 → 33 814 + 0.6 × 1 350 = 34 624
    const totals = FIVE_SHOPS.map((shop) => {
      const price = priceJob({ services: brakeJob, vehicleClass: 'compact', shop });
      return price.kind === 'quote' ? price.totalCents : null;
    });
    expect(totals).toEqual([29_764, 31_114, 32_464, 33_814, 35_164]);
    const band = fairPriceBand({ services: brakeJob, vehicleClass: 'compact', locations: FIVE_SHOPS });
    expect(band).toEqual({ lowCents: 30_304, medianCents: 32_464, highCents: 34_624, locationCount: 5 });
    if (!band) return;
    // The cheapest shop's offer is below the band, the dearest above it, the others within.
    expect(totals.map((total) => bandPosition(band, total ?? 0))).toEqual(['below', 'within', 'within', 'within', 'above']);
  });

  it('draws a dearer band for a 2020 BMW X5 (luxury) than for a 2010 Honda Civic (compact)', () => {
    const civic = fairPriceBand({ services: brakeJob, vehicleClass: 'compact', locations: FIVE_SHOPS });
    const x5 = fairPriceBand({ services: brakeJob, vehicleClass: 'luxury', locations: FIVE_SHOPS });
    expect(civic && x5).toBeTruthy();
    if (!civic || !x5) return;
    // The X5 at shop A ($130/h) is $532.35 (price-job.test.ts): well above the Civic's whole band.
    expect(x5.lowCents).toBeGreaterThan(civic.highCents);
    expect(bandPosition(civic, 53_235)).toBe('above');
    expect(bandPosition(x5, 53_235)).toBe('within');
  });

  it('has no band for a job without an instant price, or a market without shops', () => {
    const withTimingChain = [...brakeJob, { pricing: catalogued('timing-chain-replacement') }];
    expect(fairPriceBand({ services: withTimingChain, vehicleClass: 'compact', locations: FIVE_SHOPS })).toBeNull();
    expect(fairPriceBand({ services: brakeJob, vehicleClass: 'compact', locations: [] })).toBeNull();
  });

  it('spreads over a demo metro’s repair shops: low below median below high, the extremes outside', () => {
    const austin = METROS.find((metro) => metro.slug === 'austin');
    if (!austin) throw new Error('The Austin metro is authored');
    const locations = generateMetroShops(austin)
      .flatMap((company) => company.locations)
      .filter((location) => location.appointmentTypes.includes('service'));
    expect(locations.length).toBeGreaterThanOrEqual(5);
    const band = fairPriceBand({ services: brakeJob, vehicleClass: 'compact', locations });
    if (!band) throw new Error('The brake job has an instant price');
    expect(band.locationCount).toBe(locations.length);
    expect(band.lowCents).toBeLessThan(band.medianCents);
    expect(band.medianCents).toBeLessThan(band.highCents);
    const totals = locations.map((shop) => {
      const price = priceJob({ services: brakeJob, vehicleClass: 'compact', shop });
      return price.kind === 'quote' ? price.totalCents : 0;
    });
    expect(bandPosition(band, Math.min(...totals))).toBe('below');
    expect(bandPosition(band, Math.max(...totals))).toBe('above');
  });
});
