import { describe, expect, it } from 'vitest';
import { applyServiceRequestEvent, mergeOffer, removeOffer, unknownShownOffers } from './offer-merge';
import { OFFERS, offer, serviceRequest } from './test-fixtures';

const [alamo, barton] = OFFERS as [(typeof OFFERS)[number], (typeof OFFERS)[number]];
const diego = offer({ id: 'of-d', shop: 'Diego Garage', rank: 4, hours: 1, rateCents: 9000, partsCents: 5000, miles: 3, rating: 4, reviews: 5, source: 'shop' });

describe('merging offers', () => {
  it('adds an offer with a new id at the end', () => {
    expect(mergeOffer([alamo, barton], diego).map((o) => o.id)).toEqual(['of-a', 'of-b', 'of-d']);
  });

  it('skips an offer whose id is already shown (the same version again): the same list comes back', () => {
    const shown = [alamo, barton];
    expect(mergeOffer(shown, { ...barton })).toBe(shown);
  });

  it('skips an older version of a shown offer', () => {
    const shown = [alamo, barton];
    expect(mergeOffer(shown, { ...barton, totalCents: 1, updatedAt: '2027-02-01T00:00:00.000Z' })).toBe(shown);
  });

  it('replaces a shown offer in place with its newer version (a shop changed its bid)', () => {
    const changed = { ...alamo, totalCents: 19999, updatedAt: '2027-03-02T08:00:00.000Z' };
    const merged = mergeOffer([alamo, barton], changed);
    expect(merged).toEqual([changed, barton]);
  });

  it('removes an offer that arrives withdrawn, and one withdrawn by id', () => {
    expect(mergeOffer([alamo, barton], { ...alamo, status: 'withdrawn', updatedAt: '2027-03-02T00:00:00.000Z' })).toEqual([barton]);
    expect(removeOffer([alamo, barton], 'of-b')).toEqual([alamo]);
    const shown = [alamo];
    expect(removeOffer(shown, 'of-unknown')).toBe(shown);
  });
});

describe('applying a stream event to the request', () => {
  it('merges an offer event, removes on offer_withdrawn and takes a new status', () => {
    const request = serviceRequest();
    const withDiego = applyServiceRequestEvent(request, { type: 'offer', offer: diego });
    expect(withDiego.offers.map((o) => o.id)).toEqual(['of-a', 'of-b', 'of-c', 'of-d']);
    const without = applyServiceRequestEvent(withDiego, { type: 'offer_withdrawn', offerId: 'of-a' });
    expect(without.offers.map((o) => o.id)).toEqual(['of-b', 'of-c', 'of-d']);
    expect(applyServiceRequestEvent(without, { type: 'status', status: 'withdrawn' }).status).toBe('withdrawn');
  });

  it('answers the same request when nothing changes (a duplicate offer, a known status)', () => {
    const request = serviceRequest();
    expect(applyServiceRequestEvent(request, { type: 'offer', offer: alamo })).toBe(request);
    expect(applyServiceRequestEvent(request, { type: 'status', status: 'open' })).toBe(request);
    expect(applyServiceRequestEvent(request, { type: 'offer_withdrawn', offerId: 'of-x' })).toBe(request);
  });
});

describe('a hand offer arriving live (two "Lowest price" badges, one shop twice until a reload)', () => {
  // Alamo's instant estimate is the cheapest of three; then Alamo's staff send their own, cheaper bid. The server's
  // event carries the new offer and the ranks of every offer now shown: Alamo's bid has taken its instant
  // estimate's place, and is now the lowest price.
  const lowest = (count: number) => `Lowest price of ${count} nearby shops`;
  const before = serviceRequest({
    offers: [
      { ...alamo, rank: 1, rankReason: lowest(3) },
      { ...barton, rank: 2, rankReason: 'Nearest shop, 1.1 miles away' },
      { ...(OFFERS[2] as (typeof OFFERS)[number]), rank: 3, rankReason: 'Highest rated nearby (4.9 from 310 reviews)' },
    ],
  });
  const alamoBid = {
    ...offer({ id: 'of-a-bid', shop: 'Alamo Auto', rank: 1, hours: 1.2, rateCents: 10000, partsCents: 6000, miles: 4.2, rating: 4.1, reviews: 80, source: 'shop' }),
    location: alamo.location,
    rankReason: lowest(3),
    createdAt: '2027-03-02T09:00:00.000Z',
    updatedAt: '2027-03-02T09:00:00.000Z',
  };
  const event = {
    type: 'offer' as const,
    offer: alamoBid,
    shown: [
      { offerId: 'of-a-bid', rank: 1, rankReason: lowest(3) },
      { offerId: 'of-b', rank: 2, rankReason: 'Nearest shop, 1.1 miles away' },
      { offerId: 'of-c', rank: 3, rankReason: 'Highest rated nearby (4.9 from 310 reviews)' },
    ],
  };

  it('shows the shop once, and only one offer says "Lowest price"', () => {
    const after = applyServiceRequestEvent(before, event);
    expect(after.offers.map((o) => o.id).sort()).toEqual(['of-a-bid', 'of-b', 'of-c']);
    expect(after.offers.filter((o) => o.location.id === alamo.location.id)).toHaveLength(1);
    expect(after.offers.filter((o) => o.rankReason.startsWith('Lowest price'))).toHaveLength(1);
    expect(after.offers.map((o) => [o.id, o.rank])).toEqual(
      expect.arrayContaining([
        ['of-a-bid', 1],
        ['of-b', 2],
        ['of-c', 3],
      ]),
    );
  });

  it('re-ranks the others when an offer is withdrawn, and names offers shown that the page lacks (to fetch them)', () => {
    const withBid = applyServiceRequestEvent(before, event);
    // The bid withdrawn: Alamo's instant estimate is shown again, which this page no longer holds.
    const withdrawn = {
      type: 'offer_withdrawn' as const,
      offerId: 'of-a-bid',
      shown: [
        { offerId: 'of-a', rank: 1, rankReason: lowest(3) },
        { offerId: 'of-b', rank: 2, rankReason: 'Nearest shop, 1.1 miles away' },
        { offerId: 'of-c', rank: 3, rankReason: 'Highest rated nearby (4.9 from 310 reviews)' },
      ],
    };
    const after = applyServiceRequestEvent(withBid, withdrawn);
    expect(after.offers.map((o) => o.id)).toEqual(['of-b', 'of-c']);
    expect(unknownShownOffers(after, withdrawn)).toEqual(['of-a']);
    expect(unknownShownOffers(withBid, event)).toEqual([]);
  });

  it('merges as before an event without ranks (from a server node of the previous release)', () => {
    const after = applyServiceRequestEvent(before, { type: 'offer', offer: alamoBid });
    expect(after.offers.map((o) => o.id)).toEqual(['of-a', 'of-b', 'of-c', 'of-a-bid']);
  });
});
