import type { Offer, ServiceRequestEvent, ServiceRequestStatus, ShownOffer } from '@pitstop/contracts';

/**
 * How offers that arrive (the event stream, a catch-up fetch) join the ones shown (docs/product/requests-and-offers.md):
 * they are merged, and one whose id is already there is skipped. An offer whose id is shown is skipped
 * unless it is a newer version of it (a shop changed its bid: `updatedAt` later), which replaces it in place;
 * a new id is added; an offer withdrawn by its shop is removed. Nothing changed answers the same array, so
 * nothing re-renders.
 */
type MergeableOffer = Pick<Offer, 'id' | 'status' | 'updatedAt'>;

export function mergeOffer<O extends MergeableOffer>(offers: readonly O[], incoming: O): readonly O[] {
  if (incoming.status === 'withdrawn') return removeOffer(offers, incoming.id);
  const index = offers.findIndex((offer) => offer.id === incoming.id);
  if (index === -1) return [...offers, incoming];
  const shown = offers[index] as O;
  if (Date.parse(incoming.updatedAt) <= Date.parse(shown.updatedAt)) return offers;
  return offers.map((offer, at) => (at === index ? incoming : offer));
}

export function removeOffer<O extends MergeableOffer>(offers: readonly O[], offerId: string): readonly O[] {
  return offers.some((offer) => offer.id === offerId) ? offers.filter((offer) => offer.id !== offerId) : offers;
}

/**
 * The offers placed as an event says the request shows them now (docs/product/comparing-and-choosing.md): each takes its rank and reason, and
 * one no longer shown leaves (a shop's own bid took its instant estimate's place, ADR 041). Without `shown` (an
 * older server node's event) the offers stay as they are.
 */
export function placeOffers<O extends Pick<Offer, 'id' | 'rank' | 'rankReason'>>(offers: readonly O[], shown: readonly ShownOffer[] | undefined): readonly O[] {
  if (!shown) return offers;
  const places = new Map(shown.map((place) => [place.offerId, place]));
  let changed = false;
  const placed: O[] = [];
  for (const offer of offers) {
    const place = places.get(offer.id);
    if (!place) changed = true;
    else if (place.rank === offer.rank && place.rankReason === offer.rankReason) placed.push(offer);
    else {
      changed = true;
      placed.push({ ...offer, rank: place.rank, rankReason: place.rankReason });
    }
  }
  return changed ? placed : offers;
}

interface LiveRequest {
  status: ServiceRequestStatus;
  offers: Offer[];
}

/** A request after one event of its stream; the same object when the event changes nothing. */
export function applyServiceRequestEvent<R extends LiveRequest>(request: R, event: ServiceRequestEvent): R {
  if (event.type === 'status') return event.status === request.status ? request : { ...request, status: event.status };
  const merged = event.type === 'offer' ? mergeOffer(request.offers, event.offer) : removeOffer(request.offers, event.offerId);
  const offers = placeOffers(merged, event.shown);
  return offers === request.offers ? request : { ...request, offers: [...offers] };
}

/** Offers an event says are shown that the request lacks (an instant estimate shown again after its shop's bid left): to fetch. */
export function unknownShownOffers(request: LiveRequest, event: ServiceRequestEvent): string[] {
  if (event.type === 'status' || !event.shown) return [];
  const held = new Set(request.offers.map((offer) => offer.id));
  return event.shown.map((place) => place.offerId).filter((id) => !held.has(id));
}
