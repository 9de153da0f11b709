import type { Appointment, BookingMoney, CardBrand } from '@pitstop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';
import { amountDue } from '../offers/index.ts';
import { calendarUrl, slotView } from '../scheduling/index.ts';

export type AppointmentRow = typeof appointments.$inferSelect;

/** The appointment as the customer reads it (contracts `Appointment`), with its money (booking-money.ts). */
export function appointmentDocument(config: Pick<Config, 'publicUrl' | 'jwtSecret'>, row: AppointmentRow, money: BookingMoney): Appointment & { id: string } {
  return {
    id: row.id,
    serviceRequestId: row.serviceRequestId,
    offerId: row.offerId,
    locationId: row.locationId,
    status: row.status,
    proposedBy: row.proposedBy,
    slot: slotView(row.startsAt, row.endsAt, row.timeZone),
    approvedTotalCents: row.approvedTotalCents,
    rewardsCents: row.rewardsCents,
    discountCents: row.discountCents,
    payment:
      row.paymentState && row.cardId
        ? {
            state: row.paymentState,
            amountCents: amountDue(row),
            holdOn: row.holdOn?.toISOString() ?? null,
            capturedCents: row.capturedCents,
            cardId: row.cardId,
            cardBrand: (row.cardBrand ?? 'unknown') as CardBrand,
            cardLast4: row.cardLast4 ?? '',
            failureMessage: row.failureMessage,
          }
        : null,
    money,
    serviceAddress: row.serviceAddress ?? null,
    calendarUid: row.calendarUid,
    calendarUrl: calendarUrl(config, row.calendarUid),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The request's live booking, if any. */
export async function bookedAppointment(db: Db | Tx, requestId: string, { lock = false } = {}): Promise<AppointmentRow | null> {
  const query = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.serviceRequestId, requestId), eq(appointments.status, 'booked')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Every appointment of the request, newest first. */
export async function requestAppointments(db: Db | Tx, requestId: string): Promise<AppointmentRow[]> {
  return db.select().from(appointments).where(eq(appointments.serviceRequestId, requestId)).orderBy(desc(appointments.createdAt));
}
