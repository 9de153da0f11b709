import { adminPaymentMessages, type AdminPayment } from '@pitstop/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, extraLines } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type AuditRecord, recordAudit } from '../audit/index.ts';
import { adminPayment } from './admin-payments.ts';
import type { PaymentsDeps } from './payments-deps.ts';

/**
 * POST /v3/admin/payment_authorisations/:id/void (docs/product/operations.md): gives a hold back before anything is
 * taken of it — one a booking no longer needs, or one left behind. Through the payments service's release (the
 * gateway's cancel under `void:<id>`), the hold marked released and the audit entry in one transaction. A hold
 * already given back answers as it is (a second void changes nothing); a charged one, or one that pays for a booking
 * still on, is 409: the booking's own cancel gives its hold back and tells the customer.
 */
export async function voidPayment(
  deps: Pick<PaymentsDeps, 'db' | 'payments' | 'clock'>,
  input: { actor: Pick<AuditRecord, 'actorId' | 'actorRole'>; authorisationId: string; reason: string },
): Promise<AdminPayment> {
  const { db } = deps;
  const hold = isUuid(input.authorisationId) ? await adminPayment(db, input.authorisationId) : undefined;
  if (!hold) throw new AppError('not_found', adminPaymentMessages.notFound);
  if (hold.status === 'released') return hold;
  if (hold.status !== 'pending' && hold.status !== 'authorised') throw new AppError('conflict', adminPaymentMessages.notVoidable(hold.status));
  if (await backsLiveBooking(db, hold.id)) throw new AppError('conflict', adminPaymentMessages.backsBooking);
  await deps.payments.release(hold.id, `void:${hold.id}`, (tx) =>
    recordAudit(tx, {
      ...input.actor,
      at: deps.clock.now(),
      action: 'payment.void',
      subjectType: 'payment_authorisation',
      subjectId: hold.id,
      reason: input.reason,
      detail: { amountCents: hold.amountCents, reference: hold.reference },
    }),
  );
  return (await adminPayment(db, hold.id))!;
}

/** Whether the hold pays for a booking still on: the booking's own hold, or an approved extra line's of it. */
async function backsLiveBooking(db: Db, authorisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(appointments)
    .leftJoin(extraLines, and(eq(extraLines.appointmentId, appointments.id), eq(extraLines.status, 'approved')))
    .where(and(eq(appointments.status, 'booked'), or(eq(appointments.authorisationId, authorisationId), eq(extraLines.authorisationId, authorisationId))))
    .limit(1);
  return row !== undefined;
}
