import type { PublicOffer } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { jobWords, publicOfferHead } from './public-offer-head';

const offer: PublicOffer = {
  id: '3f0a4f4e-8d4e-4b59-9c0f-2f1f7e0b9a11',
  status: 'open',
  validUntil: '2026-12-01T10:00:00.000Z',
  totalCents: 25_061,
  laborCents: 15_600,
  partsCents: 8_700,
  feesCents: 0,
  taxCents: 761,
  lineItems: [
    { serviceName: 'Brake Pads Replacement', laborHours: 1.2, laborRateCents: 13_000, laborCents: 15_600, partsCents: 8_700, feesCents: 0, taxCents: 761, totalCents: 25_061 },
  ],
  warranty: { months: 12, miles: 12_000, terms: 'Parts and labor.' },
  vehicle: { make: 'Honda', model: 'Civic' },
  shop: {
    companyName: 'Lone Star Garage',
    name: 'Lone Star Garage Downtown',
    address: '100 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    rating: 4.6,
    reviewCount: 12,
    certifications: [],
    openingHours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
  },
};

describe('a shared offer’s head', () => {
  it('is an Offer of the shop in dollars, available while open, with its validity', () => {
    const head = publicOfferHead(offer);
    expect(head.path).toBe(`/offer/${offer.id}`);
    expect(head.jsonLd?.[0]).toMatchObject({
      '@type': 'Offer',
      price: '250.61',
      priceCurrency: 'USD',
      priceValidUntil: '2026-12-01',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'AutoRepair', name: 'Lone Star Garage Downtown', aggregateRating: { ratingValue: 4.6, reviewCount: 12 } },
    });
    expect(publicOfferHead({ ...offer, status: 'expired' }).jsonLd?.[0]).toMatchObject({ availability: 'https://schema.org/Discontinued' });
  });

  it('names the job by its services', () => {
    const lines = [offer.lineItems[0]!, { ...offer.lineItems[0]!, serviceName: 'Oil Change' }, { ...offer.lineItems[0]!, serviceName: 'Tire Rotation' }];
    expect(jobWords({ ...offer, lineItems: lines })).toBe('Brake Pads Replacement, Oil Change and Tire Rotation');
  });
});
