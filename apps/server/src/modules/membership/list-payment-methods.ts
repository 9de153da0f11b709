import type { PaymentMethod } from '@pitstop/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { creditCards } from '../../db/schema/index.ts';
import { cardExpired } from '../payments/index.ts';
import type { MembershipDeps } from './membership-deps.ts';

/** GET my-subscriptions/payment-methods: the caller's saved cards (not deleted, at the configured gateway), newest first. */
export async function listPaymentMethods(deps: Pick<MembershipDeps, 'db' | 'clock' | 'payments'>, input: { userId: string }): Promise<PaymentMethod[]> {
  const rows = await deps.db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.userId, input.userId), eq(creditCards.gateway, deps.payments.gateway.kind), isNull(creditCards.deletedAt)))
    .orderBy(desc(creditCards.createdAt), desc(creditCards.id));
  const now = deps.clock.now();
  return rows.map((row) => ({ paymentToken: row.paymentMethodId, brand: row.brand, last4: row.last4, expired: cardExpired(row.expMonth, row.expYear, now) }));
}
