import { CARD_BRAND_NAMES, paymentMessages, type SavedCard } from '@pitstop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { creditCards } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { cardExpired } from './sandbox-gateway.ts';

export type CreditCardRow = typeof creditCards.$inferSelect;

/** A saved card as the API shows it (docs/product/booking-and-payments.md "Saved cards"). */
export async function toSavedCard(deps: PaymentsDeps, row: CreditCardRow): Promise<SavedCard> {
  return {
    id: row.id,
    type: CARD_BRAND_NAMES[row.brand],
    brand: row.brand,
    last4: row.last4,
    customerId: row.customerId,
    paymentToken: row.paymentMethodId,
    stripeCardInfo: {
      name: row.name,
      expMonth: row.expMonth,
      expYear: row.expYear,
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      addressCity: row.addressCity,
      addressState: row.addressState,
      addressZip: row.addressZip,
    },
    expired: cardExpired(row.expMonth, row.expYear, deps.clock.now()),
    inUse: await deps.payments.cardInUse(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's own card (not deleted) at the configured gateway; anyone else's is simply not found. */
export async function findOwnCard(deps: PaymentsDeps, userId: string, id: string): Promise<CreditCardRow> {
  const [row] = isUuid(id)
    ? await deps.db
        .select()
        .from(creditCards)
        .where(and(eq(creditCards.id, id), eq(creditCards.userId, userId), eq(creditCards.gateway, deps.gateway.kind), isNull(creditCards.deletedAt)))
    : [];
  if (!row) throw new AppError('not_found', paymentMessages.cardNotFound);
  return row;
}
