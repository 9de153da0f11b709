import { formatCents } from '@pitstop/contracts/common/money';
import { useState } from 'react';
import type { OfferView } from '../api/get-service-request';

export interface OfferArrivals {
  /** Offers that arrived after the page first showed the request. */
  newIds: ReadonlySet<string>;
  /** The sentence a screen reader hears for the latest arrival (an aria-live region), '' before any. */
  announcement: string;
}

const announce = (offers: readonly OfferView[]) =>
  offers.length === 1
    ? `New estimate from ${offers[0]?.location.name}: ${formatCents(offers[0]?.totalCents ?? 0)}.`
    : `${offers.length} new estimates: ${offers.map((offer) => `${offer.location.name}, ${formatCents(offer.totalCents)}`).join('; ')}.`;

/**
 * Which offers are new since the page opened, however they came (the event stream or a poll): the offers shown
 * first are known; an id seen later is new. Worked out while rendering from the previous list (React's way of
 * adjusting state to a changed prop), so the highlight and the announcement come with the offer itself.
 */
export function useOfferArrivals(offers: readonly OfferView[] | undefined): OfferArrivals {
  const [previous, setPrevious] = useState(offers);
  const [arrivals, setArrivals] = useState<OfferArrivals>({ newIds: new Set(), announcement: '' });
  if (offers !== previous) {
    setPrevious(offers);
    if (previous && offers) {
      const known = new Set(previous.map((offer) => offer.id));
      const added = offers.filter((offer) => !known.has(offer.id));
      if (added.length > 0) {
        setArrivals({ newIds: new Set([...arrivals.newIds, ...added.map((offer) => offer.id)]), announcement: announce(added) });
      }
    }
  }
  return arrivals;
}
