import type { ServicePricing } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { pricingFacts, SERVICES } from '../../data/catalog.ts';
import { priceBid } from './price-bid.ts';
import { priceJob, type ShopRates } from './price-job.ts';

/** $130/h, 40 % parts markup, $95 diagnosis, 8.25 % sales tax (price-job.test.ts's shop A). */
const SHOP_A: ShopRates = { laborRateCents: 13_000, partsMarkupBps: 4_000, diagnosticFeeCents: 9_500, taxRateBps: 825 };

describe('a hand bid priced by the server', () => {
  it('prices labor at the location’s rate and taxes the parts only', () => {
    // 2 h × $130 = $260; parts $150 at 8.25 % = $12.375 → $12.38; fees $20 untaxed; total $442.38
    const price = priceBid({ lines: [{ serviceId: 'brakes', laborHours: 2, partsCents: 15_000, feesCents: 2_000 }], shop: SHOP_A });
    expect(price.lines).toEqual([
      {
        serviceId: 'brakes',
        laborHours: 2,
        laborRateCents: 13_000,
        laborCents: 26_000,
        partsCents: 15_000,
        feesCents: 2_000,
        taxCents: 1_238,
        totalCents: 44_238,
      },
    ]);
    expect(price).toMatchObject({ laborCents: 26_000, partsCents: 15_000, feesCents: 2_000, taxCents: 1_238, totalCents: 44_238 });
  });

  it('rounds hours to hundredths, then labor and tax half up to the cent', () => {
    // 1.234 h → 1.23 h; 1.23 × $123.45 = $151.8435 → $151.84; 0.125 h → 0.13 h (half up); 0.13 × $123.45 = $16.0485 → $16.05
    // parts $10.00 at 8.25 % = 82.5 ¢ → 83 ¢
    const shop = { laborRateCents: 12_345, taxRateBps: 825 };
    const price = priceBid({
      lines: [
        { serviceId: 'a', laborHours: 1.234, partsCents: 0, feesCents: 0 },
        { serviceId: 'b', laborHours: 0.125, partsCents: 1_000, feesCents: 0 },
      ],
      shop,
    });
    expect(price.lines.map((line) => [line.laborHours, line.laborCents, line.taxCents, line.totalCents])).toEqual([
      [1.23, 15_184, 0, 15_184],
      [0.13, 1_605, 83, 2_688],
    ]);
    expect(price.totalCents).toBe(15_184 + 2_688);
  });

  it('adds the lines into the totals exactly', () => {
    const lines = [
      { serviceId: 'a', laborHours: 0.7, partsCents: 4_321, feesCents: 0 },
      { serviceId: 'b', laborHours: 0, partsCents: 0, feesCents: 9_500 },
      { serviceId: 'c', laborHours: 3.45, partsCents: 99_999, feesCents: 1 },
    ];
    const price = priceBid({ lines, shop: { laborRateCents: 15_999, taxRateBps: 1_035 } });
    for (const line of price.lines) expect(line.laborCents + line.partsCents + line.feesCents + line.taxCents).toBe(line.totalCents);
    expect(price.totalCents).toBe(price.lines.reduce((sum, line) => sum + line.totalCents, 0));
    expect(price.totalCents).toBe(price.laborCents + price.partsCents + price.feesCents + price.taxCents);
  });

  it('costs exactly what autoquote said when a draft is sent back unchanged, for every catalogue service', () => {
    for (const service of SERVICES) {
      const pricing: ServicePricing = { serviceId: service.slug, ...pricingFacts(service), autoquotable: true };
      for (const vehicleClass of ['compact', 'luxury'] as const) {
        const quote = priceJob({ services: [{ pricing, weight: 1.6 }], vehicleClass, shop: SHOP_A });
        if (quote.kind !== 'quote') throw new Error('forced autoquotable');
        const bid = priceBid({
          lines: quote.lines.map(({ serviceId, laborHours, partsCents, feesCents }) => ({ serviceId, laborHours, partsCents, feesCents })),
          shop: SHOP_A,
        });
        expect(bid.totalCents, service.slug).toBe(quote.totalCents);
        expect(bid.lines.map(({ laborCents, taxCents }) => [laborCents, taxCents])).toEqual(
          quote.lines.map(({ laborCents, taxCents }) => [laborCents, taxCents]),
        );
      }
    }
  });

  it('refuses an empty bid, negative or fractional cents and negative hours', () => {
    const shop = { laborRateCents: 10_000, taxRateBps: 0 };
    expect(() => priceBid({ lines: [], shop })).toThrow(RangeError);
    expect(() => priceBid({ lines: [{ serviceId: 'a', laborHours: 1, partsCents: -1, feesCents: 0 }], shop })).toThrow(RangeError);
    expect(() => priceBid({ lines: [{ serviceId: 'a', laborHours: 1, partsCents: 0, feesCents: 0.5 }], shop })).toThrow(RangeError);
    expect(() => priceBid({ lines: [{ serviceId: 'a', laborHours: -0.5, partsCents: 0, feesCents: 0 }], shop })).toThrow(RangeError);
  });
});
