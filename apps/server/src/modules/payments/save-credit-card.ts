import { ACCEPTED_CARD_BRANDS, paymentMessages, type SavedCard } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { creditCards } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type GatewayCard, GatewayError } from './gateway.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { cardExpired } from './sandbox-gateway.ts';
import { toSavedCard } from './saved-cards.ts';

const POINTER = { pointer: '/stripe_customer_token' };

/**
 * POST /v3/users/credit_cards: keep a card whose setup succeeded at the gateway, read back from the gateway for
 * this user's customer (a payment method of anyone else's is not found). The same payment method twice is the
 * same card (`created: false`).
 */
export async function saveCreditCard(
  deps: PaymentsDeps,
  input: { userId: string; stripeCustomerToken: string },
): Promise<{ created: boolean; card: SavedCard }> {
  const customerId = await deps.payments.customerFor(input.userId);
  let card: GatewayCard;
  try {
    card = await deps.gateway.retrieveCard(customerId, input.stripeCustomerToken);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.code === 'not_found') throw new AppError('not_found', paymentMessages.cardNotFound, POINTER);
    throw new AppError('card_declined', error.message, POINTER);
  }
  if (!ACCEPTED_CARD_BRANDS.includes(card.brand)) throw new AppError('validation_failed', paymentMessages.cardNotAccepted, POINTER);
  if (cardExpired(card.expMonth, card.expYear, deps.clock.now())) throw new AppError('card_declined', paymentMessages.cardExpired, POINTER);

  const [inserted] = await deps.db
    .insert(creditCards)
    .values({
      userId: input.userId,
      gateway: deps.gateway.kind,
      paymentMethodId: card.paymentMethodId,
      customerId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      name: card.name,
      addressLine1: card.addressLine1,
      addressLine2: card.addressLine2,
      addressCity: card.addressCity,
      addressState: card.addressState,
      addressZip: card.addressZip,
      addressCountry: card.addressCountry,
    })
    .onConflictDoNothing({ target: creditCards.paymentMethodId })
    .returning();
  if (inserted) return { created: true, card: await toSavedCard(deps, inserted) };
  const [existing] = await deps.db.select().from(creditCards).where(eq(creditCards.paymentMethodId, card.paymentMethodId));
  // Saved before (a retry, a double click): the same card, unless it was deleted since — then it is gone.
  if (!existing || existing.userId !== input.userId || existing.deletedAt) throw new AppError('not_found', paymentMessages.cardNotFound, POINTER);
  return { created: false, card: await toSavedCard(deps, existing) };
}
