import type { FairPrice, Offer, OfferSource } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';

/** The orders the compare page offers (docs/product/comparing-and-choosing.md): the server's ranking, then price, distance and rating. */
export const OFFER_SORTS = {
  best: 'Best match',
  price: 'Price',
  distance: 'Distance',
  rating: 'Rating',
} as const;
export type OfferSort = keyof typeof OFFER_SORTS;

const SORT_DIRECTIONS: Record<OfferSort, string> = {
  best: 'best match first',
  price: 'lowest price first',
  distance: 'nearest first',
  rating: 'highest rated first',
};

/** What a screen reader hears when the order changes (docs/product/keyboard-and-focus.md): the order, then which offer now leads. */
export function sortAnnouncement(sort: OfferSort, first: Pick<Offer, 'totalCents'> & { location: Pick<Offer['location'], 'name'> } | undefined): string {
  const order = `Estimates sorted by ${OFFER_SORTS[sort].toLowerCase()}, ${SORT_DIRECTIONS[sort]}.`;
  return first ? `${order} First: ${first.location.name}, ${formatCents(first.totalCents)}.` : order;
}

type SortableOffer = Pick<Offer, 'id' | 'rank' | 'totalCents'> & {
  location: Pick<Offer['location'], 'distanceMiles' | 'rating' | 'reviewCount'>;
};

const comparators: Record<OfferSort, (a: SortableOffer, b: SortableOffer) => number> = {
  best: (a, b) => a.rank - b.rank,
  price: (a, b) => a.totalCents - b.totalCents,
  distance: (a, b) => a.location.distanceMiles - b.location.distanceMiles,
  rating: (a, b) => b.location.rating - a.location.rating || b.location.reviewCount - a.location.reviewCount,
};

/** The offers in the chosen order; ties go to the cheaper, then the better ranked, so the order never flickers. */
export function sortOffers<O extends SortableOffer>(offers: readonly O[], sort: OfferSort): O[] {
  return [...offers].sort(
    (a, b) => comparators[sort](a, b) || a.totalCents - b.totalCents || a.rank - b.rank || a.id.localeCompare(b.id),
  );
}

export const SOURCE_LABELS: Record<OfferSource, string> = { autoquote: 'Instant estimate', shop: 'From the shop' };

export const POSITION_WORDS: Record<FairPrice['position'], string> = { below: 'Below', within: 'Within', above: 'Above' };

/** The fair-price band in words: the bar's text alternative. */
export const bandSentence = (band: FairPrice) =>
  `${POSITION_WORDS[band.position]} the usual price range in your area: ${formatCents(band.lowCents)}–${formatCents(band.highCents)}`;

/** Where the bar draws the band, its median and this offer's total, in percent of the bar's width. */
export interface BandScale {
  bandStart: number;
  bandEnd: number;
  median: number;
  marker: number;
}

/**
 * The bar's scale runs from the lower of the band's low and the offer's total to the higher of its high and the
 * total, with an eighth of that span spare on each side so neither end sits on the bar's edge. A band of one
 * price (one shop) is drawn as a point in the middle.
 */
export function bandScale(band: Pick<FairPrice, 'lowCents' | 'medianCents' | 'highCents'>, totalCents: number): BandScale {
  const min = Math.min(band.lowCents, totalCents);
  const max = Math.max(band.highCents, totalCents);
  const span = max - min;
  if (span === 0) return { bandStart: 50, bandEnd: 50, median: 50, marker: 50 };
  const spare = span / 8;
  const at = (cents: number) => Math.round(((cents - min + spare) / (span + 2 * spare)) * 1000) / 10;
  return { bandStart: at(band.lowCents), bandEnd: at(band.highCents), median: at(band.medianCents), marker: at(totalCents) };
}

/** 'Usually answers within …' from a shop's median answer time. */
export function answerTime(minutes: number): string {
  if (minutes < 60) return minutes <= 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.round(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}

export const formatMiles = (miles: number) => `${miles.toFixed(1)} mi`;

export const formatHours = (hours: number) => `${Number(hours.toFixed(2))} h`;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export function formatWarranty({ months, miles }: Offer['warranty']): string {
  if (months === 0 && miles === 0) return 'No warranty';
  const parts = [months > 0 && `${months} months`, miles > 0 && `${miles.toLocaleString('en-US')} miles`].filter(Boolean);
  return parts.join(' / ');
}
