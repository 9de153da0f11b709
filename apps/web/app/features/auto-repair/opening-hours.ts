import type { OpeningHours } from '@pitstop/contracts';
import { WEEKDAYS, WEEKDAY_NAMES, type Weekday } from '@pitstop/contracts/common/names';

/** A run of consecutive weekdays with the same hours (null: closed), Monday first. */
export interface HoursRun {
  days: Weekday[];
  hours: { open: string; close: string } | null;
}

const sameHours = (a: HoursRun['hours'], b: HoursRun['hours']) => a?.open === b?.open && a?.close === b?.close;

/** A shop's week as runs of days with the same hours: Monday–Friday 08:00–18:00, Saturday 09:00–14:00, Sunday closed. */
export function hoursRuns(hours: OpeningHours): HoursRun[] {
  const runs: HoursRun[] = [];
  for (const day of WEEKDAYS) {
    const last = runs.at(-1);
    if (last && sameHours(last.hours, hours[day])) last.days.push(day);
    else runs.push({ days: [day], hours: hours[day] });
  }
  return runs;
}

/** "Monday–Friday" / "Saturday". */
export const daysText = (days: readonly Weekday[]) =>
  days.length === 1 ? WEEKDAY_NAMES[days[0] as Weekday] : `${WEEKDAY_NAMES[days[0] as Weekday]}–${WEEKDAY_NAMES[days.at(-1) as Weekday]}`;

/** "08:00–18:00" / "Closed". */
export const hoursText = (hours: HoursRun['hours']) => (hours ? `${hours.open}–${hours.close}` : 'Closed');

/**
 * The week as schema.org's OpeningHoursSpecification: one entry per distinct opening time, with the days it holds
 * (closed days have none).
 */
export function openingHoursSpecification(hours: OpeningHours): Record<string, unknown>[] {
  const byTime = new Map<string, { open: string; close: string; days: string[] }>();
  for (const day of WEEKDAYS) {
    const open = hours[day];
    if (!open) continue;
    const key = `${open.open}-${open.close}`;
    const entry = byTime.get(key) ?? { ...open, days: [] };
    entry.days.push(WEEKDAY_NAMES[day]);
    byTime.set(key, entry);
  }
  return [...byTime.values()].map(({ open, close, days }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens: open, closes: close }));
}
