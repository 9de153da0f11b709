import { LABOR_HOURS_FACTOR, type ServicePricing, VEHICLE_CLASSES, type VehicleClass } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { pricingFacts, SERVICES } from '../../data/catalog.ts';
import { type JobService, type LineItem, priceJob, type Quote, type ShopRates } from './price-job.ts';

/** A catalogue service's pricing facts as the catalogue store holds them (the slug stands in for the id). */
function catalogued(slug: string): ServicePricing {
  const service = SERVICES.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No catalogue service ${slug}`);
  return { serviceId: slug, ...pricingFacts(service) };
}

/** Made-up pricing facts with the same parts range for every class, for rounding cases. */
function made(
  laborHours: number,
  parts: [number, number],
  pricingMethod: ServicePricing['pricingMethod'] = 'labor_parts',
): ServicePricing {
  const range = { minCents: parts[0], maxCents: parts[1] };
  return {
    serviceId: 'made-up',
    laborHours,
    partsCost: { compact: range, midsize: range, fullsize: range, truck_suv: range, luxury: range },
    pricingMethod,
    autoquotable: true,
  };
}

/** $130/h, 40 % parts markup, $95 diagnosis, 8.25 % sales tax (an Austin shop). */
const SHOP_A: ShopRates = { laborRateCents: 13_000, partsMarkupBps: 4_000, diagnosticFeeCents: 9_500, taxRateBps: 825 };
/** Shop A's markup and tax at $165/h, $120 diagnosis. */
const SHOP_B: ShopRates = { laborRateCents: 16_500, partsMarkupBps: 4_000, diagnosticFeeCents: 12_000, taxRateBps: 825 };
/** No markup, no tax: the rounding cases isolate one figure each. */
const PLAIN: ShopRates = { laborRateCents: 10_000, partsMarkupBps: 0, diagnosticFeeCents: 0, taxRateBps: 0 };

function quote(services: JobService[], vehicleClass: VehicleClass, shop: ShopRates): Quote {
  const price = priceJob({ services, vehicleClass, shop });
  if (price.kind !== 'quote') throw new Error(`Expected a quote, got no instant price for ${price.serviceIds.join(', ')}`);
  return price;
}
const onlyLine = (price: Quote): LineItem => {
  expect(price.lines).toHaveLength(1);
  return price.lines[0] as LineItem;
};

describe('autoquote: worked examples', () => {
  // Brake Pads Replacement: 1.5 h on a midsize car; parts $60–$150 midsize, by class (catalogue, rounded to dollars):
  // compact ×0.85 → $51–$127.50 → $51–$128; luxury ×1.75 → $105–$262.50 → $105–$263.
  const brakePads = catalogued('brake-pads-replacement');

  it('reads the brake job the examples below assume from the catalogue', () => {
    expect(brakePads.laborHours).toBe(1.5);
    expect(brakePads.partsCost.compact).toEqual({ minCents: 5_100, maxCents: 12_800 });
    expect(brakePads.partsCost.luxury).toEqual({ minCents: 10_500, maxCents: 26_300 });
    expect(LABOR_HOURS_FACTOR.compact).toBe(0.9);
    expect(LABOR_HOURS_FACTOR.luxury).toBe(1.3);
  });

  it('prices the brake job on a 2010 Honda Civic (compact) at shop A', () => {
    // hours 1.5 × 0.9 = 1.35 h; labor 1.35 × $130 = $175.50
    // parts midpoint ($51 + $128) / 2 = $89.50, × 1.40 = $125.30
    // tax 8.25 % of $125.30 = $10.33725 → $10.34 (parts only)
    // total 175.50 + 125.30 + 0 + 10.34 = $311.14
    const price = quote([{ pricing: brakePads }], 'compact', SHOP_A);
    expect(onlyLine(price)).toEqual({
      serviceId: 'brake-pads-replacement',
      pricingMethod: 'labor_parts',
      laborHours: 1.35,
      laborRateCents: 13_000,
      laborCents: 17_550,
      partsCents: 12_530,
      feesCents: 0,
      taxCents: 1_034,
      totalCents: 31_114,
    });
    expect(price).toMatchObject({ laborCents: 17_550, partsCents: 12_530, feesCents: 0, taxCents: 1_034, totalCents: 31_114 });
  });

  it('prices the same brake job on a 2020 BMW X5 (luxury) at shop A higher: more hours, dearer parts', () => {
    // hours 1.5 × 1.3 = 1.95 h; labor 1.95 × $130 = $253.50
    // parts midpoint ($105 + $263) / 2 = $184, × 1.40 = $257.60
    // tax 8.25 % of $257.60 = $21.252 → $21.25
    // total 253.50 + 257.60 + 21.25 = $532.35
    const line = onlyLine(quote([{ pricing: brakePads }], 'luxury', SHOP_A));
    expect(line).toMatchObject({ laborHours: 1.95, laborCents: 25_350, partsCents: 25_760, taxCents: 2_125, totalCents: 53_235 });
    expect(line.totalCents).toBeGreaterThan(31_114);
  });

  it('prices the Civic’s brake job higher at shop B, whose labor rate is higher', () => {
    // labor 1.35 × $165 = $222.75; parts and tax as at shop A ($125.30, $10.34); total $358.39
    const line = onlyLine(quote([{ pricing: brakePads }], 'compact', SHOP_B));
    expect(line).toMatchObject({ laborHours: 1.35, laborRateCents: 16_500, laborCents: 22_275, partsCents: 12_530, taxCents: 1_034 });
    expect(line.totalCents).toBe(35_839);
  });

  it('scales hours and parts by the interview weight: both axles cost twice the work and parts', () => {
    // hours 1.5 × 0.9 × 2 = 2.7 h → $351; parts $179 × 1.40 = $250.60; tax 8.25 % of $250.60 = $20.6745 → $20.67
    // total 351 + 250.60 + 20.67 = $622.27
    const line = onlyLine(quote([{ pricing: brakePads, weight: 2 }], 'compact', SHOP_A));
    expect(line).toMatchObject({ laborHours: 2.7, laborCents: 35_100, partsCents: 25_060, taxCents: 2_067, totalCents: 62_227 });
  });

  it('prices a diagnosis as the shop’s diagnostic fee, whatever the car, untaxed', () => {
    const diagnosis = catalogued('check-engine-light-diagnosis');
    for (const vehicleClass of ['compact', 'luxury'] as const) {
      expect(onlyLine(quote([{ pricing: diagnosis }], vehicleClass, SHOP_A))).toEqual({
        serviceId: 'check-engine-light-diagnosis',
        pricingMethod: 'diagnostic_fee',
        laborHours: 0,
        laborRateCents: 13_000,
        laborCents: 0,
        partsCents: 0,
        feesCents: 9_500,
        taxCents: 0,
        totalCents: 9_500,
      });
    }
    expect(quote([{ pricing: diagnosis }], 'compact', SHOP_B).totalCents).toBe(12_000);
  });

  it('prices a flat service at the midpoint of its range, the same at every shop, without markup or tax', () => {
    // State Inspection, midsize $25–$40: midpoint $32.50; with the emissions test too (weight 2) $65
    const inspection = catalogued('state-inspection');
    expect(inspection.partsCost.midsize).toEqual({ minCents: 2_500, maxCents: 4_000 });
    for (const shop of [SHOP_A, SHOP_B]) {
      expect(onlyLine(quote([{ pricing: inspection }], 'midsize', shop))).toMatchObject({
        pricingMethod: 'flat',
        laborCents: 0,
        partsCents: 0,
        feesCents: 3_250,
        taxCents: 0,
        totalCents: 3_250,
      });
    }
    expect(quote([{ pricing: inspection, weight: 2 }], 'midsize', SHOP_A).totalCents).toBe(6_500);
  });

  it('adds the lines of a job of several services into its total', () => {
    // Civic at shop A: brake pads $311.14 (above) + diagnosis $95 = $406.14
    const price = quote([{ pricing: brakePads }, { pricing: catalogued('check-engine-light-diagnosis') }], 'compact', SHOP_A);
    expect(price.lines.map((line) => line.totalCents)).toEqual([31_114, 9_500]);
    expect(price).toMatchObject({ laborCents: 17_550, partsCents: 12_530, feesCents: 9_500, taxCents: 1_034, totalCents: 40_614 });
  });
});

describe('autoquote: no instant price', () => {
  it('answers no instant price, not a zero, for a service that needs a look at the car', () => {
    const price = priceJob({ services: [{ pricing: catalogued('timing-chain-replacement') }], vehicleClass: 'midsize', shop: SHOP_A });
    expect(price).toEqual({ kind: 'no_instant_price', serviceIds: ['timing-chain-replacement'] });
  });

  it('gives a job holding one such service no instant price, naming only the services a shop must price', () => {
    const price = priceJob({
      services: [
        { pricing: catalogued('brake-pads-replacement') },
        { pricing: catalogued('head-gasket-replacement') },
        { pricing: catalogued('oil-change') },
        { pricing: catalogued('hail-damage-repair') },
      ],
      vehicleClass: 'compact',
      shop: SHOP_A,
    });
    expect(price).toEqual({ kind: 'no_instant_price', serviceIds: ['head-gasket-replacement', 'hail-damage-repair'] });
  });

  it('refuses a job with no services and settings that are not whole, non-negative cents', () => {
    expect(() => priceJob({ services: [], vehicleClass: 'compact', shop: SHOP_A })).toThrow(RangeError);
    const job = [{ pricing: catalogued('brake-pads-replacement') }];
    expect(() => priceJob({ services: job, vehicleClass: 'compact', shop: { ...SHOP_A, laborRateCents: -1 } })).toThrow(RangeError);
    expect(() => priceJob({ services: job, vehicleClass: 'compact', shop: { ...SHOP_A, taxRateBps: 8.25 } })).toThrow(RangeError);
    expect(() => priceJob({ services: [{ pricing: catalogued('brake-pads-replacement'), weight: 0 }], vehicleClass: 'compact', shop: SHOP_A })).toThrow(RangeError);
  });
});

describe('autoquote: rounding (half up, per figure, in whole numbers)', () => {
  const line = (pricing: ServicePricing, shop: ShopRates, weight?: number) =>
    onlyLine(quote([{ pricing, weight }], 'midsize', shop));

  it('rounds a half cent of tax up, and less than half down', () => {
    // parts $10.00 at 8.25 % = 82.5 ¢ → 83 ¢; parts $9.99 at 8.25 % = 82.4175 ¢ → 82 ¢
    const taxed = { ...PLAIN, taxRateBps: 825 };
    expect(line(made(0, [1_000, 1_000]), taxed)).toMatchObject({ partsCents: 1_000, taxCents: 83, totalCents: 1_083 });
    expect(line(made(0, [999, 999]), taxed)).toMatchObject({ partsCents: 999, taxCents: 82, totalCents: 1_081 });
  });

  it('rounds a half cent of marked-up parts up where floating point would round it down', () => {
    // $8.90 × 1.15 = 1 023.5 ¢ → 1 024 ¢ (in floating point 890 × 1.15 is 1 023.4999…, which Math.round makes 1 023)
    expect(line(made(0, [890, 890]), { ...PLAIN, partsMarkupBps: 1_500 }).partsCents).toBe(1_024);
  });

  it('rounds a half cent of the parts midpoint up', () => {
    // ($10.01 + $10.02) / 2 = 1 001.5 ¢ → 1 002 ¢
    expect(line(made(0, [1_001, 1_002]), PLAIN).partsCents).toBe(1_002);
  });

  it('rounds a half cent of labor up', () => {
    // 0.5 h × $123.45 = 6 172.5 ¢ → 6 173 ¢
    expect(line(made(0.5, [0, 0]), { ...PLAIN, laborRateCents: 12_345 })).toMatchObject({ laborHours: 0.5, laborCents: 6_173 });
  });

  it('rounds hours to hundredths before pricing labor, so hours × rate reads as the labor', () => {
    // 0.25 h × weight 0.5 = 0.125 h → 0.13 h; 0.13 × $100 = $13.00 (not 0.125 × $100 = $12.50)
    expect(line(made(0.25, [0, 0]), PLAIN, 0.5)).toMatchObject({ laborHours: 0.13, laborCents: 1_300, totalCents: 1_300 });
  });

  it('rounds a half cent of a flat price up', () => {
    // ($25.01 + $25.02) / 2 = 2 501.5 ¢ → 2 502 ¢, untaxed
    expect(line(made(0.5, [2_501, 2_502], 'flat'), { ...PLAIN, taxRateBps: 1_000 })).toMatchObject({
      laborCents: 0,
      feesCents: 2_502,
      taxCents: 0,
      totalCents: 2_502,
    });
  });
});

describe('autoquote: the figures add up for every catalogue service, vehicle class and shop', () => {
  const SHOPS: ShopRates[] = [
    SHOP_A,
    SHOP_B,
    // Odd figures, so that halves and remainders turn up.
    { laborRateCents: 12_345, partsMarkupBps: 3_333, diagnosticFeeCents: 9_999, taxRateBps: 1_035 },
    { laborRateCents: 19_500, partsMarkupBps: 7_000, diagnosticFeeCents: 15_500, taxRateBps: 0 },
    // A car wash: no markup, no diagnosis.
    { laborRateCents: 11_500, partsMarkupBps: 0, diagnosticFeeCents: 0, taxRateBps: 890 },
  ];
  const WEIGHTS = [1, 0.25, 1.6, 2];
  const near = (actual: number, expected: number, tolerance: number) =>
    expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance + 1e-9);

  it('covers the whole catalogue, some of it not autoquotable', () => {
    expect(SERVICES.length).toBeGreaterThanOrEqual(80);
    expect(SERVICES.some((service) => service.autoquotable === false)).toBe(true);
  });

  it('prices each service alone in whole cents within half a cent of the exact figure, and its line sums to the total', () => {
    let checked = 0;
    for (const service of SERVICES) {
      const pricing = catalogued(service.slug);
      for (const vehicleClass of VEHICLE_CLASSES) {
        for (const shop of SHOPS) {
          for (const weight of WEIGHTS) {
            const price = priceJob({ services: [{ pricing, weight }], vehicleClass, shop });
            if (!pricing.autoquotable) {
              expect(price).toEqual({ kind: 'no_instant_price', serviceIds: [service.slug] });
              continue;
            }
            if (price.kind !== 'quote') throw new Error(`${service.slug} has no instant price`);
            const line = onlyLine(price);
            const { laborCents, partsCents, feesCents, taxCents, totalCents } = line;
            for (const cents of [laborCents, partsCents, feesCents, taxCents, totalCents]) {
              expect(Number.isSafeInteger(cents) && cents >= 0, `${service.slug}: ${cents}`).toBe(true);
            }
            expect(laborCents + partsCents + feesCents + taxCents).toBe(totalCents);
            expect(price).toMatchObject({ laborCents, partsCents, feesCents, taxCents, totalCents });
            near(taxCents, (partsCents * shop.taxRateBps) / 10_000, 0.5);
            near(laborCents, line.laborHours * shop.laborRateCents, 0.5);
            const { minCents, maxCents } = pricing.partsCost[vehicleClass];
            const midpoint = ((minCents + maxCents) / 2) * weight;
            if (pricing.pricingMethod === 'labor_parts') {
              near(line.laborHours, pricing.laborHours * LABOR_HOURS_FACTOR[vehicleClass] * weight, 0.005);
              near(partsCents, midpoint * (1 + shop.partsMarkupBps / 10_000), 0.5);
              expect(feesCents).toBe(0);
            } else {
              expect([line.laborHours, laborCents, partsCents, taxCents]).toEqual([0, 0, 0, 0]);
              if (pricing.pricingMethod === 'diagnostic_fee') expect(feesCents).toBe(shop.diagnosticFeeCents);
              else near(feesCents, midpoint, 0.5);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(80 * VEHICLE_CLASSES.length * SHOPS.length * WEIGHTS.length * 0.9);
  });

  it('prices the whole autoquotable catalogue as one job: each line as if alone, the lines summing to the total', () => {
    const job = SERVICES.filter((service) => service.autoquotable !== false).map((service, index) => ({
      pricing: catalogued(service.slug),
      weight: WEIGHTS[index % WEIGHTS.length] as number,
    }));
    for (const vehicleClass of VEHICLE_CLASSES) {
      for (const shop of SHOPS) {
        const price = quote(job, vehicleClass, shop);
        expect(price.lines).toEqual(job.map((service) => onlyLine(quote([service], vehicleClass, shop))));
        const sum = (field: keyof Omit<LineItem, 'serviceId' | 'pricingMethod' | 'laborHours' | 'laborRateCents'>) =>
          price.lines.reduce((total, line) => total + line[field], 0);
        expect(price.totalCents).toBe(sum('totalCents'));
        expect(price.totalCents).toBe(price.laborCents + price.partsCents + price.feesCents + price.taxCents);
        expect([price.laborCents, price.partsCents, price.feesCents, price.taxCents]).toEqual([
          sum('laborCents'),
          sum('partsCents'),
          sum('feesCents'),
          sum('taxCents'),
        ]);
      }
    }
  });

  it('never prices a bigger class of car below a smaller one for the same labor-and-parts work', () => {
    const order = ['compact', 'midsize', 'fullsize', 'truck_suv', 'luxury'] as const;
    for (const service of SERVICES.filter((candidate) => (candidate.pricing ?? 'labor_parts') === 'labor_parts')) {
      if (service.autoquotable === false) continue;
      const totals = order.map((vehicleClass) => quote([{ pricing: catalogued(service.slug) }], vehicleClass, SHOP_A).totalCents);
      expect(totals, service.slug).toEqual([...totals].sort((a, b) => a - b));
    }
  });
});
