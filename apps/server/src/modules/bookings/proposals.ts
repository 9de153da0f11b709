import { type AppointmentSlot, appointmentMessages, isCalendarDay } from '@pitstop/contracts';
import { and, eq, gte, isNull, lt, ne, or } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, baySlots } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { bookingContext, type LocationRow } from './booking-context.ts';
import type { BookingReads } from './booking-reads.ts';
import { slotKeyOf, bookingDays, dayStart, type EngineSlot, freeSlots, windowReach, addDays, slotView, zoneAbbreviation } from '../scheduling/index.ts';

/** Where the taken cells are read: a transaction, or the module's prepared statement. */
type CellsSource = Tx | Pick<BookingReads, 'occupiedCells'>;

/** Proposals cover this many days of the shop's calendar a page. */
export const PROPOSAL_DAYS = 7;


/**
 * The bay cells taken at a location between two instants, but for one appointment's own (a reschedule). Read on
 * every page of proposals: prepared once by the module (booking-reads.ts); inside a transaction, built each time.
 */
export async function occupiedCells(source: CellsSource, locationId: string, from: Date, to: Date, exceptAppointmentId?: string | null) {
  if (source instanceof PgTransaction) {
    const db = source;
    return db
      .select({ bay: baySlots.bay, startsAt: baySlots.startsAt })
      .from(baySlots)
      .where(
        and(
          eq(baySlots.locationId, locationId),
          gte(baySlots.startsAt, from),
          lt(baySlots.startsAt, to),
          exceptAppointmentId ? or(isNull(baySlots.appointmentId), ne(baySlots.appointmentId, exceptAppointmentId)) : undefined,
        ),
      );
  }
  const bays = await source.occupiedCells.execute({ locationId, from: from.toISOString(), to: to.toISOString(), exceptAppointmentId: exceptAppointmentId ?? null });
  return bays.flatMap(({ bay, starts }) => starts.split(',').map((ms) => ({ bay, startsAt: new Date(Number(ms)) })));
}

/** The free starts of a window of days (shop's zone), read against the bay cells taken now. */
export async function slotsInWindow(
  db: CellsSource,
  input: { location: LocationRow; jobMinutes: number; now: Date; fromDay: string; toDay: string; exceptAppointmentId?: string | null; ignoreTaken?: boolean },
): Promise<EngineSlot[]> {
  const { location } = input;
  const occupied = input.ignoreTaken
    ? []
    : await occupiedCells(db, location.id, dayStart(input.fromDay, location.timeZone), windowReach(location, input.toDay, input.jobMinutes), input.exceptAppointmentId);
  return freeSlots({ location, occupied, jobMinutes: input.jobMinutes, now: input.now, fromDay: input.fromDay, toDay: input.toDay });
}

/** The proposal starting at `startsAt` now, if there is one: what booking and rescheduling check a time against. */
export async function proposalAt(
  db: CellsSource,
  input: { location: LocationRow; jobMinutes: number; now: Date; startsAt: Date; exceptAppointmentId?: string | null; ignoreTaken?: boolean },
): Promise<EngineSlot | null> {
  if (Number.isNaN(input.startsAt.getTime())) return null;
  const { today } = bookingDays(input.now, input.location.timeZone);
  // The day of the start in the shop's zone is the day before, of or after its UTC day.
  const utcDay = input.startsAt.toISOString().slice(0, 10);
  const fromDay = addDays(utcDay, -1) < today ? today : addDays(utcDay, -1);
  const slots = await slotsInWindow(db, { ...input, fromDay, toDay: addDays(utcDay, 1) });
  return slots.find((slot) => slot.startsAt.getTime() === input.startsAt.getTime()) ?? null;
}

/**
 * The proposal at `startsAt`, or why there is none: a time on the shop's calendar that every bay now has taken is
 * 409 slot_taken (someone booked it since the page was read: the page offers the next times); any other time
 * (past, inside the lead, outside the hours, off the grid) is 422 slotUnavailable at `pointer`.
 */
export async function requireProposal(
  db: CellsSource,
  input: { location: LocationRow; jobMinutes: number; now: Date; startsAt: Date; exceptAppointmentId?: string | null },
  pointer: string,
): Promise<EngineSlot> {
  const proposal = await proposalAt(db, input);
  if (proposal) return proposal;
  if (await proposalAt(db, { ...input, ignoreTaken: true })) throw new AppError('slot_taken', appointmentMessages.slotTaken);
  throw new AppError('validation_failed', appointmentMessages.slotUnavailable, { pointer });
}

export function slotDocument(locationId: string, jobMinutes: number, slot: Pick<EngineSlot, 'startsAt' | 'endsAt'>, timeZone: string): AppointmentSlot {
  return { slotKey: slotKeyOf(locationId, slot.startsAt, jobMinutes), ...slotView(slot.startsAt, slot.endsAt, timeZone) };
}

export interface ProposalPage {
  slots: AppointmentSlot[];
  meta: { timeZone: string; timeZoneAbbreviation: string; jobMinutes: number; fromDay: string; toDay: string; nextDay: string | null };
}

/**
 * GET …/appointment_proposals/:slotArg: the free times of the offer's shop for PROPOSAL_DAYS days from a day
 * (YYYY-MM-DD in the shop's zone) or from the first day with a free time (`first`). A booked request proposes
 * for its accepted offer, counting its own booking's bay as free (a move may overlap the present time).
 */
export async function listProposals(
  deps: Pick<BookingsDeps, 'db' | 'reads' | 'clock'>,
  input: { userId: string; id: string; slotArg: string; offerId?: string | undefined },
): Promise<ProposalPage> {
  if (input.slotArg !== 'first' && !isCalendarDay(input.slotArg)) {
    throw new AppError('validation_failed', appointmentMessages.slotArgInvalid, { parameter: 'slotArg' });
  }
  const { location, jobMinutes, request } = await bookingContext(deps.reads, { userId: input.userId, requestId: input.id, offerId: input.offerId });
  const own = request.status === 'booked' ? await ownBookingId(deps.db, request.id) : null;
  return proposalPage(deps.reads, { location, jobMinutes, now: deps.clock.now(), day: input.slotArg, exceptAppointmentId: own });
}

/** 'first' looks this many days ahead a read; the page from the first free day is read with them. */
const SEARCH_DAYS = 2 * PROPOSAL_DAYS;

/**
 * A page of proposals: PROPOSAL_DAYS days of free times from `day` (YYYY-MM-DD in the shop's zone; a past day is
 * today) or from the first day with a free time (`first`), with the zone, its abbreviation and the next page's day.
 */
export async function proposalPage(
  db: CellsSource,
  input: { location: LocationRow; jobMinutes: number; now: Date; day: string; exceptAppointmentId?: string | null },
): Promise<ProposalPage> {
  const { location, jobMinutes, now } = input;
  const { today, lastDay } = bookingDays(now, location.timeZone);
  let fromDay = input.day === 'first' || input.day < today ? today : input.day;
  let slots: EngineSlot[] = [];
  if (input.day === 'first') {
    // SEARCH_DAYS at a time, each read covering the page that may start on its last day: one read, not a read to
    // find the day and another for its page.
    for (let probe = today; probe <= lastDay; probe = addDays(probe, SEARCH_DAYS)) {
      const readTo = addDays(probe, SEARCH_DAYS + PROPOSAL_DAYS - 2);
      const found = await slotsInWindow(db, { ...input, fromDay: probe, toDay: readTo });
      const first = found.find((slot) => slot.day < addDays(probe, SEARCH_DAYS));
      if (!first) continue;
      fromDay = first.day;
      const pageEnd = addDays(fromDay, PROPOSAL_DAYS - 1);
      slots = found.filter((slot) => slot.day >= fromDay && slot.day <= pageEnd);
      break;
    }
  } else {
    slots = await slotsInWindow(db, { ...input, fromDay, toDay: addDays(fromDay, PROPOSAL_DAYS - 1) });
  }
  const toDay = addDays(fromDay, PROPOSAL_DAYS - 1);
  const nextDay = addDays(toDay, 1) <= lastDay ? addDays(toDay, 1) : null;
  return {
    slots: slots.map((slot) => slotDocument(location.id, jobMinutes, slot, location.timeZone)),
    meta: {
      timeZone: location.timeZone,
      timeZoneAbbreviation: zoneAbbreviation(slots[0]?.startsAt ?? now, location.timeZone),
      jobMinutes,
      fromDay,
      toDay,
      nextDay,
    },
  };
}

async function ownBookingId(db: Db, requestId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.serviceRequestId, requestId), eq(appointments.status, 'booked')));
  return row?.id ?? null;
}
