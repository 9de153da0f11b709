import {
  bookingLimitMessages,
  MAX_FUTURE_APPOINTMENTS,
  MAX_FUTURE_APPOINTMENTS_AFTER_NO_SHOWS,
  MAX_FUTURE_APPOINTMENTS_PER_SHOP,
  MAX_FUTURE_APPOINTMENTS_UNCONFIRMED,
  NO_SHOW_WINDOW_DAYS,
  NO_SHOWS_FOR_LIMIT,
} from '@pitstop/contracts';
import { and, eq, gt, gte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, standaloneAppointments, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { BookingsDeps } from './bookings-deps.ts';

const DAY_MS = 86_400_000;

export interface BookingLimitInput {
  userId: string;
  /** The shop location the new appointment would be at. */
  locationId: string;
  /** A standalone appointment (needs a confirmed email) or the booking of an offer (a card backs it). */
  kind: 'standalone' | 'offer';
  /** The request being booked: its own booking (a retry, a new time) is not counted against it. */
  serviceRequestId?: string;
  /**
   * Lock the person's row first (inside a transaction): concurrent bookings of one person are counted one after
   * the other, so none gets past the limit in a race.
   */
  lock?: boolean;
}

/**
 * Whether the person may hold one more upcoming appointment at the location (ADR 046,
 * docs/product/booking-limits.md): the one place every way of booking asks. Throws the refusal with the sentence
 * that says what to do: 409 `account_unconfirmed` (confirm your email) or 409 `booking_limit` (cancel one).
 */
export async function assertMayBook(
  deps: { db: Db | Tx; clock: Pick<BookingsDeps['clock'], 'now'>; config: Pick<BookingsDeps['config'], 'bookingLimits'> },
  input: BookingLimitInput,
): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  // One statement reads the person and both counts; with `lock`, the person's row is locked first and the counts
  // are read after it, by a statement of their own (a fresh snapshot, after a concurrent booking committed).
  if (input.lock) await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
  const atShop = (locationColumn: typeof appointments.locationId | typeof standaloneAppointments.locationId) =>
    sql<number>`count(*) filter (where ${locationColumn} = ${input.locationId})::int`;
  const others = input.serviceRequestId && isUuid(input.serviceRequestId) ? ne(appointments.serviceRequestId, input.serviceRequestId) : undefined;
  const offersAhead = db
    .select({ all: sql<number>`count(*)::int`.as('offers_all'), here: atShop(appointments.locationId).as('offers_here') })
    .from(appointments)
    .where(and(eq(appointments.userId, input.userId), eq(appointments.status, 'booked'), gt(appointments.startsAt, now), others))
    .as('offers_ahead');
  const visitsAhead = db
    .select({ all: sql<number>`count(*)::int`.as('visits_all'), here: atShop(standaloneAppointments.locationId).as('visits_here') })
    .from(standaloneAppointments)
    .where(and(eq(standaloneAppointments.userId, input.userId), eq(standaloneAppointments.status, 'booked'), gt(standaloneAppointments.startsAt, now)))
    .as('visits_ahead');
  const [user] = await db
    .select({ confirmedAt: users.confirmedAt, offers: { all: offersAhead.all, here: offersAhead.here }, visits: { all: visitsAhead.all, here: visitsAhead.here } })
    .from(users)
    .crossJoin(offersAhead)
    .crossJoin(visitsAhead)
    .where(eq(users.id, input.userId));
  if (!user) return;
  const confirmed = user.confirmedAt !== null;
  if (!confirmed && input.kind === 'standalone') throw new AppError('account_unconfirmed', bookingLimitMessages.confirmEmailToBook);
  if (!deps.config.bookingLimits) return;
  const upcoming = user.offers.all + user.visits.all;
  const upcomingHere = user.offers.here + user.visits.here;

  if (!confirmed && upcoming >= MAX_FUTURE_APPOINTMENTS_UNCONFIRMED) throw new AppError('account_unconfirmed', bookingLimitMessages.unconfirmedLimit);
  if (upcoming >= MAX_FUTURE_APPOINTMENTS_AFTER_NO_SHOWS && (await recentNoShows(db, input.userId, now)) >= NO_SHOWS_FOR_LIMIT) {
    throw new AppError('booking_limit', bookingLimitMessages.noShowLimit);
  }
  if (upcomingHere >= MAX_FUTURE_APPOINTMENTS_PER_SHOP) throw new AppError('booking_limit', bookingLimitMessages.perShopLimit);
  if (upcoming >= MAX_FUTURE_APPOINTMENTS) throw new AppError('booking_limit', bookingLimitMessages.overallLimit);
}

/** The person's no-shows (either kind) of appointments that started within the last NO_SHOW_WINDOW_DAYS days. */
export async function recentNoShows(db: Db | Tx, userId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS);
  const [offers] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.status, 'no_show'), gte(appointments.startsAt, since)));
  const [visits] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(standaloneAppointments)
    .where(and(eq(standaloneAppointments.userId, userId), eq(standaloneAppointments.status, 'no_show'), gte(standaloneAppointments.startsAt, since)));
  return (offers?.n ?? 0) + (visits?.n ?? 0);
}
