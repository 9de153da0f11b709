import { href } from 'react-router';
import { withQuery } from '~/lib/paths';

/** The chosen time as the booking's pages carry it in the address: the shop's day and the slot's start. */
export interface ChosenTime {
  day: string;
  time: string;
}

export type BookingPage = 'book' | 'subscription-confirm' | 'confirm' | 'confirm/payment' | 'confirm/register' | 'confirmation' | 'completed' | 'reschedule';

const PATTERNS = {
  book: '/service-request/:id/offer/:offerId/book',
  'subscription-confirm': '/service-request/:id/offer/:offerId/subscription-confirm',
  confirm: '/service-request/:id/offer/:offerId/confirm',
  'confirm/payment': '/service-request/:id/offer/:offerId/confirm/payment',
  'confirm/register': '/service-request/:id/offer/:offerId/confirm/register',
  confirmation: '/service-request/:id/offer/:offerId/confirmation',
  completed: '/service-request/:id/offer/:offerId/completed',
  reschedule: '/service-request/:id/offer/:offerId/reschedule',
} as const;

/** A booking page's address, with the chosen time and card when there are. */
export function bookingPath(
  page: BookingPage,
  { id, offerId }: { id: string; offerId: string },
  query: Partial<ChosenTime> & { card?: string | null } = {},
): string {
  return withQuery(href(PATTERNS[page], { id, offerId }), { day: query.day, time: query.time, card: query.card });
}

/** The chosen time in an address's query, or null when it lacks one. */
export function chosenTimeOf(search: URLSearchParams): ChosenTime | null {
  const day = search.get('day');
  const time = search.get('time');
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !time || Number.isNaN(Date.parse(time))) return null;
  return { day, time };
}
