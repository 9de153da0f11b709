import { randomUUID } from 'node:crypto';
import { type CardDetailsInput, paymentMessages, type SavedCard } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { creditCards } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { GatewayError } from './gateway.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { cardExpired } from './sandbox-gateway.ts';
import { findOwnCard, toSavedCard } from './saved-cards.ts';

type CardDetails = z.output<typeof CardDetailsInput>;

/** PUT /v3/users/credit_cards/{id}: new name, expiry or billing address, at the gateway first, then here. */
export async function updateCreditCard(deps: PaymentsDeps, input: { userId: string; id: string; details: CardDetails }): Promise<SavedCard> {
  const row = await findOwnCard(deps, input.userId, input.id);
  const { details } = input;
  if (cardExpired(details.expMonth, details.expYear, deps.clock.now())) {
    throw new AppError('validation_failed', paymentMessages.expiryInvalid, { pointer: '/new_card_details/exp_year' });
  }
  try {
    // An update is the same whatever the retries; a fresh key keeps a later change back to earlier details
    // from being answered with the earlier call's result.
    await deps.gateway.updateCard(row.paymentMethodId, details, `update_card:${randomUUID()}`);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.code === 'not_found') throw new AppError('not_found', paymentMessages.cardNotFound);
    throw new AppError('card_declined', error.message);
  }
  const [updated] = await deps.db
    .update(creditCards)
    .set({
      name: details.name,
      expMonth: details.expMonth,
      expYear: details.expYear,
      addressLine1: details.addressLine1,
      addressLine2: details.addressLine2,
      addressCity: details.addressCity,
      addressState: details.addressState,
      addressZip: details.addressZip,
      addressCountry: details.addressCountry,
      updatedAt: deps.clock.now(),
    })
    .where(eq(creditCards.id, row.id))
    .returning();
  return toSavedCard(deps, updated!);
}
