import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../src/lib/app-error.ts';
import type { PaymentsPort } from '../src/modules/appointments/appointments-deps.ts';

/**
 * A stand-in for the payments module's service (`app.payments`) until it is merged into this branch: it keeps the
 * promises the appointments module relies on (a card is its owner's; a declining card says the provider's
 * words; one hold per idempotency key; release is idempotent) and records every call, so tests can count holds.
 * Replace with the real service (sandbox gateway) when the payments module lands.
 */
export interface HoldRecord {
  authorisationId: string;
  userId: string;
  cardId: string;
  amountCents: number;
  key: string;
  state: 'authorised' | 'attached' | 'released' | 'captured';
  reference: string | null;
}

export class PaymentsDouble implements PaymentsPort {
  readonly cards = new Map<string, { userId: string; brand: string; last4: string; declines: boolean }>();
  readonly holds = new Map<string, HoldRecord>();
  private readonly byKey = new Map<string, string>();
  readonly inUseChecks: Array<(cardId: string) => Promise<boolean>> = [];

  addCard(userId: string, { declines = false } = {}): string {
    const id = `card_${randomUUID()}`;
    this.cards.set(id, { userId, brand: 'visa', last4: declines ? '0002' : '4242', declines });
    return id;
  }

  async findUsableCard(userId: string, cardId: string) {
    const card = this.cards.get(cardId);
    if (!card || card.userId !== userId) throw new AppError('not_found', 'Card not found.');
    return { id: cardId, brand: card.brand, last4: card.last4 };
  }

  async authorise(input: { userId: string; cardId: string; amountCents: number; idempotencyKey: string }) {
    const existing = this.byKey.get(input.idempotencyKey);
    if (existing) return { authorisationId: existing, expiresAt: new Date(Date.now() + 7 * 86_400_000) };
    const card = await this.findUsableCard(input.userId, input.cardId);
    if (this.cards.get(card.id)!.declines) throw new AppError('card_declined', 'Your card was declined.');
    const authorisationId = `auth_${randomUUID()}`;
    this.byKey.set(input.idempotencyKey, authorisationId);
    this.holds.set(authorisationId, { authorisationId, ...input, key: input.idempotencyKey, state: 'authorised', reference: null });
    return { authorisationId, expiresAt: new Date(Date.now() + 7 * 86_400_000) };
  }

  async attach(_tx: unknown, authorisationId: string, reference: string) {
    const hold = this.holds.get(authorisationId);
    if (!hold) throw new Error(`no hold ${authorisationId}`);
    hold.state = 'attached';
    hold.reference = reference;
  }

  async capture(authorisationId: string, amountCents: number) {
    const hold = this.holds.get(authorisationId)!;
    hold.state = 'captured';
    return { capturedCents: Math.min(amountCents, hold.amountCents) };
  }

  async release(authorisationId: string) {
    const hold = this.holds.get(authorisationId);
    if (hold && hold.state !== 'captured') hold.state = 'released';
  }

  addCardInUseCheck(check: (cardId: string) => Promise<boolean>) {
    this.inUseChecks.push(check);
  }

  /** Holds that are placed and not given back. */
  live(): HoldRecord[] {
    return [...this.holds.values()].filter((hold) => hold.state === 'authorised' || hold.state === 'attached');
  }
}

/** Puts the double where the appointments module reads the payments service. */
export function usePaymentsDouble(app: FastifyInstance): PaymentsDouble {
  const double = new PaymentsDouble();
  Object.defineProperty(app, 'payments', { value: double, configurable: true });
  return double;
}
