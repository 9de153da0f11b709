import type { AdminPayment } from '@pitstop/contracts';
import { asc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditCards, paymentAuthorisations, paymentRefunds } from '../../db/schema/index.ts';
import { anyOf } from '../../db/any-of.ts';

/**
 * The card holds the operations console shows (docs/product/operations.md): found by id or by what they pay for
 * (`offer:<id>`, `appointment:<id>`, `appointment:<id>:completed`), oldest first, each with its refunds. Other modules read them through index.ts (the console's view of a request).
 */
export async function adminPayments(db: Db | Tx, { ids = [], references = [] }: { ids?: string[]; references?: string[] }): Promise<AdminPayment[]> {
  if (ids.length === 0 && references.length === 0) return [];
  const rows = await db
    .select({ hold: paymentAuthorisations, cardBrand: creditCards.brand, cardLast4: creditCards.last4 })
    .from(paymentAuthorisations)
    .innerJoin(creditCards, eq(creditCards.id, paymentAuthorisations.cardId))
    .where(
      or(
        ids.length > 0 ? anyOf(paymentAuthorisations.id, ids) : undefined,
        references.length > 0 ? anyOf(paymentAuthorisations.reference, references) : undefined,
      ),
    )
    .orderBy(asc(paymentAuthorisations.createdAt), asc(paymentAuthorisations.id));
  if (rows.length === 0) return [];
  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(anyOf(paymentRefunds.authorisationId, rows.map((row) => row.hold.id)))
    .orderBy(asc(paymentRefunds.createdAt));
  return rows.map(({ hold, cardBrand, cardLast4 }) => ({
    id: hold.id,
    status: hold.status,
    gateway: hold.gateway,
    purpose: hold.purpose,
    reference: hold.reference,
    amountCents: hold.amountCents,
    capturedCents: hold.capturedCents,
    refundedCents: hold.refundedCents,
    cardBrand,
    cardLast4,
    attached: hold.attached,
    failureMessage: hold.failureMessage,
    capturedAt: hold.capturedAt?.toISOString() ?? null,
    createdAt: hold.createdAt.toISOString(),
    refunds: refunds
      .filter((refund) => refund.authorisationId === hold.id)
      .map((refund) => ({
        id: refund.id,
        amountCents: refund.amountCents,
        reason: refund.reason,
        status: refund.status,
        failureMessage: refund.failureMessage,
        createdAt: refund.createdAt.toISOString(),
      })),
  }));
}

/** One hold as the console shows it. */
export async function adminPayment(db: Db | Tx, id: string): Promise<AdminPayment | undefined> {
  const [payment] = await adminPayments(db, { ids: [id] });
  return payment;
}
