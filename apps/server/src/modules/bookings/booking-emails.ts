import { formatCents } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { pageUrl } from '@pitstop/contracts/pages';
import { type Brand, type EmailContent, escapeHtml, greeting, layout, textFooter } from '../../adapters/email/index.ts';
import type { Tx } from '../../db/client.ts';
import { serviceRequests, shopLocations, shopStaff, users } from '../../db/schema/index.ts';
import { tellMember } from '../outbox/index.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { CALENDAR_CONTENT_TYPE, calendarOf } from './calendar.ts';
import { calendarUrl, slotLabel } from '../scheduling/index.ts';
import { amountDue } from '../offers/index.ts';
import type { AppointmentRow } from './read-appointments.ts';

/**
 * The customer's emails about a booking (docs/product/mail-and-promises.md): confirmed, moved, cancelled, and a hold that failed (to the
 * shop's staff too). Times in the shop's zone with its abbreviation; each carries the event's .ics link, which
 * always serves the booking as it is now. (The .ics as an attachment waits for the email adapter's support.)
 */
type Kind = 'booking-confirmed' | 'booking-rescheduled' | 'booking-cancelled' | 'booking-reminder' | 'booking-no-show';

const WORDS: Record<Kind, { subject: string; heading: string; intro: (shop: string, when: string) => string }> = {
  'booking-confirmed': {
    subject: 'Your appointment is booked',
    heading: 'You are booked',
    intro: (shop, when) => `Your appointment at ${shop} is booked for ${when}.`,
  },
  'booking-rescheduled': {
    subject: 'Your appointment has moved',
    heading: 'Your appointment has a new time',
    intro: (shop, when) => `Your appointment at ${shop} is now on ${when}.`,
  },
  'booking-reminder': {
    subject: 'Your appointment is tomorrow',
    heading: 'See you soon',
    intro: (shop, when) => `A reminder: your appointment at ${shop} is on ${when}.`,
  },
  'booking-cancelled': {
    subject: 'Your appointment is cancelled',
    heading: 'Your appointment is cancelled',
    intro: (shop, when) => `Your appointment at ${shop} on ${when} is cancelled, and any hold on your card is released.`,
  },
  // The shop marked that the customer did not come (ADR 046).
  'booking-no-show': {
    subject: 'We missed you at your appointment',
    heading: 'We missed you',
    intro: (shop, when) =>
      `${shop} marked that you did not come to your appointment on ${when}. The booking has ended, the hold on your card is released, and you can book another time from your request.`,
  },
};

function holdSentence(row: AppointmentRow): string | null {
  if (!row.paymentState || row.status === 'cancelled' || row.status === 'no_show') return null;
  const amount = formatCents(amountDue(row));
  if (row.paymentState === 'scheduled' && row.holdOn) {
    return `We will hold ${amount} on your card on ${slotLabel(row.holdOn, row.timeZone)}; you are charged only when the work is done.`;
  }
  if (row.paymentState === 'authorised') return `We are holding ${amount} on your card; you are charged only when the work is done.`;
  return null;
}

export function bookingEmail(
  brand: Brand,
  kind: Kind,
  input: { firstName: string | null; shopName: string; row: AppointmentRow; icsUrl: string; bookingUrl: string; ics?: string },
): EmailContent {
  const words = WORDS[kind];
  const when = slotLabel(input.row.startsAt, input.row.timeZone);
  const sentences = [words.intro(input.shopName, when), holdSentence(input.row), `Add it to your calendar: ${input.icsUrl}`].filter(
    (sentence): sentence is string => sentence !== null,
  );
  const footnote = `You received this email because you booked with ${brand.brandName}.`;
  return {
    template: kind,
    subject: `${words.subject}: ${when}`,
    html: layout({
      brand,
      preheader: words.intro(input.shopName, when),
      heading: words.heading,
      paragraphs: [escapeHtml(greeting(input.firstName)), ...sentences.map(escapeHtml)],
      action: { label: 'See your booking', url: input.bookingUrl },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${sentences.join('\n\n')}\n\nSee your booking: ${input.bookingUrl}${textFooter(brand, footnote)}`,
    // The event itself, for mail clients that add it to a calendar from the message.
    ...(input.ics
      ? {
          attachments: [
            {
              filename: 'appointment.ics',
              contentType: CALENDAR_CONTENT_TYPE,
              content: input.ics,
            },
          ],
        }
      : {}),
  };
}

/** The booking's text message: the same news in one line, with the link to the booking. */
export function bookingText(brand: Brand, kind: Kind, input: { shopName: string; row: AppointmentRow; bookingUrl: string }): string {
  return `${brand.brandName}: ${WORDS[kind].intro(input.shopName, slotLabel(input.row.startsAt, input.row.timeZone))} ${input.bookingUrl}`;
}

export function paymentFailedEmail(brand: Brand, input: { firstName: string | null; shopName: string; row: AppointmentRow; bookingUrl: string; forShop: boolean }): EmailContent {
  const when = slotLabel(input.row.startsAt, input.row.timeZone);
  const amount = formatCents(amountDue(input.row));
  const reason = input.row.failureMessage ?? 'The card was declined.';
  const sentences = input.forShop
    ? [`We could not hold ${amount} on the customer's card for the appointment on ${when}: ${reason}`, 'They have been asked to choose another card.']
    : [`We could not hold ${amount} on your card for your appointment at ${input.shopName} on ${when}: ${reason}`, 'Please choose another card before your appointment.'];
  const footnote = `You received this email because of a booking with ${brand.brandName}.`;
  return {
    template: 'payment-failed',
    subject: `Payment problem with the appointment on ${when}`,
    html: layout({
      brand,
      preheader: sentences[0]!,
      heading: 'The card could not be held',
      paragraphs: [escapeHtml(input.forShop ? 'Hi,' : greeting(input.firstName)), ...sentences.map(escapeHtml)],
      action: { label: 'See the booking', url: input.bookingUrl },
      footnote,
    }),
    text: `${input.forShop ? 'Hi,' : greeting(input.firstName)}\n\n${sentences.join('\n\n')}\n\nSee the booking: ${input.bookingUrl}${textFooter(brand, footnote)}`,
  };
}

const brandOf = (deps: Pick<BookingsDeps, 'config'>): Brand => ({ brandName: deps.config.brandName, publicUrl: deps.config.publicUrl });
const bookingUrlOf = (deps: Pick<BookingsDeps, 'config'>, row: AppointmentRow) =>
  pageUrl(deps.config.publicUrl, '/service-request/:id/offer/:offerId/confirmation', { id: row.serviceRequestId, offerId: row.offerId });

/**
 * Queues the customer's email (and text, when they asked for texts on their request) about the booking in the
 * caller's transaction (sent only if it commits): to a confirmed address and a verified number only, within
 * the notification budget (tellMember, ADR 047). The booking goes on whatever is left out.
 */
export async function queueBookingEmail(
  tx: Tx,
  deps: Pick<BookingsDeps, 'config' | 'outbox' | 'messageBudget'>,
  kind: Kind,
  row: AppointmentRow,
): Promise<void> {
  const [request] = await tx
    .select({ method: serviceRequests.notificationMethod })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, row.serviceRequestId));
  const [shop] = await tx.select().from(shopLocations).where(eq(shopLocations.id, row.locationId));
  if (!request || !shop) return;
  const bookingUrl = bookingUrlOf(deps, row);
  // A text too when the person asked to be told by text on their request (its notification method, ADR 047).
  const byText = request.method === 'phone' || request.method === 'both';
  await tellMember(tx, deps, row.userId, {
    ...(byText ? { text: { body: () => bookingText(brandOf(deps), kind, { shopName: shop.name, row, bookingUrl }), template: kind } } : {}),
    email: (to) =>
      bookingEmail(brandOf(deps), kind, {
        firstName: to.firstName,
        shopName: shop.name,
        row,
        icsUrl: calendarUrl(deps.config, row.calendarUid),
        bookingUrl,
        ics: calendarOf(deps.config, row, shop),
      }),
  });
}

/** Tells the customer (as queueBookingEmail does) and the location's staff that a scheduled hold failed. */
export async function queuePaymentFailedEmails(
  tx: Tx,
  deps: Pick<BookingsDeps, 'config' | 'outbox' | 'messageBudget'>,
  row: AppointmentRow,
): Promise<void> {
  const [shop] = await tx.select({ name: shopLocations.name }).from(shopLocations).where(eq(shopLocations.id, row.locationId));
  const staff = await tx.select({ email: users.email }).from(shopStaff).innerJoin(users, eq(users.id, shopStaff.userId)).where(eq(shopStaff.locationId, row.locationId));
  const shopName = shop?.name ?? 'the shop';
  const bookingUrl = bookingUrlOf(deps, row);
  await tellMember(tx, deps, row.userId, {
    email: (to) => paymentFailedEmail(brandOf(deps), { firstName: to.firstName, shopName, row, bookingUrl, forShop: false }),
  });
  for (const member of staff) {
    await deps.outbox.queueEmail(
      tx,
      member.email,
      paymentFailedEmail(brandOf(deps), { firstName: null, shopName, row, bookingUrl: pageUrl(deps.config.publicUrl, '/shop'), forShop: true }),
    );
  }
}
