/**
 * The order a request's offers are shown in, and a sentence for each saying why (docs/product/requests-and-offers.md, ADR 027). Pure,
 * and computed whenever the offers are read: a rank depends on the other offers, and a shop's bid can arrive
 * or be withdrawn at any time, so it is never stored.
 *
 * Score = 0.5 × price + 0.3 × distance + 0.2 × rating, each figure scaled to 0–1 across the request's offers
 * (the best of them 1, the worst 0; all 1 when they are equal):
 * - price: lower total is better. Half the weight: what people compare first, and what the page leads with.
 * - distance: nearer is better. The car has to get there and back.
 * - rating: higher is better; a shop with no reviews yet counts as the lowest rating present.
 * Scaling across the offers (rather than in dollars or miles) keeps the weights meaning the same for a $40 oil
 * change and a $2 000 timing belt. Ties go to the lower total, then the nearer shop, then the older offer.
 */
export const RANK_WEIGHTS = { price: 0.5, distance: 0.3, rating: 0.2 } as const;

export interface RankInput {
  id: string;
  totalCents: number;
  distanceMiles: number;
  rating: number;
  reviewCount: number;
  createdAt: Date;
}

export interface Ranked {
  rank: number;
  rankReason: string;
}

/** Share of the way from worst to best, 1 when every value is the same. */
function scaled(value: number, best: number, worst: number): number {
  return best === worst ? 1 : (worst - value) / (worst - best);
}

const ratingOf = (offer: RankInput) => (offer.reviewCount > 0 ? offer.rating : 0);

export const formatMiles = (miles: number) => {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded.toFixed(1)} ${rounded === 1 ? 'mile' : 'miles'}`;
};
// Made once: toLocaleString builds a formatter on every call, and every read of a request ranks its offers.
const DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const COUNT = new Intl.NumberFormat('en-US');
export const formatDollars = (cents: number) => `$${DOLLARS.format(cents / 100)}`;
const formatRating = (offer: RankInput) =>
  offer.reviewCount > 0
    ? `${offer.rating.toFixed(1)} from ${COUNT.format(offer.reviewCount)} ${offer.reviewCount === 1 ? 'review' : 'reviews'}`
    : 'no reviews yet';

const ratedPhrase = (offer: RankInput) => (offer.reviewCount > 0 ? `rated ${formatRating(offer)}` : 'no reviews yet');

/** Joins clauses as a person would: "a", "a and b", "a, b and c". */
function joinClauses(clauses: string[]): string {
  if (clauses.length <= 1) return clauses.join('');
  return `${clauses.slice(0, -1).join(', ')} and ${clauses.at(-1)}`;
}

/** Rank (1 = best) and reason of every offer, keyed by offer id. */
export function rankOffers(offers: readonly RankInput[]): Map<string, Ranked> {
  const result = new Map<string, Ranked>();
  if (offers.length === 0) return result;
  const totals = offers.map((offer) => offer.totalCents);
  const distances = offers.map((offer) => offer.distanceMiles);
  const ratings = offers.map(ratingOf);
  const lowest = Math.min(...totals);
  const highest = Math.max(...totals);
  const nearest = Math.min(...distances);
  const farthest = Math.max(...distances);
  const bestRating = Math.max(...ratings);
  const worstRating = Math.min(...ratings);

  const scored = offers.map((offer) => ({
    offer,
    score:
      RANK_WEIGHTS.price * scaled(offer.totalCents, lowest, highest) +
      RANK_WEIGHTS.distance * scaled(offer.distanceMiles, nearest, farthest) +
      RANK_WEIGHTS.rating * scaled(ratingOf(offer), bestRating, worstRating),
  }));
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.offer.totalCents - b.offer.totalCents ||
      a.offer.distanceMiles - b.offer.distanceMiles ||
      a.offer.createdAt.getTime() - b.offer.createdAt.getTime() ||
      a.offer.id.localeCompare(b.offer.id),
  );

  const count = offers.length;
  scored.forEach(({ offer }, index) => {
    result.set(offer.id, { rank: index + 1, rankReason: reasonFor(offer, index + 1) });
  });
  return result;

  function reasonFor(offer: RankInput, rank: number): string {
    const miles = formatMiles(offer.distanceMiles);
    if (count === 1) return `The only offer so far: ${miles} away, ${ratedPhrase(offer)}`;
    const clauses: string[] = [];
    if (offer.totalCents === lowest) clauses.push(`Lowest price of ${count} nearby shops`);
    if (offer.distanceMiles === nearest) {
      clauses.push(clauses.length === 0 ? `Nearest shop, ${miles} away` : `nearest, ${miles} away`);
    }
    if (ratingOf(offer) === bestRating && offer.reviewCount > 0) {
      const rating = `(${formatRating(offer)})`;
      clauses.push(clauses.length === 0 ? `Highest rated nearby ${rating}` : `highest rated ${rating}`);
    }
    if (clauses.length > 0) return joinClauses(clauses);
    // Best at nothing on its own: where it stands on each, so the place it has is plain.
    const above = formatDollars(offer.totalCents - lowest);
    const lead = rank === 2 ? 'Next best mix of price, distance and rating' : 'Mix of price, distance and rating';
    return `${lead}: ${above} above the lowest price, ${miles} away, ${ratedPhrase(offer)}`;
  }
}
