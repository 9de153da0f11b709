/**
 * The product's figures that its public pages quote (offer validity, rewards, card holds, services per request, the
 * public reviews' page size), without zod: the public pages import them from here so their first JS stays small
 * (issue 28 §3, 150 KB), and the modules that own them (service-requests, bookings, accounts, reviews) re-export
 * them for everyone else.
 */

/** At most this many services in one request (a request is one visit to one shop). */
export const MAX_SERVICES_PER_REQUEST = 10;
/** How long an offer's price holds. */
export const OFFER_VALID_DAYS = 14;
/** Rewards that may be applied to an offer: this share of its total, capped (spec: max rewards, sent × 100). */
export const MAX_REWARDS_SHARE_BPS = 1000;
export const MAX_REWARDS_CAP_CENTS = 5000;
/**
 * Rewards earned by a completed job (docs/product/rewards.md; ADR 031 addendum): 2 % of what the card paid, whole cents
 * rounded down, at most $20 a job. Rewards applied to the job earn nothing (they are not paid by card).
 */
export const REWARDS_EARNED_BPS = 200;
export const REWARDS_EARNED_CAP_CENTS = 2000;
/** A card hold lasts about 7 days (5 for some networks): a booking further out than this is held later… */
export const HOLD_NOW_MAX_DAYS = 5;
/** …this many days before the appointment, by a job. */
export const HOLD_DAYS_BEFORE = 2;
/** Each side of an accepted invite earns this much (cents), once the invitee's email is confirmed (ADR 022). */
export const INVITE_REWARD_CENTS = 1000;
/** The public /reviews page's page size, and the most a page may hold. */
export const PUBLIC_REVIEWS_PER_PAGE = 12;
export const PUBLIC_REVIEWS_PER_PAGE_MAX = 50;
