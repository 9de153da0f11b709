import { describe, expect, it } from 'vitest';
import { bookingDays, continuationDays, dayStart, freeSlots, jobMinutesFor, openCells, type SlotLocation, windowReach } from './slots.ts';
import { slotLabel, zonedInstant, zoneAbbreviation } from './zoned-time.ts';

const WEEKDAY_HOURS = { open: '08:00', close: '18:00' };
const shop: SlotLocation = {
  timeZone: 'America/Chicago',
  bays: 3,
  openingHours: { mon: WEEKDAY_HOURS, tue: WEEKDAY_HOURS, wed: WEEKDAY_HOURS, thu: WEEKDAY_HOURS, fri: WEEKDAY_HOURS, sat: null, sun: null },
};
// Monday 30 November 2026, 09:00 in Chicago (CST, UTC−6).
const mondayNine = new Date('2026-11-30T15:00:00Z');
const times = (slots: Array<{ day: string; time: string }>, day: string) => slots.filter((slot) => slot.day === day).map((slot) => slot.time);

describe('jobMinutesFor', () => {
  it('rounds labor hours up to the 30-minute grid, at least one cell', () => {
    expect(jobMinutesFor(0)).toBe(30);
    expect(jobMinutesFor(1)).toBe(30);
    expect(jobMinutesFor(50)).toBe(30);
    expect(jobMinutesFor(51)).toBe(60);
    expect(jobMinutesFor(100)).toBe(60);
    expect(jobMinutesFor(130)).toBe(90);
  });
});

describe('freeSlots', () => {
  it('proposes starts on the grid inside the hours, after the lead time, none on closed days', () => {
    const slots = freeSlots({ location: shop, occupied: [], jobMinutes: 60, now: mondayNine, fromDay: '2026-11-30', toDay: '2026-12-06' });
    // Lead of 2 h: 11:00 first; a 60-minute job ends by 18:00, so 17:00 is the last start.
    expect(times(slots, '2026-11-30')).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00']);
    expect(times(slots, '2026-12-01')).toHaveLength(19);
    expect(times(slots, '2026-12-01')[0]).toBe('08:00');
    expect(times(slots, '2026-12-05')).toEqual([]);
    expect(times(slots, '2026-12-06')).toEqual([]);
    const first = slots[0]!;
    expect(first.startsAt.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(first.endsAt.toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(first.cells.map((cell) => cell.toISOString())).toEqual(['2026-11-30T17:00:00.000Z', '2026-11-30T17:30:00.000Z']);
    expect(first.freeBays).toEqual([1, 2, 3]);
  });

  it('leaves out a start when every bay is taken for any cell of the job, and lists the bays still free', () => {
    const nine = new Date('2026-12-01T15:00:00Z');
    const nineThirty = new Date('2026-12-01T15:30:00Z');
    const occupied = [1, 2, 3].flatMap((bay) => [
      { bay, startsAt: nine },
      { bay, startsAt: nineThirty },
    ]);
    occupied.push({ bay: 1, startsAt: new Date('2026-12-01T16:00:00Z') });
    const slots = freeSlots({ location: shop, occupied, jobMinutes: 60, now: mondayNine, fromDay: '2026-12-01', toDay: '2026-12-01' });
    expect(times(slots, '2026-12-01').slice(0, 3)).toEqual(['08:00', '10:00', '10:30']);
    expect(slots.find((slot) => slot.time === '10:00')!.freeBays).toEqual([2, 3]);
    expect(slots.find((slot) => slot.time === '10:30')!.freeBays).toEqual([1, 2, 3]);
  });

  it('never proposes a start in the past or inside the lead time', () => {
    const lateMonday = new Date('2026-11-30T22:30:00Z'); // 16:30 CST
    const slots = freeSlots({ location: shop, occupied: [], jobMinutes: 30, now: lateMonday, fromDay: '2026-11-23', toDay: '2026-12-01' });
    expect(slots.every((slot) => slot.startsAt.getTime() >= lateMonday.getTime() + 120 * 60_000)).toBe(true);
    expect(slots[0]!.day).toBe('2026-12-01');
  });

  it('stops at the booking horizon', () => {
    const { lastDay } = bookingDays(mondayNine, shop.timeZone);
    expect(lastDay).toBe('2027-01-29');
    const slots = freeSlots({ location: shop, occupied: [], jobMinutes: 60, now: mondayNine, fromDay: '2027-01-28', toDay: '2027-02-03' });
    expect([...new Set(slots.map((slot) => slot.day))]).toEqual(['2027-01-28', '2027-01-29']);
  });

  it('starts a job longer than a day at opening and continues it in the next open hours, over the weekend', () => {
    const slots = freeSlots({ location: shop, occupied: [], jobMinutes: 12 * 60, now: mondayNine, fromDay: '2026-12-01', toDay: '2026-12-04' });
    expect(slots.map((slot) => `${slot.day} ${slot.time}`)).toEqual(['2026-12-01 08:00', '2026-12-02 08:00', '2026-12-03 08:00', '2026-12-04 08:00']);
    const friday = slots.at(-1)!;
    expect(friday.cells).toHaveLength(24);
    // Friday 08:00–18:00, then Monday 08:00–10:00 CST.
    expect(friday.endsAt.toISOString()).toBe('2026-12-07T16:00:00.000Z');
    // A bay taken on Monday morning takes that bay out of Friday's long job.
    const occupied = [{ bay: 2, startsAt: new Date('2026-12-07T15:30:00Z') }];
    const again = freeSlots({ location: shop, occupied, jobMinutes: 12 * 60, now: mondayNine, fromDay: '2026-12-04', toDay: '2026-12-04' });
    expect(again[0]!.freeBays).toEqual([1, 3]);
  });

  it('follows the shop’s clock across the start of summer time (the skipped hour has no cells)', () => {
    const night = { open: '01:00', close: '04:00' };
    const allNight: SlotLocation = {
      timeZone: 'America/Chicago',
      bays: 1,
      openingHours: { mon: night, tue: night, wed: night, thu: night, fri: night, sat: night, sun: night },
    };
    // Sunday 14 March 2027: 02:00 CST jumps to 03:00 CDT.
    const [sunday] = openCells(allNight, '2027-03-14', '2027-03-14');
    expect(sunday!.cells.map((cell) => cell.toISOString())).toEqual([
      '2027-03-14T07:00:00.000Z',
      '2027-03-14T07:30:00.000Z',
      '2027-03-14T08:00:00.000Z',
      '2027-03-14T08:30:00.000Z',
    ]);
    const slots = freeSlots({ location: allNight, occupied: [], jobMinutes: 60, now: new Date('2027-03-10T12:00:00Z'), fromDay: '2027-03-14', toDay: '2027-03-15' });
    expect(times(slots, '2027-03-14')).toEqual(['01:00', '01:30', '03:00']);
    const overTheGap = slots.find((slot) => slot.day === '2027-03-14' && slot.time === '01:30')!;
    // 01:30 CST + 60 minutes of work = 03:30 CDT.
    expect(overTheGap.endsAt.toISOString()).toBe('2027-03-14T08:30:00.000Z');
    expect(slotLabel(overTheGap.startsAt, allNight.timeZone)).toBe('Sun, Mar 14, 1:30 AM CST');
    expect(zoneAbbreviation(overTheGap.endsAt, allNight.timeZone)).toBe('CDT');
    // The next day is all summer time, UTC−5.
    expect(slots.find((slot) => slot.day === '2027-03-15')!.startsAt.toISOString()).toBe('2027-03-15T06:00:00.000Z');
  });

  it('counts the hour shown twice when summer time ends once', () => {
    const night = { open: '00:00', close: '03:00' };
    const allNight: SlotLocation = {
      timeZone: 'America/Chicago',
      bays: 1,
      openingHours: { mon: night, tue: night, wed: night, thu: night, fri: night, sat: night, sun: night },
    };
    // Sunday 1 November 2026: 02:00 CDT falls back to 01:00 CST.
    const [sunday] = openCells(allNight, '2026-11-01', '2026-11-01');
    expect(sunday!.cells).toHaveLength(6);
    expect(sunday!.cells[2]!.toISOString()).toBe('2026-11-01T06:00:00.000Z'); // 01:00 CDT, the first
    expect(sunday!.cells[4]!.toISOString()).toBe('2026-11-01T08:00:00.000Z'); // 02:00 CST
  });
});

describe('windowReach', () => {
  it('reads no further than the window for a job that fits in every open day, two weeks on for one that may not', () => {
    // A 10-hour weekday: a job up to 9 hours fits with an hour to spare; longer ones may continue.
    expect(continuationDays(shop, 60)).toBe(0);
    expect(continuationDays(shop, 9 * 60)).toBe(0);
    expect(continuationDays(shop, 9.5 * 60)).toBe(14);
    expect(continuationDays(shop, 12 * 60)).toBe(14);
    expect(windowReach(shop, '2026-12-06', 60)).toEqual(dayStart('2026-12-07', shop.timeZone));
    expect(windowReach(shop, '2026-12-04', 12 * 60)).toEqual(dayStart('2026-12-19', shop.timeZone));
    // A short Saturday makes a job longer than it a long job on Saturdays: the reach goes on.
    const saturdays: SlotLocation = { ...shop, openingHours: { ...shop.openingHours, sat: { open: '09:00', close: '12:00' } } };
    expect(continuationDays(saturdays, 3 * 60)).toBe(14);
    expect(continuationDays(saturdays, 60)).toBe(0);
  });

  it('proposes the same times with the bounded reach as with every cell of the next two weeks known', () => {
    const taken = openCells(shop, '2026-12-01', '2026-12-20').flatMap(({ cells }) => cells.filter((_, i) => i % 3 === 0).map((startsAt) => ({ bay: 1 + (startsAt.getTime() / 1_800_000) % 3, startsAt })));
    const reach = windowReach(shop, '2026-12-06', 60);
    const bounded = taken.filter((cell) => cell.startsAt < reach);
    const args = { location: shop, jobMinutes: 60, now: mondayNine, fromDay: '2026-11-30', toDay: '2026-12-06' };
    expect(bounded.length).toBeLessThan(taken.length);
    expect(freeSlots({ ...args, occupied: bounded })).toEqual(freeSlots({ ...args, occupied: taken }));
  });
});

describe('zoned time', () => {
  it('labels a slot in the shop’s zone with its abbreviation', () => {
    expect(slotLabel(new Date('2026-12-01T15:00:00Z'), 'America/Chicago')).toBe('Tue, Dec 1, 9:00 AM CST');
    expect(slotLabel(new Date('2026-07-01T16:00:00Z'), 'America/Los_Angeles')).toBe('Wed, Jul 1, 9:00 AM PDT');
    expect(zonedInstant('2026-12-01', '09:00', 'America/Chicago')!.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(zonedInstant('2027-03-14', '02:30', 'America/Chicago')).toBeNull();
  });
});
