import { type StandaloneAppointment, standaloneAppointmentMessages } from '@pitstop/contracts';
import { eq, sql } from 'drizzle-orm';
import { baySlots, standaloneAppointments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StandaloneDeps } from './standalone-deps.ts';
import { queueStandaloneEmail } from './standalone-emails.ts';
import { ownStandalone, standaloneDocument } from './standalone-read.ts';

/**
 * PUT /v3/standalone_appointments/{id}/cancel: in one transaction (the appointment locked), its bay cells are
 * freed, it is marked cancelled (the calendar event's SEQUENCE raised) and the cancellation is emailed with a
 * STATUS:CANCELLED .ics. Cancelling a cancelled one answers it as it is; one that has begun is 409.
 */
export async function cancelStandaloneAppointment(deps: StandaloneDeps, input: { userId: string; id: string }): Promise<StandaloneAppointment> {
  return deps.db.transaction(async (tx) => {
    const { row, location } = await ownStandalone(tx, input.userId, input.id, { lock: true });
    if (row.status === 'cancelled') return standaloneDocument(deps.config, row, location);
    if (row.startsAt.getTime() <= deps.clock.now().getTime()) throw new AppError('appointment_started', standaloneAppointmentMessages.alreadyStarted);
    await tx.delete(baySlots).where(eq(baySlots.standaloneAppointmentId, row.id));
    const [cancelled] = await tx
      .update(standaloneAppointments)
      .set({
        status: 'cancelled',
        cancelledAt: deps.clock.now(),
        calendarSequence: sql`${standaloneAppointments.calendarSequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(standaloneAppointments.id, row.id))
      .returning();
    await queueStandaloneEmail(tx, deps, 'cancelled', cancelled!, location);
    await deps.events.emit(tx, { type: 'standalone_appointment.changed', userId: cancelled!.userId, appointmentId: cancelled!.id });
    return standaloneDocument(deps.config, cancelled!, location);
  });
}
