import { appointmentMessages, type ShopBooking, type ShopBookingTimes, type ShopStandaloneAppointment } from '@pitstop/contracts';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, ownedVehicles, serviceRequestServices, serviceRequests, services, standaloneAppointments, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';
import { requireNotStarted } from './not-started.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { jobMinutesOf } from './booking-context.ts';
import { PROPOSAL_DAYS, requireProposal, slotsInWindow } from './proposals.ts';
import { bookingDays, dayStart, addDays, slotLabel, zoneAbbreviation } from '../scheduling/index.ts';
import { takeBay } from './take-bay.ts';
import { anyOf } from '../../db/any-of.ts';

/**
 * Bookings as the shop's staff read them (docs/product/money-and-shop-bookings.md "The shop"): the time, bay and total, and what the booking is for — the
 * request's services, the vehicle, the customer's notes and first name. Every row read here is an appointment at
 * the staff's own location, so the customer chose this shop; a request that is not booked with it never reaches
 * this read (the shop's request views show no customer). One read of the rows, one of their services.
 */
export async function readShopBookings(db: Db | Tx, where: SQL | undefined): Promise<ShopBooking[]> {
  const rows = await db
    .select({
      row: appointments,
      year: serviceRequests.vehicleYear,
      make: serviceRequests.vehicleMake,
      model: serviceRequests.vehicleModel,
      notes: serviceRequests.notes,
      firstName: users.firstName,
    })
    .from(appointments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, appointments.serviceRequestId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(where)
    .orderBy(asc(appointments.startsAt), asc(appointments.bay));
  if (rows.length === 0) return [];
  const named = await db
    .select({ serviceRequestId: serviceRequestServices.serviceRequestId, name: services.name })
    .from(serviceRequestServices)
    .innerJoin(services, eq(services.id, serviceRequestServices.serviceId))
    .where(anyOf(serviceRequestServices.serviceRequestId, [...new Set(rows.map(({ row }) => row.serviceRequestId))]))
    .orderBy(asc(serviceRequestServices.position));
  return rows.map(({ row, year, make, model, notes, firstName }) => ({
    id: row.id,
    serviceRequestId: row.serviceRequestId,
    status: row.status,
    proposedBy: row.proposedBy,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    label: slotLabel(row.startsAt, row.timeZone),
    bay: Math.max(1, row.bay),
    vehicle: `${year} ${make} ${model}`,
    services: named.filter((service) => service.serviceRequestId === row.serviceRequestId).map((service) => service.name),
    customerFirstName: firstName || null,
    notes: notes || null,
    approvedTotalCents: row.approvedTotalCents,
  }));
}

/** One booking as its shop reads it. */
export async function readShopBooking(db: Db | Tx, appointmentId: string): Promise<ShopBooking> {
  const [booking] = await readShopBookings(db, eq(appointments.id, appointmentId));
  return booking!;
}

/** GET /api/shop/v1/locations/:locationId/appointments?day=: the day's bookings and proposals (shop's zone), by start. */
export async function listShopBookings(deps: Pick<BookingsDeps, 'db'>, input: { location: StaffLocation; day: string }): Promise<ShopBooking[]> {
  const { location } = input;
  return readShopBookings(
    deps.db,
    and(
      eq(appointments.locationId, location.id),
      inArray(appointments.status, ['booked', 'proposed', 'completed', 'no_show']),
      gte(appointments.startsAt, dayStart(input.day, location.timeZone)),
      lt(appointments.startsAt, dayStart(addDays(input.day, 1), location.timeZone)),
    ),
  );
}

/**
 * The same day's booked standalone appointments at the location, by start: the visit, the vehicle,
 * the notes and the phone the customer left for the shop.
 */
export async function listShopStandaloneAppointments(
  deps: Pick<BookingsDeps, 'db'>,
  input: { location: StaffLocation; day: string },
): Promise<ShopStandaloneAppointment[]> {
  const { location } = input;
  return readShopStandaloneAppointments(
    deps.db,
    and(
      eq(standaloneAppointments.locationId, location.id),
      inArray(standaloneAppointments.status, ['booked', 'no_show']),
      gte(standaloneAppointments.startsAt, dayStart(input.day, location.timeZone)),
      lt(standaloneAppointments.startsAt, dayStart(addDays(input.day, 1), location.timeZone)),
    ),
  );
}

/** Standalone appointments as the shop's staff read them: the visit, the vehicle, the notes and phone left for it. */
export async function readShopStandaloneAppointments(db: Db | Tx, where: SQL | undefined): Promise<ShopStandaloneAppointment[]> {
  const rows = await db
    .select({ row: standaloneAppointments, year: ownedVehicles.year, make: ownedVehicles.make, model: ownedVehicles.model })
    .from(standaloneAppointments)
    .leftJoin(ownedVehicles, eq(ownedVehicles.id, standaloneAppointments.ownedVehicleId))
    .where(where)
    .orderBy(asc(standaloneAppointments.startsAt), asc(standaloneAppointments.bay));
  return rows.map(({ row, year, make, model }) => ({
    id: row.id,
    status: row.status === 'no_show' ? 'no_show' : 'booked',
    appointmentType: row.appointmentType,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    label: slotLabel(row.startsAt, row.timeZone),
    bay: Math.max(1, row.bay),
    vehicle: year ? `${year} ${make} ${model}` : 'Vehicle removed',
    notes: row.notes,
    phone: row.phone,
  }));
}

/** One of the location's bookings (booked, for a proposal), or 404: staff of another shop never learn it exists. */
export async function shopBooking(deps: Pick<BookingsDeps, 'db'>, input: { location: StaffLocation; appointmentId: string }) {
  const { location } = input;
  const [booking] = isUuid(input.appointmentId)
    ? await deps.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, input.appointmentId), eq(appointments.locationId, location.id)))
    : [];
  if (!booking) throw new AppError('not_found', appointmentMessages.appointmentNotFound);
  if (booking.status !== 'booked') throw new AppError('request_closed', appointmentMessages.notBooked);
  return { location, booking };
}

/**
 * GET …/appointments/:appointmentId/proposals?day=: the free starts for the booking's job, PROPOSAL_DAYS days from
 * `day` (today when earlier), the booking's own cells counted as taken (the customer keeps the time until they
 * accept another).
 */
export async function listShopBookingTimes(
  deps: Pick<BookingsDeps, 'db' | 'reads' | 'clock'>,
  input: { location: StaffLocation; appointmentId: string; day: string },
): Promise<ShopBookingTimes> {
  const { location, booking } = await shopBooking(deps, input);
  // From the start the customer can no longer accept a move: the shop completes the job or marks a no-show.
  requireNotStarted(booking, deps.clock.now());
  const jobMinutes = await jobMinutesOf(deps.db, booking.offerId);
  const now = deps.clock.now();
  const { today } = bookingDays(now, location.timeZone);
  const fromDay = input.day < today ? today : input.day;
  const slots = await slotsInWindow(deps.reads, { location, jobMinutes, now, fromDay, toDay: addDays(fromDay, PROPOSAL_DAYS - 1) });
  return {
    timeZoneAbbreviation: zoneAbbreviation(slots[0]?.startsAt ?? now, location.timeZone),
    times: slots.map((slot) => ({
      startsAt: slot.startsAt.toISOString(),
      day: slot.day,
      time: slot.time,
      label: slotLabel(slot.startsAt, location.timeZone),
    })),
  };
}

/**
 * POST …/appointments/:appointmentId/proposals: the shop proposes another time for one of its bookings. The time
 * must be a free start of the location now (the booking's own cells still count as taken: the customer keeps the
 * present time until they accept); the proposal holds its own cells until accepted or rejected. Once the booking
 * has started, 409 appointment_started.
 */
export async function proposeShopTime(
  deps: BookingsDeps,
  input: { location: StaffLocation; appointmentId: string; startsAt: string },
): Promise<ShopBooking> {
  const { location, booking } = await shopBooking(deps, input);
  // From the start the customer can no longer accept a move: the shop completes the job or marks a no-show.
  requireNotStarted(booking, deps.clock.now());
  const jobMinutes = await jobMinutesOf(deps.db, booking.offerId);
  const slot = await requireProposal(deps.reads, { location, jobMinutes, now: deps.clock.now(), startsAt: new Date(input.startsAt) }, '/startsAt');
  const row = await deps.db.transaction(async (tx) => {
    await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.id, booking.serviceRequestId)).for('update');
    const [live] = await tx.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, booking.id)).for('update');
    if (live?.status !== 'booked') throw new AppError('request_closed', appointmentMessages.notBooked);
    const [created] = await tx
      .insert(appointments)
      .values({
        serviceRequestId: booking.serviceRequestId,
        offerId: booking.offerId,
        locationId: booking.locationId,
        userId: booking.userId,
        status: 'proposed',
        proposedBy: 'shop',
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        bay: 0,
        timeZone: booking.timeZone,
        jobMinutes,
        approvedTotalCents: booking.approvedTotalCents,
        rewardsCents: booking.rewardsCents,
        discountCents: booking.discountCents,
        serviceAddress: booking.serviceAddress,
        // The booking's event: accepting moves the booking itself, so its UID and SEQUENCE carry on.
        calendarUid: booking.calendarUid,
      })
      .returning();
    const bay = await takeBay(tx, { locationId: location.id, bays: location.bays, cells: slot.cells, appointmentId: created!.id });
    const [proposal] = await tx.update(appointments).set({ bay }).where(eq(appointments.id, created!.id)).returning();
    await deps.events.emit(tx, { type: 'service_request.status', requestId: booking.serviceRequestId });
    return proposal!;
  });
  return readShopBooking(deps.db, row.id);
}
