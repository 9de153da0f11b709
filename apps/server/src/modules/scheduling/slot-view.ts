import { dayOf, slotLabel, timeOf, wallTime, zoneAbbreviation } from './zoned-time.ts';

/** A time as pages and emails show it: the instants, the shop's day and time, its zone with the abbreviation, a label. */
export function slotView(startsAt: Date, endsAt: Date, timeZone: string) {
  const wall = wallTime(startsAt, timeZone);
  return {
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    day: dayOf(wall),
    time: timeOf(wall),
    timeZone,
    timeZoneAbbreviation: zoneAbbreviation(startsAt, timeZone),
    label: slotLabel(startsAt, timeZone),
  };
}
