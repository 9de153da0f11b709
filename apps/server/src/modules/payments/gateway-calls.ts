import { paymentMessages } from '@pitstop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditCards } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';

/** Said when the gateway did not answer at all (a network failure): nothing is known to be held. */
export const GATEWAY_UNAVAILABLE = 'The payment service did not answer. Please try again in a moment.';

/** A gateway call: its refusals (GatewayError) pass through for the caller to word; no answer at all is a 503. */
export async function callGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayError || error instanceof AppError) throw error;
    throw new AppError('unavailable', GATEWAY_UNAVAILABLE);
  }
}

/** A refused card in the gateway's own words, as the callers answer it (402); anything else as it is. */
export async function asCardDeclined<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await callGateway(call);
  } catch (error) {
    if (error instanceof GatewayError) throw new AppError('card_declined', error.message);
    throw error;
  }
}

/** The user's saved card (not deleted) at the configured gateway: its customer and payment method there. */
export async function cardAtGateway(db: Db, gateway: PaymentGateway, userId: string, cardId: string): Promise<{ customerId: string; paymentMethodId: string }> {
  const [card] = isUuid(cardId)
    ? await db
        .select({ customerId: creditCards.customerId, paymentMethodId: creditCards.paymentMethodId })
        .from(creditCards)
        .where(and(eq(creditCards.id, cardId), eq(creditCards.userId, userId), eq(creditCards.gateway, gateway.kind), isNull(creditCards.deletedAt)))
    : [];
  if (!card) throw new AppError('card_declined', paymentMessages.cardNotFound);
  return card;
}
