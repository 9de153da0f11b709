import { paymentMessages } from '@pitstop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { creditCards } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { GatewayError } from './gateway.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { hasOpenHold } from './payments-service.ts';
import { findOwnCard } from './saved-cards.ts';

/**
 * DELETE /v3/users/credit_cards/{id}: refused (card_in_use) while the card backs a hold not settled yet or
 * another module still needs it; otherwise gone from the list here and detached at the gateway. The row stays
 * (deleted_at) for the holds that name it.
 */
export async function deleteCreditCard(deps: PaymentsDeps, input: { userId: string; id: string }): Promise<void> {
  const card = await findOwnCard(deps, input.userId, input.id);
  // Other modules' checks first, outside the transaction (they read with their own connection); then, with the
  // card locked, the holds: an authorise places its pending row under a share lock of the card, so a hold being
  // placed right now is seen here or finds the card deleted.
  if (await deps.payments.cardInUse(card.id)) throw new AppError('card_in_use', paymentMessages.cardInUse);
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: creditCards.id })
      .from(creditCards)
      .where(and(eq(creditCards.id, card.id), isNull(creditCards.deletedAt)))
      .for('update');
    if (!locked) throw new AppError('not_found', paymentMessages.cardNotFound);
    if (await hasOpenHold(tx, card.id)) throw new AppError('card_in_use', paymentMessages.cardInUse);
    await tx.update(creditCards).set({ deletedAt: deps.clock.now(), updatedAt: deps.clock.now() }).where(eq(creditCards.id, card.id));
  });
  try {
    await deps.gateway.detachCard(card.paymentMethodId, `detach:${card.paymentMethodId}`);
  } catch (error) {
    // Detached already (at the gateway's side): the card is gone either way.
    if (!(error instanceof GatewayError) || error.code !== 'not_found') throw error;
  }
}
