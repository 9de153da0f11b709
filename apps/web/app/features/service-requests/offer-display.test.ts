import { describe, expect, it } from 'vitest';
import { answerTime, bandScale, bandSentence, formatHours, formatWarranty, sortOffers } from './offer-display';
import { OFFERS } from './test-fixtures';

const ids = (offers: readonly { id: string }[]) => offers.map((offer) => offer.id);

describe('sorting offers', () => {
  it('by best match (the server rank), price, distance and rating', () => {
    expect(ids(sortOffers(OFFERS, 'best'))).toEqual(['of-b', 'of-a', 'of-c']);
    expect(ids(sortOffers(OFFERS, 'price'))).toEqual(['of-a', 'of-b', 'of-c']);
    expect(ids(sortOffers(OFFERS, 'distance'))).toEqual(['of-b', 'of-a', 'of-c']);
    expect(ids(sortOffers(OFFERS, 'rating'))).toEqual(['of-c', 'of-b', 'of-a']);
  });

  it('breaks ties by price, and leaves the list it was given alone', () => {
    const [a, b] = OFFERS as [(typeof OFFERS)[number], (typeof OFFERS)[number]];
    const tied = [b, { ...a, location: { ...a.location, distanceMiles: b.location.distanceMiles } }];
    expect(ids(sortOffers(tied, 'distance'))).toEqual(['of-a', 'of-b']);
    expect(ids(tied)).toEqual(['of-b', 'of-a']);
  });
});

describe('the fair-price bar', () => {
  const band = { lowCents: 20000, medianCents: 26000, highCents: 32000, locationCount: 9 } as const;

  it('says where the offer falls, in USD with two decimals', () => {
    expect(bandSentence({ ...band, position: 'below' })).toBe('Below the usual price range in your area: $200.00–$320.00');
    expect(bandSentence({ ...band, position: 'within' })).toBe('Within the usual price range in your area: $200.00–$320.00');
    expect(bandSentence({ ...band, position: 'above' })).toBe('Above the usual price range in your area: $200.00–$320.00');
  });

  it('places band, median and marker on a scale with spare room at both ends', () => {
    // Span 200–320 ($120), an eighth ($15) spare each side: 185 … 335.
    expect(bandScale(band, 26000)).toEqual({ bandStart: 10, bandEnd: 90, median: 50, marker: 50 });
    // A total below the band stretches the scale: 170 … 320, spare 18.75 → 151.25 … 338.75.
    const below = bandScale(band, 17000);
    expect(below.marker).toBe(10);
    expect(below.bandStart).toBe(26);
    expect(below.bandEnd).toBe(90);
    expect(bandScale(band, 40000).marker).toBe(90);
  });

  it('draws a band of one price as a point in the middle', () => {
    expect(bandScale({ lowCents: 5000, medianCents: 5000, highCents: 5000 }, 5000)).toEqual({
      bandStart: 50,
      bandEnd: 50,
      median: 50,
      marker: 50,
    });
  });
});

describe('texts', () => {
  it('says how soon a shop usually answers', () => {
    expect(answerTime(1)).toBe('1 minute');
    expect(answerTime(45)).toBe('45 minutes');
    expect(answerTime(60)).toBe('1 hour');
    expect(answerTime(150)).toBe('3 hours');
    expect(answerTime(60 * 30)).toBe('1 day');
    expect(answerTime(60 * 24 * 3)).toBe('3 days');
  });

  it('writes hours and warranties', () => {
    expect(formatHours(1.5)).toBe('1.5 h');
    expect(formatHours(0.333)).toBe('0.33 h');
    expect(formatWarranty({ months: 12, miles: 12000, terms: '' })).toBe('12 months / 12,000 miles');
    expect(formatWarranty({ months: 0, miles: 0, terms: '' })).toBe('No warranty');
  });
});
