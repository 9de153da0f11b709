import { ROADSIDE_EVENTS_PER_YEAR, ROADSIDE_KINDS, ROADSIDE_KIND_LABELS, ROADSIDE_WAITING_DAYS } from '@pitstop/contracts';

/** What roadside help covers (spec 001 §9), as the plan cards and the roadside page say it. */
export const ROADSIDE_PERK = `Roadside help ${ROADSIDE_EVENTS_PER_YEAR} times a year: ${ROADSIDE_KINDS.map((kind) => ROADSIDE_KIND_LABELS[kind].toLowerCase()).join(', ')}`;
export const ROADSIDE_STARTS = `Roadside help starts ${ROADSIDE_WAITING_DAYS} days after you join.`;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** A date as the membership pages say it ("December 28, 2026"). */
export const membershipDate = (iso: string) => dateFormat.format(new Date(iso));
