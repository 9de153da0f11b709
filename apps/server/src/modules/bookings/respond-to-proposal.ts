import { type Appointment, appointmentMessages, type ServiceRequest } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { appointments, baySlots, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { toServiceRequests } from '../service-requests/index.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { holdOnFor } from '../payments/index.ts';
import { ownRequest } from './booking-context.ts';
import { queueBookingEmail } from './booking-emails.ts';
import { requireNotStarted } from './not-started.ts';
import { bookedAppointment } from './read-appointments.ts';
import { appointmentDocuments } from './booking-money.ts';

async function ownProposal(deps: Pick<BookingsDeps, 'db'>, userId: string, appointmentId: string, requestId?: string) {
  const [row] = isUuid(appointmentId)
    ? await deps.db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.id, appointmentId),
            eq(appointments.userId, userId),
            eq(appointments.status, 'proposed'),
            requestId ? eq(appointments.serviceRequestId, requestId) : undefined,
          ),
        )
    : [];
  if (!row) throw new AppError('not_found', appointmentMessages.appointmentNotFound);
  return row;
}

/**
 * POST /v3/users/service_requests/appointments {appointment_id}: the customer takes the time the shop proposed.
 * The booking moves there in one transaction (its calendar event keeps its UID, SEQUENCE + 1): its old cells are
 * freed and the proposal's cells, held since the shop proposed, become the booking's; the proposal row is merged
 * into the booking. The card hold is left as it is (the due-holds job still places a scheduled one).
 */
export async function acceptProposal(deps: BookingsDeps, input: { userId: string; appointmentId: string }): Promise<Appointment & { id: string }> {
  const proposal = await ownProposal(deps, input.userId, input.appointmentId);
  const moved = await deps.db.transaction(async (tx) => {
    const request = await ownRequest(tx, input.userId, proposal.serviceRequestId, { lock: true });
    const booking = await bookedAppointment(tx, request.id, { lock: true });
    const [stillProposed] = await tx.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.id, proposal.id), eq(appointments.status, 'proposed')));
    if (!stillProposed) throw new AppError('not_found', appointmentMessages.appointmentNotFound);
    if (request.status !== 'booked' || !booking) throw new AppError('request_closed', appointmentMessages.notBooked);
    requireNotStarted(booking, deps.clock.now());
    await tx.delete(baySlots).where(eq(baySlots.appointmentId, booking.id));
    await tx.update(baySlots).set({ appointmentId: booking.id }).where(eq(baySlots.appointmentId, proposal.id));
    await tx.delete(appointments).where(eq(appointments.id, proposal.id));
    const [row] = await tx
      .update(appointments)
      .set({
        startsAt: proposal.startsAt,
        endsAt: proposal.endsAt,
        bay: proposal.bay,
        jobMinutes: proposal.jobMinutes,
        proposedBy: 'shop',
        remindedAt: null,
        calendarSequence: sql`${appointments.calendarSequence} + 1`,
        ...(booking.paymentState === 'scheduled' ? { holdOn: holdOnFor(proposal.startsAt) } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(appointments.id, booking.id))
      .returning();
    await deps.events.emit(tx, { type: 'service_request.status', requestId: request.id });
    await queueBookingEmail(tx, deps, 'booking-rescheduled', row!);
    return row!;
  });
  const [document] = await appointmentDocuments(deps.db, deps.config, [moved]);
  return document!;
}

/** DELETE …/appointments?appointment_id=: the customer turns the shop's proposed time down; its cells are freed. */
export async function rejectProposal(deps: BookingsDeps, input: { userId: string; id: string; appointmentId: string }): Promise<ServiceRequest> {
  const request = await ownRequest(deps.db, input.userId, input.id);
  const proposal = await ownProposal(deps, input.userId, input.appointmentId, request.id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(baySlots).where(eq(baySlots.appointmentId, proposal.id));
    await tx.update(appointments).set({ status: 'rejected', updatedAt: sql`now()` }).where(eq(appointments.id, proposal.id));
    await deps.events.emit(tx, { type: 'service_request.status', requestId: request.id });
  });
  const [row] = await deps.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
  const [document] = await toServiceRequests(deps.db, [row!]);
  return document as ServiceRequest;
}
