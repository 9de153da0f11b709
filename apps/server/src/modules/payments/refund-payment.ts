import { adminPaymentMessages, type AdminPayment } from '@pitstop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { paymentAuthorisations, paymentRefunds } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type AuditRecord, recordAudit } from '../audit/index.ts';
import { adminPayment } from './admin-payments.ts';
import { callGateway } from './gateway-calls.ts';
import { GatewayError } from './gateway.ts';
import type { PaymentsDeps } from './payments-deps.ts';

type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * POST /v3/admin/payment_authorisations/:id/refunds (docs/product/operations.md): gives back part or all of what a
 * captured hold took. Three steps, as a hold's own (ADR 030): the refund row (`pending`) and its audit entry in one
 * transaction, under the hold's row lock that counts what is left; the gateway's refund under
 * `refund:<Idempotency-Key>`; then its answer — `succeeded` with the hold's `refunded_cents`, or `failed` with the
 * gateway's words (409). The same key again answers the same refund (200), finishing one a crash left pending.
 */
export async function refundPayment(
  deps: Pick<PaymentsDeps, 'db' | 'gateway' | 'clock'>,
  input: { actor: Pick<AuditRecord, 'actorId' | 'actorRole'>; authorisationId: string; amountCents?: number | null; reason: string; idempotencyKey: string },
): Promise<{ created: boolean; payment: AdminPayment }> {
  const { db, clock } = deps;
  if (!isUuid(input.authorisationId)) throw new AppError('not_found', adminPaymentMessages.notFound);
  const { refund, created } = await db.transaction(async (tx) => {
    const [hold] = await tx.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, input.authorisationId)).for('update');
    if (!hold) throw new AppError('not_found', adminPaymentMessages.notFound);
    const [earlier] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, input.idempotencyKey));
    if (earlier) {
      if (earlier.authorisationId !== hold.id || (input.amountCents != null && input.amountCents !== earlier.amountCents)) {
        throw new AppError('idempotency_key_reused', adminPaymentMessages.keyReused);
      }
      if (earlier.status === 'failed') throw new AppError('conflict', earlier.failureMessage ?? adminPaymentMessages.notCharged(hold.status));
      return { refund: earlier, created: false };
    }
    if (hold.status !== 'captured' || !hold.gatewayRef) throw new AppError('conflict', adminPaymentMessages.notCharged(hold.status));
    // What is left: captured, less the refunds made and those asked of the gateway but not yet answered.
    const [pending] = await tx
      .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.authorisationId, hold.id), eq(paymentRefunds.status, 'pending')));
    const left = hold.capturedCents - hold.refundedCents - (pending?.cents ?? 0);
    if (left <= 0) throw new AppError('conflict', adminPaymentMessages.refundedInFull);
    const amountCents = input.amountCents ?? left;
    if (amountCents > left) throw new AppError('validation_failed', adminPaymentMessages.refundTooLarge(left), { pointer: '/amount_cents' });
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        authorisationId: hold.id,
        amountCents,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        status: 'pending',
        actorId: input.actor.actorId,
        createdAt: clock.now(),
      })
      .returning();
    await recordAudit(tx, {
      ...input.actor,
      at: clock.now(),
      action: 'payment.refund',
      subjectType: 'payment_authorisation',
      subjectId: hold.id,
      reason: input.reason,
      detail: { refundId: row!.id, amountCents, capturedCents: hold.capturedCents },
    });
    return { refund: row!, created: true };
  });
  if (refund.status === 'pending') await settleRefund(deps, refund);
  const payment = await adminPayment(db, input.authorisationId);
  return { created, payment: payment! };
}

/** Asks the gateway for a pending refund (its key, so a replay is the same refund) and records the answer. */
async function settleRefund(deps: Pick<PaymentsDeps, 'db' | 'gateway' | 'clock'>, refund: RefundRow): Promise<void> {
  const { db, gateway, clock } = deps;
  const [hold] = await db.select({ gatewayRef: paymentAuthorisations.gatewayRef }).from(paymentAuthorisations).where(eq(paymentAuthorisations.id, refund.authorisationId));
  let refundId: string;
  try {
    ({ refundId } = await callGateway(() =>
      gateway.refund({ authorisationId: hold!.gatewayRef!, amountCents: refund.amountCents, idempotencyKey: `refund:${refund.idempotencyKey}` }),
    ));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await db
      .update(paymentRefunds)
      .set({ status: 'failed', failureMessage: error.message })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')));
    throw new AppError('conflict', error.message);
  }
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(paymentRefunds)
      .set({ status: 'succeeded', gatewayRef: refundId })
      .where(and(eq(paymentRefunds.id, refund.id), inArray(paymentRefunds.status, ['pending'])))
      .returning({ id: paymentRefunds.id });
    if (!settled) return;
    await tx
      .update(paymentAuthorisations)
      .set({ refundedCents: sql`${paymentAuthorisations.refundedCents} + ${refund.amountCents}`, updatedAt: clock.now() })
      .where(eq(paymentAuthorisations.id, refund.authorisationId));
  });
}
