import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { baySlots, offerLineItems, offers, serviceRequests, shopLocations } from '../../db/schema/index.ts';

/*
 * The hot paths' reads, prepared once per module (ADR 017, 050): building a statement cost more than running it,
 * and PostgreSQL plans a prepared one once per connection. A module builds them in its closure
 * (`prepareBookingReads(database.db)`) and hands them to its use-cases through its deps.
 */

/** The request, the offer and its location, and the job's length, in one statement (one per database, prepared). */
function prepareBookingRows(db: Db) {
  const jobCentihours = sql<string>`(select coalesce(sum(${offerLineItems.laborCentihours}), 0) from ${offerLineItems} where ${offerLineItems.offerId} = ${offers.id})`;
  return db
    .select({ request: serviceRequests, offer: offers, location: shopLocations, jobCentihours })
    .from(serviceRequests)
    .leftJoin(
      offers,
      and(
        eq(offers.serviceRequestId, serviceRequests.id),
        // A booked request's accepted offer; an open one's the offer asked for.
        sql`case when ${serviceRequests.status} = 'booked' and ${sql.placeholder('acceptedIfBooked')} then ${offers.status} = 'accepted' else ${offers.id} = ${sql.placeholder('offerId')} end`,
      ),
    )
    .leftJoin(shopLocations, eq(shopLocations.id, offers.locationId))
    .where(and(eq(serviceRequests.id, sql.placeholder('requestId')), eq(serviceRequests.userId, sql.placeholder('userId'))))
    .prepare('appointments_booking_rows');
}
/** The bays taken in any of a job's cells, and by which reservation (prepared once per database: the losers of a race read only this). */
function prepareTakenBays(db: Db) {
  return db
    .selectDistinct({ bay: baySlots.bay, reservation: baySlots.reservation })
    .from(baySlots)
    .where(and(eq(baySlots.locationId, sql.placeholder('locationId')), sql`${baySlots.startsAt} = any(${sql.placeholder('cells')}::timestamptz[])`))
    .prepare('appointments_taken_bays_by');
}
function prepareOccupiedCells(db: Db) {
  const except = sql.placeholder('exceptAppointmentId');
  // A row a bay, its cells' starts as epoch milliseconds in one string: a month of a busy shop's cells is a few
  // thousand rows, and decoding them one by one was a quarter of a proposals request's time on PGlite.
  return db
    .select({ bay: baySlots.bay, starts: sql<string>`string_agg((extract(epoch from ${baySlots.startsAt}) * 1000)::bigint::text, ',')` })
    .from(baySlots)
    .where(
      and(
        eq(baySlots.locationId, sql.placeholder('locationId')),
        gte(baySlots.startsAt, sql.placeholder('from')),
        lt(baySlots.startsAt, sql.placeholder('to')),
        // A standalone appointment's or a reservation's cells have no appointment_id: they stay taken.
        sql`(${except}::uuid is null or ${baySlots.appointmentId} is null or ${baySlots.appointmentId} <> ${except}::uuid)`,
      ),
    )
    .groupBy(baySlots.bay)
    .prepare('appointments_occupied_cells');
}

export interface BookingReads {
  db: Db;
  bookingRows: ReturnType<typeof prepareBookingRows>;
  takenBays: ReturnType<typeof prepareTakenBays>;
  occupiedCells: ReturnType<typeof prepareOccupiedCells>;
}

/** The reads of a booking, of taken bays and of occupied cells, prepared on this database. */
export const prepareBookingReads = (db: Db): BookingReads => ({
  db,
  bookingRows: prepareBookingRows(db),
  takenBays: prepareTakenBays(db),
  occupiedCells: prepareOccupiedCells(db),
});
