/**
 * Wall-clock time in an IANA zone, with Intl only (ADR 031): the server's Node has full ICU, and the few
 * conversions slots need (a shop's local day and time ⇄ an instant, the zone's abbreviation) do not justify a
 * date library. Formatters are made once per zone: building one costs far more than using it.
 */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
}

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const abbreviationFormatters = new Map<string, Intl.DateTimeFormat>();
const labelFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall time of `instant` in `timeZone`, as Intl formats it (the slow path: about 10 µs). */
function intlWallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAY_INDEX[parts.weekday as string] ?? 0,
  };
}

/**
 * A zone's offset is constant within each quarter hour of UTC (today's zones change their clocks on whole
 * quarter hours), so it is asked of Intl once per zone and quarter hour and remembered: slots convert thousands of
 * instants a request, nearly all in a few days.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const OFFSETS_KEPT = 100_000;
const offsets = new Map<string, number>();

/** Minutes the zone is ahead of UTC at `instant` (-360 for CST). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = new Date(quarter * QUARTER_HOUR_MS);
    const wall = intlWallTime(start, timeZone);
    offset = Math.round((Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - start.getTime()) / 60_000);
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall time of `instant` in `timeZone`. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const local = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: (local.getUTCDay() + 6) % 7,
  };
}

/**
 * The instant at which the zone's clocks show this day and time, or null when they never do (the hour skipped
 * when summer time starts). A time shown twice (the hour repeated when it ends) is its first occurrence.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // Two candidates: the offsets just before and after the wall time; the earliest that shows it wins.
  const candidates = [...new Set([offsetMinutes(new Date(asUtc - 86_400_000 / 2), timeZone), offsetMinutes(new Date(asUtc + 86_400_000 / 2), timeZone)])]
    .map((offset) => new Date(asUtc - offset * 60_000))
    .sort((a, b) => a.getTime() - b.getTime());
  for (const candidate of candidates) {
    const wall = wallTime(candidate, timeZone);
    if (wall.year === year && wall.month === month && wall.day === date && wall.hour === hour && wall.minute === minute) return candidate;
  }
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of a wall time. */
export function dayOf(wall: Pick<WallTime, 'year' | 'month' | 'day'>): string {
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** HH:mm of a wall time. */
export function timeOf(wall: Pick<WallTime, 'hour' | 'minute'>): string {
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The calendar day `count` days after `day` (YYYY-MM-DD; no zone involved). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + count));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** 0 = Monday … 6 = Sunday, of a calendar day. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

/** The zone's short name at `instant` as en-US writes it: CST, CDT, PST; GMT+5:45 where there is none. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  let formatter = abbreviationFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    abbreviationFormatters.set(timeZone, formatter);
  }
  return formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** 'Tue, Dec 1, 9:00 AM CST': what pages and emails show of a slot. */
export function slotLabel(instant: Date, timeZone: string): string {
  let formatter = labelFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    labelFormatters.set(timeZone, formatter);
  }
  // en-US writes 'Tue, Dec 1, 9:00 AM CST' (a narrow no-break space before AM in recent ICU: made plain).
  return formatter.format(instant).replace(/[\u202f\u00a0]/g, ' ');
}
