import { createHmac } from 'node:crypto';

/**
 * A proposal's slot key: opaque to clients, it names the location, the start and the job's length. It is only
 * ever a pointer back to a proposal: booking and rescheduling check it against the proposals computed again.
 */
export function slotKeyOf(locationId: string, startsAt: Date, jobMinutes: number): string {
  return Buffer.from(`${locationId}|${startsAt.toISOString()}|${jobMinutes}`).toString('base64url');
}

export function parseSlotKey(key: string): { locationId: string; startsAt: Date; jobMinutes: number } | null {
  const [locationId, iso, minutes] = Buffer.from(key, 'base64url').toString('utf8').split('|');
  if (!locationId || !iso || !minutes) return null;
  const startsAt = new Date(iso);
  const jobMinutes = Number(minutes);
  if (Number.isNaN(startsAt.getTime()) || !Number.isInteger(jobMinutes)) return null;
  return { locationId, startsAt, jobMinutes };
}

/** The calendar link's token: an email's link works without signing in, and only for its own event (ADR 031). */
export function calendarToken(secret: string, calendarUid: string): string {
  return createHmac('sha256', secret).update(`calendar:${calendarUid}`).digest('base64url').slice(0, 32);
}

/** The .ics address of an event, as emails and documents carry it. */
export function calendarUrl(config: { publicUrl: string; jwtSecret: string }, calendarUid: string): string {
  return `${config.publicUrl}/api/v3/appointments/${encodeURIComponent(calendarUid)}/calendar.ics?token=${calendarToken(config.jwtSecret, calendarUid)}`;
}
