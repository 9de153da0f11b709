import { and, desc, eq, sql } from 'drizzle-orm';
import { pageUrl } from '@pitstop/contracts/pages';
import { appointments, shopLocations, standaloneAppointments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { appointmentMessages, type AppointmentType } from '@pitstop/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { BookingsDeps } from './bookings-deps.ts';
import { calendarToken } from '../scheduling/index.ts';
import type { StandaloneLocationRow, StandaloneRow } from '../standalone-appointments/index.ts';

/**
 * The booking's calendar event (RFC 5545), written by hand: the event is one VEVENT of a dozen properties, and a
 * small writer with the format's escaping and line folding is simpler to keep correct than a library's object
 * model (ADR 031). UID stays for the booking's life; SEQUENCE grows with each change; a cancelled booking is
 * STATUS:CANCELLED. Times are UTC. The iTIP method (RFC 5546) is always PUBLISH: the event is a copy for the
 * customer's own calendar, with no attendee to answer. REQUEST (and CANCEL) are a meeting's invitation to its
 * attendees, which mail clients show with Accept / Decline buttons that answer an organiser nobody reads.
 */
export const CALENDAR_METHOD = 'PUBLISH';

/** The MIME type of the .ics, served by link and attached to emails alike. */
export const CALENDAR_CONTENT_TYPE = `text/calendar; method=${CALENDAR_METHOD}; charset=utf-8`;

export interface CalendarEvent {
  uid: string;
  sequence: number;
  cancelled: boolean;
  startsAt: Date;
  endsAt: Date;
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
}

/** TEXT value escaping: backslash, semicolon, comma, newline. */
export const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets (UTF-8), never inside a character; continuation lines start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function writeCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pitstop//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${CALENDAR_METHOD}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `ORGANIZER;CN="${event.organizer.name.replace(/"/g, "'")}":mailto:${event.organizer.email}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * The event of a calendar UID, as the booking is now (an older email's link shows the present time, or the
 * cancellation). The token proves the link came from us; a wrong one is 404 like an unknown UID.
 */
export async function readCalendar(deps: Pick<BookingsDeps, 'db' | 'config'>, input: { calendarUid: string; token: string }): Promise<string> {
  const expected = Buffer.from(calendarToken(deps.config.jwtSecret, input.calendarUid));
  const given = Buffer.from(input.token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('not_found', appointmentMessages.appointmentNotFound);
  const [row] = await deps.db
    .select({ appointment: appointments, location: shopLocations })
    .from(appointments)
    .innerJoin(shopLocations, eq(shopLocations.id, appointments.locationId))
    .where(and(eq(appointments.calendarUid, input.calendarUid)))
    .orderBy(sql`${appointments.status} = 'booked' desc`, desc(appointments.updatedAt))
    .limit(1);
  if (row) return calendarOf(deps.config, row.appointment, row.location);
  // A standalone appointment's event.
  const [standalone] = await deps.db
    .select({ appointment: standaloneAppointments, location: shopLocations })
    .from(standaloneAppointments)
    .innerJoin(shopLocations, eq(shopLocations.id, standaloneAppointments.locationId))
    .where(eq(standaloneAppointments.calendarUid, input.calendarUid));
  if (!standalone) throw new AppError('not_found', appointmentMessages.appointmentNotFound);
  return standaloneCalendarOf(deps.config, standalone.appointment, standalone.location);
}

/** Where a shop's events take place, as calendars show it. */
const placeOf = (location: Pick<typeof shopLocations.$inferSelect, 'name' | 'address' | 'city' | 'state' | 'zipcode'>) =>
  `${location.name}, ${location.address}, ${location.city}, ${location.state} ${location.zipcode}`;

/** The events' organiser: the brand, at a bookings address of the public host (.invalid for a bare host name). */
function organizerOf(config: Pick<BookingsDeps['config'], 'brandName' | 'publicUrl'>) {
  const host = new URL(config.publicUrl).hostname;
  return { name: config.brandName, email: `bookings@${host.includes('.') ? host : `${host}.invalid`}` };
}

export function calendarOf(
  config: Pick<BookingsDeps['config'], 'brandName' | 'publicUrl'>,
  appointment: typeof appointments.$inferSelect,
  location: typeof shopLocations.$inferSelect,
): string {
  return writeCalendar({
    uid: appointment.calendarUid,
    sequence: appointment.calendarSequence,
    cancelled: appointment.status === 'cancelled' || appointment.status === 'no_show',
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    stamp: appointment.updatedAt,
    summary: `Car service at ${location.name}`,
    location: placeOf(location),
    description: `Your ${config.brandName} booking. Phone the shop: ${location.phone}.`,
    url: pageUrl(config.publicUrl, '/service-request/:id/offer/:offerId/confirmation', { id: appointment.serviceRequestId, offerId: appointment.offerId }),
    organizer: organizerOf(config),
  });
}

/** How a standalone appointment's kind is named in its emails, and its event's summary. */
export const KIND_NAMES: Record<AppointmentType, string> = { service: 'service', car_wash: 'car wash', collision: 'collision' };
const KIND_SUMMARIES: Record<AppointmentType, string> = { service: 'Car service', car_wash: 'Car wash', collision: 'Collision repair' };

export const standaloneConfirmationUrl = (config: Pick<BookingsDeps['config'], 'publicUrl'>, id: string) =>
  pageUrl(config.publicUrl, '/book-appointment/:id/confirmation', { id });

/** The standalone appointment's calendar event (the same writer as bookings'; ADR 031). */
export function standaloneCalendarOf(config: Pick<BookingsDeps['config'], 'brandName' | 'publicUrl'>, row: StandaloneRow, location: StandaloneLocationRow): string {
  return writeCalendar({
    uid: row.calendarUid,
    sequence: row.calendarSequence,
    cancelled: row.status === 'cancelled' || row.status === 'no_show',
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    stamp: row.updatedAt,
    summary: `${KIND_SUMMARIES[row.appointmentType]} at ${location.name}`,
    location: placeOf(location),
    description: `Your ${config.brandName} appointment. Phone the shop: ${location.phone}.`,
    url: standaloneConfirmationUrl(config, row.id),
    organizer: organizerOf(config),
  });
}
