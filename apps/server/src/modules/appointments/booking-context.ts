import { appointmentMessages, serviceRequestMessages } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offerLineItems, offers, serviceRequests, shopLocations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { jobMinutesFor } from './slots.ts';

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

export async function locationOf(db: Db | Tx, locationId: string): Promise<LocationRow> {
  const [row] = await db.select().from(shopLocations).where(eq(shopLocations.id, locationId));
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
 * What times are proposed for: an open request and the offer being booked (`offerId`, open), or a booked
 * request and its accepted offer. A withdrawn or completed request is 409 request_closed.
 */
export async function bookingContext(db: Db, input: { userId: string; requestId: string; offerId?: string | undefined }): Promise<BookingContext> {
  const request = await ownRequest(db, input.userId, input.requestId);
  let offer: OfferRow;
  if (request.status === 'open') {
    if (!input.offerId) throw new AppError('validation_failed', appointmentMessages.offerNotOpen, { parameter: 'offer_id' });
    offer = await offerOf(db, request.id, input.offerId);
    if (offer.status !== 'open') throw new AppError('request_closed', appointmentMessages.offerNotOpen);
  } else if (request.status === 'booked') {
    const [accepted] = await db
      .select()
      .from(offers)
      .where(and(eq(offers.serviceRequestId, request.id), eq(offers.status, 'accepted')));
    if (!accepted) throw new AppError('request_closed', serviceRequestMessages.requestClosed);
    offer = accepted;
  } else {
    throw new AppError('request_closed', serviceRequestMessages.requestClosed);
  }
  return { request, offer, location: await locationOf(db, offer.locationId), jobMinutes: await jobMinutesOf(db, offer.id) };
}
