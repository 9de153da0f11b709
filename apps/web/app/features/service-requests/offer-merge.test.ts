import { describe, expect, it } from 'vitest';
import { applyServiceRequestEvent, mergeOffer, removeOffer } from './offer-merge';
import { OFFERS, offer, serviceRequest } from './test-fixtures';

const [alamo, barton] = OFFERS as [(typeof OFFERS)[number], (typeof OFFERS)[number]];
const diego = offer({ id: 'of-d', shop: 'Diego Garage', rank: 4, hours: 1, rateCents: 9000, partsCents: 5000, miles: 3, rating: 4, reviews: 5, source: 'shop' });

describe('merging offers (spec 000 §4)', () => {
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
