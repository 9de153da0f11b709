import type { Offer, ServiceRequestEvent, ServiceRequestStatus } from '@pitstop/contracts';

/**
 * How offers that arrive (the event stream, a catch-up fetch) join the ones shown — spec 000 §4: "offers
 * fetched and merged (offers with an id already present are skipped)". An offer whose id is shown is skipped
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

interface LiveRequest {
  status: ServiceRequestStatus;
  offers: Offer[];
}

/** A request after one event of its stream; the same object when the event changes nothing. */
export function applyServiceRequestEvent<R extends LiveRequest>(request: R, event: ServiceRequestEvent): R {
  if (event.type === 'status') return event.status === request.status ? request : { ...request, status: event.status };
  const offers = event.type === 'offer' ? mergeOffer(request.offers, event.offer) : removeOffer(request.offers, event.offerId);
  return offers === request.offers ? request : { ...request, offers: [...offers] };
}
