import {
  BOOKING_HORIZON_DAYS,
  BOOKING_LEAD_MINUTES,
  type OpeningHours,
  SLOT_MINUTES,
  WEEKDAYS,
} from '@pitstop/contracts';
import { addDays, dayOf, offsetMinutes, timeOf, wallTime, weekdayOf, zonedInstant } from './zoned-time.ts';

/**
 * The slot engine (docs/product/booking-and-payments.md, ADR 031), pure: a location's opening hours in its own zone, its bays, the bay
 * cells already taken and the job's length → the times a job can start, on the SLOT_MINUTES grid of the shop's
 * clock. A job occupies one bay for its whole length, one bay-slot row per grid cell.
 *
 * A job that fits in a day's opening hours must end by that day's close. A longer job (more hours than the day
 * is open) starts at opening and continues in the next open hours of the following days in the same bay: the
 * car stays overnight, its bay stays taken through every open cell of the job.
 */
export const CELL_MS = SLOT_MINUTES * 60_000;
/** Days after a window read for jobs that continue past it. */
const CONTINUATION_DAYS = 14;

export interface SlotLocation {
  timeZone: string;
  openingHours: OpeningHours;
  bays: number;
}

export interface EngineSlot {
  startsAt: Date;
  endsAt: Date;
  /** The grid cells the job occupies, in order (the bay-slot rows a booking writes). */
  cells: Date[];
  /** Bays free for every cell, ascending: a booking takes the first one still free when it commits. */
  freeBays: number[];
  /** YYYY-MM-DD and HH:mm in the shop's zone. */
  day: string;
  time: string;
}

/** The job's length on the shop's calendar: its labor hours rounded up to the grid, at least one cell. */
export function jobMinutesFor(laborCentihours: number): number {
  const minutes = (Math.max(0, laborCentihours) * 60) / 100;
  return Math.max(SLOT_MINUTES, Math.ceil(minutes / SLOT_MINUTES) * SLOT_MINUTES);
}

interface DayCells {
  day: string;
  cells: Date[];
}

/** The open grid cells of each day from `fromDay` to `toDay` (inclusive), in the shop's zone. */
export function openCells(location: SlotLocation, fromDay: string, toDay: string): DayCells[] {
  const days: DayCells[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) {
    const hours = location.openingHours[WEEKDAYS[weekdayOf(day)]!];
    const cells: Date[] = [];
    if (hours) {
      const [openHour, openMinute] = hours.open.split(':').map(Number) as [number, number];
      const [closeHour, closeMinute] = hours.close.split(':').map(Number) as [number, number];
      // Cells start on the grid of the shop's clock, inside [open, close).
      const first = Math.ceil((openHour * 60 + openMinute) / SLOT_MINUTES) * SLOT_MINUTES;
      const close = closeHour * 60 + closeMinute;
      // Most days the zone's offset is the same all day: one offset for every cell (two Intl calls a day, not
      // several a cell). A day with a change (or near one) takes each cell's own conversion.
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const midnightUtc = Date.UTC(year, month - 1, date);
      const before = offsetMinutes(new Date(midnightUtc - 15 * 3_600_000), location.timeZone);
      const after = offsetMinutes(new Date(midnightUtc + 39 * 3_600_000), location.timeZone);
      if (before === after) {
        for (let minute = first; minute + SLOT_MINUTES <= close; minute += SLOT_MINUTES) {
          cells.push(new Date(midnightUtc + (minute - before) * 60_000));
        }
        days.push({ day, cells });
        continue;
      }
      for (let minute = first; minute + SLOT_MINUTES <= close; minute += SLOT_MINUTES) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const instant = zonedInstant(day, time, location.timeZone);
        // A time the clocks skip (summer time starting) is no cell; an hour shown twice is counted once.
        if (!instant) continue;
        const previous = cells.at(-1);
        if (previous && instant.getTime() <= previous.getTime()) continue;
        cells.push(instant);
      }
    }
    days.push({ day, cells });
  }
  return days;
}

export interface SlotQuery {
  location: SlotLocation;
  /** Bay cells already taken (bay-slot rows) in and after the window. */
  occupied: ReadonlyArray<{ bay: number; startsAt: Date }>;
  jobMinutes: number;
  now: Date;
  /** The window: days in the shop's zone, inclusive. */
  fromDay: string;
  toDay: string;
}

/** The shop's today and the last day of the booking horizon, in its zone. */
export function bookingDays(now: Date, timeZone: string): { today: string; lastDay: string } {
  const today = dayOf(wallTime(now, timeZone));
  return { today, lastDay: addDays(today, BOOKING_HORIZON_DAYS) };
}

/** Every start in the window with at least one bay free for the whole job, after the lead time, ascending. */
export function freeSlots({ location, occupied, jobMinutes, now, fromDay, toDay }: SlotQuery): EngineSlot[] {
  const { lastDay } = bookingDays(now, location.timeZone);
  const windowEnd = toDay < lastDay ? toDay : lastDay;
  if (fromDay > windowEnd) return [];
  const earliest = now.getTime() + BOOKING_LEAD_MINUTES * 60_000;
  const units = Math.ceil(jobMinutes / SLOT_MINUTES);
  const days = openCells(location, fromDay, addDays(windowEnd, continuationDays(location, jobMinutes)));
  const taken = new Set(occupied.map((cell) => `${cell.bay}:${cell.startsAt.getTime()}`));

  const slots: EngineSlot[] = [];
  days.forEach(({ day, cells }, dayIndex) => {
    if (day > windowEnd) return;
    const longJob = units > cells.length;
    cells.forEach((start, cellIndex) => {
      if (start.getTime() < earliest) return;
      let jobCells: Date[];
      if (!longJob) {
        jobCells = cells.slice(cellIndex, cellIndex + units);
        if (jobCells.length < units) return;
      } else {
        // A job longer than the day: from opening, through the open cells of the days that follow.
        if (cellIndex !== 0) return;
        jobCells = [];
        for (let next = dayIndex; next < days.length && jobCells.length < units; next++) {
          jobCells.push(...days[next]!.cells.slice(0, units - jobCells.length));
        }
        if (jobCells.length < units) return;
      }
      const freeBays: number[] = [];
      for (let bay = 1; bay <= location.bays; bay++) {
        if (jobCells.every((cell) => !taken.has(`${bay}:${cell.getTime()}`))) freeBays.push(bay);
      }
      if (freeBays.length === 0) return;
      const wall = wallTime(start, location.timeZone);
      slots.push({
        startsAt: start,
        endsAt: new Date(jobCells.at(-1)!.getTime() + CELL_MS),
        cells: jobCells,
        freeBays,
        day: dayOf(wall),
        time: timeOf(wall),
      });
    });
  });
  return slots;
}

/**
 * The days after a window that its jobs may continue into: none when the job fits in every open day's hours with
 * an hour to spare (a day the clocks skip an hour has that much fewer cells), else CONTINUATION_DAYS. Bounds the
 * cells the engine lays out and the bay cells read for it: a shop's month of bookings is a few thousand rows.
 */
export function continuationDays(location: SlotLocation, jobMinutes: number): number {
  const units = Math.ceil(jobMinutes / SLOT_MINUTES);
  for (const weekday of WEEKDAYS) {
    const hours = location.openingHours[weekday];
    if (!hours) continue;
    const [openHour, openMinute] = hours.open.split(':').map(Number) as [number, number];
    const [closeHour, closeMinute] = hours.close.split(':').map(Number) as [number, number];
    // The day's cells as openCells lays them out: on the grid, inside [open, close).
    const first = Math.ceil((openHour * 60 + openMinute) / SLOT_MINUTES) * SLOT_MINUTES;
    const cells = Math.floor((closeHour * 60 + closeMinute - first) / SLOT_MINUTES);
    if (units > cells - 60 / SLOT_MINUTES) return CONTINUATION_DAYS;
  }
  return 0;
}

/** The last instant a window's jobs may reach (their continuation days included): bounds the occupied read. */
export function windowReach(location: SlotLocation, toDay: string, jobMinutes: number): Date {
  return dayStart(addDays(toDay, continuationDays(location, jobMinutes) + 1), location.timeZone);
}

/** The first instant of a day in the shop's zone (midnight, or the first minute the clocks show). */
export function dayStart(day: string, timeZone: string): Date {
  for (let minute = 0; minute < 24 * 60; minute += SLOT_MINUTES) {
    const instant = zonedInstant(day, `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`, timeZone);
    if (instant) return instant;
  }
  return new Date(Date.parse(`${day}T00:00:00Z`));
}
