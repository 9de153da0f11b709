import { appointmentMessages, type AppointmentType, isCalendarDay, STANDALONE_JOB_MINUTES, standaloneAppointmentMessages, type StandaloneAppointment } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ownedVehicles, standaloneAppointments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { StandaloneDeps } from './standalone-deps.ts';
import { assertMayBook, requireProposal, takeBay } from '../bookings/index.ts';
import { queueStandaloneEmail } from './standalone-emails.ts';
import { standaloneLocation } from './standalone-proposals.ts';
import { standaloneDocument } from './standalone-read.ts';
import { zonedInstant } from '../scheduling/index.ts';

export interface StandaloneAppointmentInput {
  userId: string;
  serviceStationLocationId: string;
  vehicle: string;
  notes: string | null;
  scheduledAtDateString: string;
  scheduledAtTimeString: string;
  phone: string | null;
  partner: string | null;
  appointmentType: AppointmentType;
}

/**
 * POST /v3/standalone_appointments (docs/product/booking-and-payments.md): checks first (the location takes the type, the vehicle is the
 * caller's, the day and time in the location's zone are one of its proposals for the type's job length), then one
 * transaction writes the appointment, takes a bay's cells (bay_slots: of racing bookings of the last bay, one
 * commits, the others get 409 slot_taken) and queues the confirmation with its .ics.
 */
export async function createStandaloneAppointment(
  deps: StandaloneDeps,
  input: StandaloneAppointmentInput,
): Promise<{ created: boolean; appointment: StandaloneAppointment }> {
  const location = await standaloneLocation(deps.db, input.serviceStationLocationId, input.appointmentType, '/appointment_type');
  const [vehicle] = isUuid(input.vehicle)
    ? await deps.db
        .select({ id: ownedVehicles.id })
        .from(ownedVehicles)
        .where(and(eq(ownedVehicles.id, input.vehicle), eq(ownedVehicles.userId, input.userId)))
    : [];
  if (!vehicle) throw new AppError('not_found', standaloneAppointmentMessages.vehicleNotFound);
  if (!isCalendarDay(input.scheduledAtDateString)) {
    throw new AppError('validation_failed', standaloneAppointmentMessages.dateInvalid, { pointer: '/scheduled_at_date_string' });
  }
  const startsAt = zonedInstant(input.scheduledAtDateString, input.scheduledAtTimeString, location.timeZone);
  if (!startsAt) throw new AppError('validation_failed', appointmentMessages.slotUnavailable, { pointer: '/scheduled_at_time_string' });
  // Sent again (a double click, a retry after a lost answer): the first booking, not a second one in another bay.
  const existing = () =>
    deps.db
      .select()
      .from(standaloneAppointments)
      .where(
        and(
          eq(standaloneAppointments.userId, input.userId),
          eq(standaloneAppointments.locationId, location.id),
          eq(standaloneAppointments.startsAt, startsAt),
          eq(standaloneAppointments.ownedVehicleId, vehicle.id),
          eq(standaloneAppointments.status, 'booked'),
        ),
      );
  const [already] = await existing();
  if (already) return { created: false, appointment: standaloneDocument(deps.config, already, location) };
  const jobMinutes = STANDALONE_JOB_MINUTES[input.appointmentType];
  const proposal = await requireProposal(deps.reads, { location, jobMinutes, now: deps.clock.now(), startsAt }, '/scheduled_at_time_string');

  const booking = deps.db.transaction(async (tx) => {
    // The person's limits (ADR 046), counted under a lock on their row: two bookings at once are counted in turn.
    await assertMayBook({ ...deps, db: tx }, { userId: input.userId, locationId: location.id, kind: 'standalone', lock: true });
    const [created] = await tx
      .insert(standaloneAppointments)
      .values({
        userId: input.userId,
        locationId: location.id,
        ownedVehicleId: vehicle.id,
        appointmentType: input.appointmentType,
        status: 'booked',
        startsAt: proposal.startsAt,
        endsAt: proposal.endsAt,
        bay: 0,
        timeZone: location.timeZone,
        jobMinutes,
        notes: input.notes,
        phone: input.phone,
        partner: input.partner,
        calendarUid: `${randomUUID()}@${new URL(deps.config.publicUrl).hostname}`,
      })
      .returning();
    const bay = await takeBay(tx, { locationId: location.id, bays: location.bays, cells: proposal.cells, standaloneAppointmentId: created!.id });
    const [booked] = await tx.update(standaloneAppointments).set({ bay }).where(eq(standaloneAppointments.id, created!.id)).returning();
    await queueStandaloneEmail(tx, deps, 'booked', booked!, location);
    await deps.events.emit(tx, { type: 'standalone_appointment.changed', userId: booked!.userId, appointmentId: booked!.id });
    return standaloneDocument(deps.config, booked!, location);
  });
  try {
    return { created: true, appointment: await booking };
  } catch (error) {
    // The same booking sent twice at once: the second waited for the first's commit on the once-key, or on the
    // person's row, and then counted the first against the limits.
    if (!isUniqueViolation(error, 'standalone_appointments_once_key') && !(error instanceof AppError && error.code === 'booking_limit')) throw error;
    const [first] = await existing();
    if (!first) throw error;
    return { created: false, appointment: standaloneDocument(deps.config, first, location) };
  }
}
