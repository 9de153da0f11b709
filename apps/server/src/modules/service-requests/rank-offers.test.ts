import { describe, expect, it } from 'vitest';
import { RANK_WEIGHTS, type RankInput, rankOffers } from './rank-offers.ts';

const at = new Date('2026-11-25T12:00:00Z');
const offer = (id: string, totalCents: number, distanceMiles: number, rating: number, reviewCount = 100): RankInput => ({
  id,
  totalCents,
  distanceMiles,
  rating,
  reviewCount,
  createdAt: at,
});

describe('rankOffers', () => {
  it('weighs price, distance and rating as documented', () => {
    expect(RANK_WEIGHTS.price + RANK_WEIGHTS.distance + RANK_WEIGHTS.rating).toBeCloseTo(1);
    expect(RANK_WEIGHTS.price).toBeGreaterThan(RANK_WEIGHTS.distance);
    expect(RANK_WEIGHTS.distance).toBeGreaterThan(RANK_WEIGHTS.rating);
  });

  it('puts the best mix first, and says why each offer is where it is', () => {
    // Worked example: totals $200–$300, 1–9 miles, ratings 4.0–5.0.
    // cheap: price 1, distance (9−5)/8 = 0.5, rating 0     → 0.5 + 0.15 + 0    = 0.65
    // near:  price 0.5, distance 1, rating 0.4             → 0.25 + 0.3 + 0.08 = 0.63
    // rated: price 0, distance 0, rating 1                 → 0 + 0 + 0.2       = 0.2
    // middle: price 0.6, distance 0.75, rating 0.3         → 0.3 + 0.225 + 0.06 = 0.585
    const ranked = rankOffers([
      offer('rated', 30_000, 9, 5.0, 212),
      offer('near', 25_000, 1, 4.4),
      offer('cheap', 20_000, 5, 4.0),
      offer('middle', 24_000, 3, 4.3, 40),
    ]);
    expect([...ranked].sort(([, a], [, b]) => a.rank - b.rank).map(([id]) => id)).toEqual(['cheap', 'near', 'middle', 'rated']);
    expect(ranked.get('cheap')?.rankReason).toBe('Lowest price of 4 nearby shops');
    expect(ranked.get('near')?.rankReason).toBe('Nearest shop, 1.0 mile away');
    expect(ranked.get('rated')?.rankReason).toBe('Highest rated nearby (5.0 from 212 reviews)');
    expect(ranked.get('middle')?.rankReason).toBe(
      'Mix of price, distance and rating: $40.00 above the lowest price, 3.0 miles away, rated 4.3 from 40 reviews',
    );
  });

  it('joins what an offer is best at into one sentence', () => {
    const ranked = rankOffers([offer('best', 10_000, 0.44, 4.9, 1_200), offer('other', 12_345, 2, 4.1)]);
    expect(ranked.get('best')).toEqual({
      rank: 1,
      rankReason: 'Lowest price of 2 nearby shops, nearest, 0.4 miles away and highest rated (4.9 from 1,200 reviews)',
    });
    expect(ranked.get('other')).toEqual({
      rank: 2,
      rankReason: 'Next best mix of price, distance and rating: $23.45 above the lowest price, 2.0 miles away, rated 4.1 from 100 reviews',
    });
  });

  it('counts a shop without reviews as the lowest rating, and says it has none', () => {
    const ranked = rankOffers([offer('new', 10_000, 5, 5.0, 0), offer('known', 10_000, 5, 3.5, 12)]);
    expect(ranked.get('known')?.rank).toBe(1);
    expect(ranked.get('new')?.rankReason).toContain('Lowest price of 2 nearby shops');
    expect(rankOffers([offer('only', 9_900, 2.25, 0, 0)]).get('only')).toEqual({
      rank: 1,
      rankReason: 'The only offer so far: 2.3 miles away, no reviews yet',
    });
  });

  it('breaks ties by total, then distance, then age, so the order never flickers', () => {
    const later = { ...offer('b', 10_000, 1, 4.5), createdAt: new Date(at.getTime() + 1000) };
    const ranked = rankOffers([later, offer('a', 10_000, 1, 4.5)]);
    expect(ranked.get('a')?.rank).toBe(1);
    expect(ranked.get('b')?.rank).toBe(2);
    expect(rankOffers([])).toEqual(new Map());
  });
});
