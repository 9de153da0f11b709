/**
 * The membership's numbers and words (spec 001 §9), without zod: the web's first pages (the home page's plus pitch,
 * the join banner) import them from here, and `membership.ts` re-exports them for everyone else.
 */

/** The banner's and the pitch's words when a partner sets none (spec 001 §9). */
export const PLUS_DISCOUNT_TEXT = 'Save upwards of 25% on automotive services';

/** Roadside help (spec 001 §9): 3 events a membership year, from 3 days after joining, a tow of up to 10 miles. */
export const ROADSIDE_EVENTS_PER_YEAR = 3;
export const ROADSIDE_WAITING_DAYS = 3;
export const ROADSIDE_TOW_MILES = 10;
export const ROADSIDE_KINDS = ['jump_start', 'lockout', 'flat_tire', 'winching', 'fuel_delivery', 'tow'] as const;
export type RoadsideKind = (typeof ROADSIDE_KINDS)[number];
/** How people read each kind (the roadside page and the plus pitch list them). */
export const ROADSIDE_KIND_LABELS: Record<RoadsideKind, string> = {
  jump_start: 'Jump start',
  lockout: 'Lockout',
  flat_tire: 'Flat tire',
  winching: 'Winching',
  fuel_delivery: 'Fuel delivery',
  tow: `Tow of up to ${ROADSIDE_TOW_MILES} miles`,
};

/** FAQ's default page size (spec §9: FAQ take 100). */
export const FAQ_TAKE_DEFAULT = 100;
export const FAQ_TAKE_MAX = 100;
/** Spec §9: payment history skip 0, take 10. */
export const PAYMENTS_TAKE_DEFAULT = 10;
export const PAYMENTS_TAKE_MAX = 100;
