import { HOLD_DAYS_BEFORE, HOLD_NOW_MAX_DAYS } from '@pitstop/contracts';
import { dollarsToCents, formatCents } from '@pitstop/contracts/common/money';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the pages need of a slot (a proposal, or an appointment's slot). */
export interface SlotLike {
  startsAt: string;
  /** YYYY-MM-DD and HH:mm in the shop's zone. */
  day: string;
  time: string;
  timeZone: string;
  timeZoneAbbreviation: string;
  label: string;
}

export interface SlotDay<Slot extends SlotLike> {
  day: string;
  /** 'Tuesday, December 1' (the shop's calendar day). */
  heading: string;
  slots: Slot[];
}

// The day is a calendar date of the shop's zone: read at noon UTC, it is that date in any reading.
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
export const dayHeading = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

/** 'HH:mm' of the shop's zone as people read it: '9:00 AM', '1:30 PM'. */
export function timeLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * Free times grouped by the shop's day, in order, each day once even when it spans two pages, each time once
 * (pages may overlap at their edges).
 */
export function groupSlotsByDay<Slot extends SlotLike>(slots: readonly Slot[]): SlotDay<Slot>[] {
  const byDay = new Map<string, Map<string, Slot>>();
  for (const slot of slots) {
    const times = byDay.get(slot.day) ?? new Map<string, Slot>();
    if (!times.has(slot.startsAt)) times.set(slot.startsAt, slot);
    byDay.set(slot.day, times);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, times]) => ({
      day,
      heading: dayHeading(day),
      slots: [...times.values()].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    }));
}

/** When the card is held for a booking at `startsAt` (docs/product/booking-and-payments.md, the server's rule, contracts constants). */
export type HoldPlan = { when: 'now' } | { when: 'later'; holdOn: Date };

export function holdPlan(startsAt: string, now: Date): HoldPlan {
  const start = Date.parse(startsAt);
  if (start - now.getTime() <= HOLD_NOW_MAX_DAYS * DAY_MS) return { when: 'now' };
  return { when: 'later', holdOn: new Date(start - HOLD_DAYS_BEFORE * DAY_MS) };
}

/** 'Tue, Dec 1, 9:00 AM CST': an instant in the shop's zone, with its abbreviation. */
export function instantLabel(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  })
    .format(typeof instant === 'string' ? new Date(instant) : instant)
    .replace(/ at /, ', ');
}

/** How much is held and when, in words (the confirm page, before booking). */
export function holdSentence(amountCents: number, plan: HoldPlan, timeZone: string): string {
  if (amountCents === 0) return 'Nothing will be held on your card: your rewards cover the whole estimate.';
  const amount = formatCents(amountCents);
  if (plan.when === 'now') return `We will hold ${amount} on your card when you book. You are charged only when the work is done.`;
  return `We will hold ${amount} on your card on ${instantLabel(plan.holdOn, timeZone)}, ${HOLD_DAYS_BEFORE} days before your appointment. You are charged only when the work is done.`;
}

/** The money side of a booking, in words (the confirmation page, from the appointment's payment). */
export function paymentSentence(
  payment: { state: string; amountCents: number; holdOn: string | null; capturedCents: number | null; failureMessage: string | null },
  timeZone: string,
): string {
  const amount = formatCents(payment.amountCents);
  switch (payment.state) {
    case 'authorised':
      return `${amount} is held on your card. You are charged only when the work is done.`;
    case 'scheduled':
      return payment.holdOn
        ? `We will hold ${amount} on your card on ${instantLabel(payment.holdOn, timeZone)}, ${HOLD_DAYS_BEFORE} days before your appointment.`
        : `We will hold ${amount} on your card before your appointment.`;
    case 'captured':
      return `You paid ${formatCents(payment.capturedCents ?? payment.amountCents)}.`;
    case 'released':
      return 'The hold on your card was released.';
    default:
      return `We could not hold ${amount} on your card${payment.failureMessage ? `: ${payment.failureMessage}` : '.'} Choose another card or contact the shop.`;
  }
}

/**
 * The rewards a person may apply, in cents as the booking sends them (dollars × 100, docs/product/booking-and-payments.md): at most their
 * balance and the offer's maximum (both dollars).
 */
export const rewardsCapCents = (balanceDollars: number, maxRewardsDollars: number) =>
  Math.max(0, dollarsToCents(Math.min(balanceDollars, maxRewardsDollars)));

/**
 * Whether an appointment's start has come: from then on the customer can no longer cancel, move or withdraw it (the
 * server answers 409 appointment_started; docs/product/money-and-shop-bookings.md), so the pages stop offering it.
 */
export const appointmentStarted = (startsAt: string, now = Date.now()) => Date.parse(startsAt) <= now;
