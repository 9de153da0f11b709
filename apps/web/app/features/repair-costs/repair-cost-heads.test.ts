import type { RepairCostJob } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { jobHead, jobQuestions } from './repair-cost-heads';

const job: RepairCostJob = {
  make: { slug: 'honda', name: 'Honda' },
  model: { slug: 'cr-v', name: 'CR-V' },
  vehicleClass: 'truck_suv',
  service: {
    id: 's1',
    serviceId: 's1',
    slug: 'brake-pads-replacement',
    name: 'Brake Pads Replacement',
    categoryName: 'Brakes',
    note: 'New pads on one axle.',
    autoquotable: true,
    enabled: true,
    type: 'service',
    popular: true,
    pricedFor: [],
  },
  band: {
    total: { lowCents: 21_050, typicalCents: 25_000, highCents: 31_999 },
    labor: { lowCents: 12_000, typicalCents: 14_000, highCents: 16_000 },
    parts: { lowCents: 8_000, typicalCents: 9_000, highCents: 11_000 },
    laborHours: 1.3,
  },
  basis: { shopCount: 42, markets: [{ name: 'Austin', state: 'TX', shopCount: 42 }] },
  related: [],
};

describe('the job page’s head', () => {
  it('is canonical, trails down from Repair costs, and offers the band as an AggregateOffer in dollars', () => {
    const head = jobHead(job);
    expect(head.path).toBe('/repair-cost/honda/cr-v/brake-pads-replacement');
    expect(head.title).toBe('Brake Pads Replacement cost on a Honda CR-V');
    expect(head.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/repair-cost', '/repair-cost/honda', '/repair-cost/honda/cr-v', head.path]);
    expect(head.description).toContain('$250.00');
    const [offer, faq] = head.jsonLd ?? [];
    expect(offer).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: '210.50', highPrice: '319.99', offerCount: 42 });
    expect(faq).toMatchObject({ '@type': 'FAQPage' });
    expect((faq as { mainEntity: unknown[] }).mainEntity).toHaveLength(jobQuestions(job).length);
  });

  it('makes no offer and asks no question while no shop prices the job', () => {
    const head = jobHead({ ...job, band: null });
    expect(head.jsonLd).toEqual([]);
    expect(head.description).toContain('no shop prices it yet');
  });
});
