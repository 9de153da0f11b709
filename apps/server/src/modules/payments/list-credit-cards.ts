import type { SavedCard } from '@pitstop/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { creditCards } from '../../db/schema/index.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { findOwnCard, toSavedCard } from './saved-cards.ts';

/** The user's saved cards at the configured gateway, newest first. */
export async function listCreditCards(deps: PaymentsDeps, input: { userId: string }): Promise<SavedCard[]> {
  const rows = await deps.db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.userId, input.userId), eq(creditCards.gateway, deps.gateway.kind), isNull(creditCards.deletedAt)))
    .orderBy(desc(creditCards.createdAt), desc(creditCards.id));
  return Promise.all(rows.map((row) => toSavedCard(deps, row)));
}

export async function getCreditCard(deps: PaymentsDeps, input: { userId: string; id: string }): Promise<SavedCard> {
  return toSavedCard(deps, await findOwnCard(deps, input.userId, input.id));
}
