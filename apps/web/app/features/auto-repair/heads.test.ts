import type { AutoRepairCityResponse } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { cityView } from './city-view';
import { cityHead } from './heads';

const WEEK = {
  mon: { open: '08:00', close: '18:00' },
  tue: { open: '08:00', close: '18:00' },
  wed: { open: '08:00', close: '18:00' },
  thu: { open: '08:00', close: '18:00' },
  fri: { open: '08:00', close: '17:00' },
  sat: null,
  sun: { open: '10:00', close: '14:00' },
};
const shop = (id: string, reviewCount: number) => ({
  id,
  name: `Shop ${id}`,
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  phone: '(512) 555-0100',
  lat: 30.27,
  lon: -97.74,
  rating: reviewCount > 0 ? 4.6 : 0,
  reviewCount,
  openingHours: WEEK,
  timeZone: 'America/Chicago',
  certifications: id === 'a' ? ['ASE Certified Technicians'] : [],
});
const data: AutoRepairCityResponse = {
  state: { abbreviation: 'TX', slug: 'tx', name: 'Texas' },
  city: { name: 'Austin', slug: 'austin', zipcode: '78701' },
  shops: [shop('a', 12), shop('b', 0)],
  prices: {
    vehicleClass: 'midsize',
    shopCount: 2,
    jobs: [{ serviceId: 's', name: 'Oil Change', note: null, lowCents: 7_250, medianCents: 8_900, highCents: 10_100 }],
  },
  nearbyCities: [],
};

describe('the city page as the loader writes it', () => {
  it('gives each shop its week as runs of days, the prices as money and the class in words', () => {
    const view = cityView(data);
    expect(view.shops[0]?.week).toEqual([
      { days: 'Monday–Thursday', hours: '08:00–18:00' },
      { days: 'Friday', hours: '08:00–17:00' },
      { days: 'Saturday', hours: 'Closed' },
      { days: 'Sunday', hours: '10:00–14:00' },
    ]);
    expect(view.prices).toMatchObject({ vehicleText: 'midsize car', jobs: [{ typical: '$89.00', range: '$72.50–$101.00' }] });
  });

  it('heads the page: canonical path, breadcrumbs, each shop as AutoRepair (rated only with reviews) and an ItemList', () => {
    const head = cityHead(cityView(data));
    expect(head.title).toBe('Auto repair in Austin, TX');
    expect(head.path).toBe('/auto-repair/tx/austin');
    expect(head.description).toContain('2 auto repair shops in Austin, TX');
    expect(head.description).toContain('Oil Change: typically $72.50–$101.00.');
    expect(head.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/auto-repair', '/auto-repair/tx', '/auto-repair/tx/austin']);
    const [first, second, list] = head.jsonLd ?? [];
    expect(first).toMatchObject({
      '@type': 'AutoRepair',
      '@id': '/auto-repair/tx/austin#shop-a',
      address: { '@type': 'PostalAddress', streetAddress: '1 Main St', addressLocality: 'Austin', addressRegion: 'TX', postalCode: '78701' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12 },
      award: ['ASE Certified Technicians'],
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '18:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '08:00', closes: '17:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '14:00' },
      ],
    });
    expect(second).not.toHaveProperty('aggregateRating');
    expect(second).not.toHaveProperty('award');
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2, itemListElement: [{ position: 1, item: { '@id': '/auto-repair/tx/austin#shop-a' } }, { position: 2 }] });
  });
});
