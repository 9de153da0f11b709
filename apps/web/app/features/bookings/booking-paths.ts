import { href } from 'react-router';
import { withQuery } from '~/lib/paths';

/** The chosen time as the booking's pages carry it in the address: the shop's day and the slot's start. */
export interface ChosenTime {
  day: string;
  time: string;
}

export type BookingPage = 'book' | 'subscription-confirm' | 'confirm' | 'confirm/payment' | 'confirm/register' | 'confirmation' | 'completed' | 'reschedule';

const PAGES: Record<BookingPage, (ids: { id: string; offerId: string }) => string> = {
  book: (ids) => href('/service-request/:id/offer/:offerId/book', ids),
  'subscription-confirm': (ids) => href('/service-request/:id/offer/:offerId/subscription-confirm', ids),
  confirm: (ids) => href('/service-request/:id/offer/:offerId/confirm', ids),
  'confirm/payment': (ids) => href('/service-request/:id/offer/:offerId/confirm/payment', ids),
  'confirm/register': (ids) => href('/service-request/:id/offer/:offerId/confirm/register', ids),
  confirmation: (ids) => href('/service-request/:id/offer/:offerId/confirmation', ids),
  completed: (ids) => href('/service-request/:id/offer/:offerId/completed', ids),
  reschedule: (ids) => href('/service-request/:id/offer/:offerId/reschedule', ids),
};

/** A booking page's address, with the chosen time and card when there are. */
export function bookingPath(
  page: BookingPage,
  { id, offerId }: { id: string; offerId: string },
  query: Partial<ChosenTime> & { card?: string | null } = {},
): string {
  return withQuery(PAGES[page]({ id, offerId }), { day: query.day, time: query.time, card: query.card });
}

/** The chosen time in an address's query, or null when it lacks one. */
export function chosenTimeOf(search: URLSearchParams): ChosenTime | null {
  const day = search.get('day');
  const time = search.get('time');
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !time || Number.isNaN(Date.parse(time))) return null;
  return { day, time };
}
