import { appointmentMessages, serviceRequestMessages } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offerLineItems, offers, serviceRequests, type shopLocations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { jobMinutesFor } from '../scheduling/index.ts';
import type { BookingReads } from './booking-reads.ts';

export type RequestRow = typeof serviceRequests.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type LocationRow = typeof shopLocations.$inferSelect;

export interface BookingContext {
  request: RequestRow;
  offer: OfferRow;
  location: LocationRow;
  jobMinutes: number;
}

/** The caller's request; another user's, or a malformed id, is 404 as if it did not exist. */
export async function ownRequest(db: Db | Tx, userId: string, id: string, { lock = false } = {}): Promise<RequestRow> {
  if (!isUuid(id)) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
  const query = db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
  return row;
}

/** An offer of the request (any status); another request's is 404. */
export async function offerOf(db: Db | Tx, requestId: string, offerId: string): Promise<OfferRow> {
  const [row] = isUuid(offerId)
    ? await db
        .select()
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.serviceRequestId, requestId)))
    : [];
  if (!row) throw new AppError('not_found', serviceRequestMessages.offerNotFound);
  return row;
}

/** The job's length on the shop's calendar: the offer's labor hours, rounded up to the grid. */
export async function jobMinutesOf(db: Db | Tx, offerId: string): Promise<number> {
  const [row] = await db
    .select({ centihours: sql<string>`coalesce(sum(${offerLineItems.laborCentihours}), 0)` })
    .from(offerLineItems)
    .where(eq(offerLineItems.offerId, offerId));
  return jobMinutesFor(Number(row?.centihours ?? 0));
}


/**
 * The caller's request (404 if it is not theirs), with the offer asked for (`offerId`; 404 if it is not the
 * request's) — or, `acceptedIfBooked`, a booked request's accepted offer whatever was asked — its location and
 * the job's length. The hot paths' one read (booking, proposals): prepared once by the module (booking-reads.ts).
 */
export async function readBooking(
  reads: Pick<BookingReads, 'bookingRows'>,
  input: { userId: string; requestId: string; offerId?: string | undefined; acceptedIfBooked?: boolean },
): Promise<{ request: RequestRow; offer: OfferRow | null; location: LocationRow | null; jobMinutes: number }> {
  if (!isUuid(input.requestId)) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
  const offerId = input.offerId && isUuid(input.offerId) ? input.offerId : null;
  const [row] = await reads.bookingRows.execute({ requestId: input.requestId, userId: input.userId, offerId, acceptedIfBooked: input.acceptedIfBooked ?? false });
  if (!row) throw new AppError('not_found', serviceRequestMessages.requestNotFound);
  return { request: row.request, offer: row.offer, location: row.location, jobMinutes: jobMinutesFor(Number(row.jobCentihours ?? 0)) };
}

/**
 * What times are proposed for: an open request and the offer being booked (`offerId`, open), or a booked
 * request and its accepted offer. A withdrawn or completed request is 409 request_closed.
 */
export async function bookingContext(
  reads: Pick<BookingReads, 'bookingRows'>,
  input: { userId: string; requestId: string; offerId?: string | undefined },
): Promise<BookingContext> {
  const { request, offer, location, jobMinutes } = await readBooking(reads, { ...input, acceptedIfBooked: true });
  if (request.status === 'open') {
    if (!input.offerId) throw new AppError('validation_failed', appointmentMessages.offerNotOpen, { parameter: 'offer_id' });
    if (!offer) throw new AppError('not_found', serviceRequestMessages.offerNotFound);
    if (offer.status !== 'open') throw new AppError('request_closed', appointmentMessages.offerNotOpen);
  } else if (request.status !== 'booked' || !offer) {
    throw new AppError('request_closed', serviceRequestMessages.requestClosed);
  }
  if (!location) throw new AppError('not_found', serviceRequestMessages.offerNotFound);
  return { request, offer, location, jobMinutes };
}
