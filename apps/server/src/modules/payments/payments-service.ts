import type { FastifyBaseLogger } from 'fastify';
import { type CardHolds, createCardHolds } from './card-holds.ts';
import { ACCEPTED_CARD_BRANDS, type CardBrand, paymentMessages, type SetupIntent } from '@pitstop/contracts';
import { createSetupIntent } from './create-setup-intent.ts';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, type AuthorisationStatus, creditCards, paymentAuthorisations, paymentCustomers, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/uuid.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import { cardExpired } from './sandbox-gateway.ts';
import { asCardDeclined, callGateway, cardAtGateway, GATEWAY_UNAVAILABLE } from './gateway-calls.ts';
import { createPaymentsBilling, type PaymentsBilling } from './subscription-billing.ts';

export { GATEWAY_UNAVAILABLE } from './gateway-calls.ts';
export const AUTHORISATION_MESSAGES = {
  notFound: 'Payment authorisation not found.',
  captureTooLarge: 'The amount to capture is more than was authorised.',
  notCapturable: 'This payment authorisation can no longer be captured.',
  notAttachable: 'This payment authorisation is no longer valid. Please try again.',
  alreadyCaptured: 'This payment was already taken and cannot be released.',
  keyReused: 'This payment was already started with other details.',
  /** A key names one hold's life: once that hold is given back, the key places nothing again (ADR 045). */
  keyReleased: 'This payment hold was already given back. Please try again.',
  /** Nothing to hold: a booking paid in full by rewards places no hold at all. */
  amountInvalid: 'The amount to hold must be a whole number of cents above zero.',
} as const;

type AuthorisationRow = typeof paymentAuthorisations.$inferSelect;

/** The payments service other modules use (`app.payments`; ADR 030). */
export interface Payments {
  readonly gateway: PaymentGateway;
  /** The user's card, usable for a hold now (accepted brand, not expired); AppError not_found otherwise. */
  findUsableCard(userId: string, cardId: string): Promise<{ id: string; brand: CardBrand; last4: string }>;
  /**
   * Place a hold. Idempotent by key: the same key returns the same authorisation, never a second hold. Writes
   * the authorisation row BEFORE calling the gateway (status pending) and after (authorised | failed), each in
   * its own short transaction. A refusal throws AppError('card_declined', <provider's words>) and leaves the
   * row failed.
   */
  authorise(input: {
    userId: string;
    cardId: string;
    amountCents: number;
    idempotencyKey: string;
    purpose: string;
    reference: string;
  }): Promise<{ authorisationId: string; expiresAt: Date }>;
  /** In the caller's transaction: the hold now pays for something (reconciliation leaves it alone). */
  attach(tx: Tx, authorisationId: string, reference: string): Promise<void>;
  /** Capture at most what was authorised (AppError otherwise); idempotent by key. */
  capture(authorisationId: string, amountCents: number, idempotencyKey: string): Promise<{ capturedCents: number }>;
  /** Give the hold back; idempotent; a released/failed one is a no-op. */
  release(authorisationId: string, idempotencyKey: string): Promise<void>;
  /**
   * Give back the hold placed under an `authorise` key, if any: a pending one (its placer died mid-call) is first
   * settled by replaying the gateway call with its key, so a hold made at the gateway is found and released too.
   */
  releaseByKey(idempotencyKey: string): Promise<void>;
  /** Release every authorised, unattached hold older than `olderThanMs` (a crash between hold and booking). */
  reconcile(olderThanMs: number): Promise<{ released: number }>;
  /** The holds of bookings and their extra work, placed and given back through this service (card-holds.ts, ADR 050). */
  readonly holds: CardHolds;
  /**
   * Take `amountCents` now on the user's saved card (not deleted; a membership's period, ADR 058). The key is the
   * business action's: the same key again is the same charge. A refusal throws AppError('card_declined', <the
   * provider's words>); no answer at all, AppError('unavailable').
   */
  charge(input: { userId: string; cardId: string; amountCents: number; idempotencyKey: string; description: string; metadata: Record<string, string> }): Promise<{
    chargeId: string;
  }>;
  /** Stripe Billing on the user's saved cards (ADR 058); null when the gateway has none (the sandbox: our job renews). */
  readonly billing: PaymentsBilling | null;
  /** Start saving a card for the user: their gateway customer and a fresh setup intent (create-setup-intent.ts). */
  createSetupIntent(userId: string): Promise<SetupIntent>;
  /** The user's customer at the configured gateway, if one was made (null otherwise); never creates one. */
  knownCustomer(userId: string): Promise<string | null>;
}

/** Card-level reads the endpoints share with the service. */
export interface PaymentsInternals extends Payments {
  /** `release`, with `within` run in the transaction that marks the hold released (the console's audit entry). */
  release(authorisationId: string, idempotencyKey: string, within?: (tx: Tx) => Promise<void>): Promise<void>;
  /** Whether the card backs a pending or authorised hold, or a booking whose hold is still to come (cardBacksBooking). */
  cardInUse(cardId: string): Promise<boolean>;
  /** The user's customer at the configured gateway, created once (idempotent by user). */
  customerFor(userId: string): Promise<string>;
}

const OPEN_HOLD: AuthorisationStatus[] = ['pending', 'authorised'];

export function createPayments({ db, gateway, clock, log }: { db: Db; gateway: PaymentGateway; clock: Clock; log: FastifyBaseLogger }): PaymentsInternals {

  const loadAuthorisation = async (id: string): Promise<AuthorisationRow> => {
    const [row] = isUuid(id) ? await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, id)) : [];
    if (!row) throw new AppError('not_found', AUTHORISATION_MESSAGES.notFound);
    return row;
  };

  /**
   * Asks the gateway for the hold of a pending row (the row's own words, the key derived from its business key,
   * so a replay is the same hold) and writes its answer: authorised, or failed with the provider's words. A row
   * released meanwhile gets its hold given back.
   */
  const settlePending = async (
    row: AuthorisationRow,
    card: { customerId: string; paymentMethodId: string },
  ): Promise<{ refused: string } | { authorisationId: string; expiresAt: Date; released: boolean }> => {
    let hold: { authorisationId: string; expiresAt: Date };
    try {
      hold = await callGateway(() =>
        gateway.authorise({
          customerId: card.customerId,
          paymentMethodId: card.paymentMethodId,
          amountCents: row.amountCents,
          idempotencyKey: `authorise:${row.idempotencyKey}`,
          description: row.purpose,
          metadata: { authorisation_id: row.id, reference: row.reference, user_id: row.userId },
        }),
      );
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      await db
        .update(paymentAuthorisations)
        .set({ status: 'failed', failureCode: error.code, failureMessage: error.message, updatedAt: clock.now() })
        .where(and(eq(paymentAuthorisations.id, row.id), eq(paymentAuthorisations.status, 'pending')));
      return { refused: error.message };
    }
    // Second short transaction: the gateway's answer.
    const [authorised] = await db
      .update(paymentAuthorisations)
      .set({ status: 'authorised', gatewayRef: hold.authorisationId, expiresAt: hold.expiresAt, updatedAt: clock.now() })
      .where(and(eq(paymentAuthorisations.id, row.id), inArray(paymentAuthorisations.status, OPEN_HOLD)))
      .returning({ id: paymentAuthorisations.id });
    if (authorised) return { ...hold, released: false };
    // Released while the gateway was holding: give the hold back too.
    await db.update(paymentAuthorisations).set({ gatewayRef: hold.authorisationId }).where(eq(paymentAuthorisations.id, row.id));
    await callGateway(() => gateway.release({ authorisationId: hold.authorisationId, idempotencyKey: `release:settle:${row.id}` }));
    return { ...hold, released: true };
  };

  const release = async (authorisationId: string, idempotencyKey: string, within?: (tx: Tx) => Promise<void>): Promise<void> => {
    const row = await loadAuthorisation(authorisationId);
    if (row.status === 'released' || row.status === 'failed') return;
    if (row.status === 'captured') throw new AppError('conflict', AUTHORISATION_MESSAGES.alreadyCaptured);
    if (row.gatewayRef) {
      const ref = row.gatewayRef;
      // A hold the gateway let lapse is released there already: its release is a no-op, as for Stripe's cancel.
      try {
        await callGateway(() => gateway.release({ authorisationId: ref, idempotencyKey: `release:${idempotencyKey}` }));
      } catch (error) {
        if (error instanceof GatewayError) throw new AppError('conflict', error.message);
        throw error;
      }
    }
    // A pending row without a gateway answer yet: marked released, so the in-flight authorise gives its hold back.
    const markReleased = (tx: Db | Tx) =>
      tx
        .update(paymentAuthorisations)
        .set({ status: 'released', updatedAt: clock.now() })
        .where(and(eq(paymentAuthorisations.id, row.id), inArray(paymentAuthorisations.status, OPEN_HOLD)));
    if (!within) {
      await markReleased(db);
      return;
    }
    await db.transaction(async (tx) => {
      await markReleased(tx);
      await within(tx);
    });
  };

  const service: PaymentsInternals = {
    gateway,
    get holds() {
      return holds;
    },

    async findUsableCard(userId, cardId) {
      const [card] = isUuid(cardId)
        ? await db
            .select()
            .from(creditCards)
            .where(and(eq(creditCards.id, cardId), eq(creditCards.userId, userId), eq(creditCards.gateway, gateway.kind), isNull(creditCards.deletedAt)))
        : [];
      if (!card || !ACCEPTED_CARD_BRANDS.includes(card.brand)) throw new AppError('not_found', paymentMessages.cardNotFound, { pointer: '/credit_card_id' });
      if (cardExpired(card.expMonth, card.expYear, clock.now())) {
        throw new AppError('not_found', paymentMessages.cardExpired, { pointer: '/credit_card_id' });
      }
      return { id: card.id, brand: card.brand, last4: card.last4 };
    },

    async authorise(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new AppError('validation_failed', AUTHORISATION_MESSAGES.amountInvalid, { pointer: '/amount_cents' });
      }
      const card = await service.findUsableCard(input.userId, input.cardId);
      // First short transaction: the row exists (pending) before the gateway hears of the hold. The card is
      // share-locked, so a deletion of it waits and then sees this hold (delete-credit-card.ts).
      const customer = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ customerId: creditCards.customerId, paymentMethodId: creditCards.paymentMethodId })
          .from(creditCards)
          .where(and(eq(creditCards.id, card.id), isNull(creditCards.deletedAt)))
          .for('share');
        if (!locked) throw new AppError('not_found', paymentMessages.cardNotFound, { pointer: '/credit_card_id' });
        await tx
        .insert(paymentAuthorisations)
        .values({
          userId: input.userId,
          cardId: card.id,
          gateway: gateway.kind,
          amountCents: input.amountCents,
          idempotencyKey: input.idempotencyKey,
          purpose: input.purpose,
          reference: input.reference,
          status: 'pending',
          createdAt: clock.now(),
          updatedAt: clock.now(),
        })
        .onConflictDoNothing({ target: paymentAuthorisations.idempotencyKey });
        return locked;
      });
      const [row] = await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.idempotencyKey, input.idempotencyKey));
      if (!row) throw new AppError('conflict', AUTHORISATION_MESSAGES.keyReused);
      if (row.userId !== input.userId || row.cardId !== card.id || row.amountCents !== input.amountCents) {
        throw new AppError('conflict', AUTHORISATION_MESSAGES.keyReused);
      }
      if (row.status === 'failed') throw new AppError('card_declined', row.failureMessage ?? paymentMessages.cardSetupFailed);
      // A key names one hold's life: a hold given back is never handed out again as if it held (ADR 045).
      if (row.status === 'released') throw new AppError('conflict', AUTHORISATION_MESSAGES.keyReleased);
      if (row.status !== 'pending' && row.gatewayRef && row.expiresAt) return { authorisationId: row.id, expiresAt: row.expiresAt };
      if (row.status !== 'pending') throw new AppError('conflict', AUTHORISATION_MESSAGES.notAttachable);

      // Pending: ours, a concurrent twin's, or one a crash left behind. The gateway's key is the business key,
      // so whichever of them reaches it, one hold is made and every caller hears of the same one.
      const outcome = await settlePending(row, customer);
      if ('refused' in outcome) throw new AppError('card_declined', outcome.refused, { pointer: '/credit_card_id' });
      if (outcome.released) throw new AppError('conflict', AUTHORISATION_MESSAGES.notAttachable);
      const hold = outcome;
      return { authorisationId: row.id, expiresAt: hold.expiresAt };
    },

    async attach(tx, authorisationId, reference) {
      const [attached] = isUuid(authorisationId)
        ? await tx
            .update(paymentAuthorisations)
            .set({ attached: true, attachedAt: clock.now(), reference, updatedAt: clock.now() })
            .where(and(eq(paymentAuthorisations.id, authorisationId), eq(paymentAuthorisations.status, 'authorised')))
            .returning({ id: paymentAuthorisations.id })
        : [];
      if (!attached) throw new AppError('conflict', AUTHORISATION_MESSAGES.notAttachable);
    },

    async capture(authorisationId, amountCents, idempotencyKey) {
      const row = await loadAuthorisation(authorisationId);
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > row.amountCents) {
        throw new AppError('validation_failed', AUTHORISATION_MESSAGES.captureTooLarge, { pointer: '/amount_cents' });
      }
      // A hold is captured once: a retry (same or later key) hears the first capture's amount.
      if (row.status === 'captured') return { capturedCents: row.capturedCents };
      if (row.status !== 'authorised' || !row.gatewayRef) throw new AppError('conflict', AUTHORISATION_MESSAGES.notCapturable);
      const ref = row.gatewayRef;
      let captured: { capturedCents: number };
      try {
        captured = await callGateway(() => gateway.capture({ authorisationId: ref, amountCents, idempotencyKey: `capture:${idempotencyKey}` }));
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        throw new AppError('conflict', error.message);
      }
      await db
        .update(paymentAuthorisations)
        .set({ status: 'captured', capturedCents: captured.capturedCents, capturedAt: clock.now(), updatedAt: clock.now() })
        .where(and(eq(paymentAuthorisations.id, row.id), eq(paymentAuthorisations.status, 'authorised')));
      return captured;
    },

    release,

    async releaseByKey(idempotencyKey) {
      const [found] = await db
        .select({ row: paymentAuthorisations, card: { customerId: creditCards.customerId, paymentMethodId: creditCards.paymentMethodId } })
        .from(paymentAuthorisations)
        .innerJoin(creditCards, eq(creditCards.id, paymentAuthorisations.cardId))
        .where(eq(paymentAuthorisations.idempotencyKey, idempotencyKey));
      if (!found) return;
      if (found.row.status === 'pending') {
        const outcome = await settlePending(found.row, found.card);
        if ('refused' in outcome || outcome.released) return;
      }
      await release(found.row.id, `by-key:${found.row.id}`);
    },

    async reconcile(olderThanMs) {
      const before = new Date(clock.now().getTime() - olderThanMs);
      let released = 0;
      // Pending rows this old: a crash (or a lost answer) after the row was written. Replaying the gateway call
      // with the row's key learns of the hold, if one was made, and the hold is then released with the others.
      const stranded = await db
        .select({ row: paymentAuthorisations, card: { customerId: creditCards.customerId, paymentMethodId: creditCards.paymentMethodId } })
        .from(paymentAuthorisations)
        .innerJoin(creditCards, eq(creditCards.id, paymentAuthorisations.cardId))
        .where(and(eq(paymentAuthorisations.status, 'pending'), lt(paymentAuthorisations.createdAt, before)));
      for (const { row, card } of stranded) {
        try {
          const outcome = await settlePending(row, card);
          if ('released' in outcome && outcome.released) released++;
        } catch (error) {
          // The gateway did not answer: the row stays pending for the next run.
          if (!(error instanceof AppError && error.code === 'unavailable')) throw error;
        }
      }
      const orphans = await db
        .select({ id: paymentAuthorisations.id })
        .from(paymentAuthorisations)
        .where(and(eq(paymentAuthorisations.status, 'authorised'), eq(paymentAuthorisations.attached, false), lt(paymentAuthorisations.createdAt, before)));
      for (const orphan of orphans) {
        // The same key on every node and every run: two reconcilers release each hold once.
        await release(orphan.id, `reconcile:${orphan.id}`);
        released++;
      }
      return { released };
    },

    async charge(input) {
      const card = await cardAtGateway(db, gateway, input.userId, input.cardId);
      return asCardDeclined(() =>
        gateway.charge({
          customerId: card.customerId,
          paymentMethodId: card.paymentMethodId,
          amountCents: input.amountCents,
          idempotencyKey: `charge:${input.idempotencyKey}`,
          description: input.description,
          metadata: input.metadata,
        }),
      );
    },

    billing: createPaymentsBilling({ db, gateway, log }),

    createSetupIntent: (userId) => createSetupIntent({ db, gateway, payments: service, clock }, { userId }),

    async knownCustomer(userId) {
      const [known] = await db
        .select({ customerId: paymentCustomers.customerId })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.gateway, gateway.kind)));
      return known?.customerId ?? null;
    },

    async cardInUse(cardId) {
      if (await hasOpenHold(db, cardId)) return true;
      return cardBacksBooking(db, cardId);
    },

    async customerFor(userId) {
      const [known] = await db
        .select({ customerId: paymentCustomers.customerId })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.gateway, gateway.kind)));
      if (known) return known.customerId;
      const [user] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('not_found', 'User not found.');
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
      // One key per user and gateway: a retry or a twin request makes the same customer at the gateway.
      const { customerId } = await callGateway(() => gateway.createCustomer({ userId, email: user.email, name }, `customer:${gateway.kind}:${userId}`)).catch(
        (error: unknown) => {
          if (error instanceof GatewayError) throw new AppError('unavailable', GATEWAY_UNAVAILABLE);
          throw error;
        },
      );
      await db.insert(paymentCustomers).values({ userId, gateway: gateway.kind, customerId }).onConflictDoNothing();
      return customerId;
    },
  };
  const holds = createCardHolds({ payments: service, log });
  return service;
}

/** Whether a hold on the card is pending or authorised (not captured, released or failed). */
export async function hasOpenHold(db: Db | Tx, cardId: string): Promise<boolean> {
  const [open] = await db
    .select({ found: sql<number>`1` })
    .from(paymentAuthorisations)
    .where(and(eq(paymentAuthorisations.cardId, cardId), inArray(paymentAuthorisations.status, OPEN_HOLD)))
    .limit(1);
  return Boolean(open);
}

/**
 * Whether a booking names the card for a hold still to be placed (or placed again after a failure): a query of the
 * bookings' rows, so no other module has to tell payments (ADR 051).
 */
export async function cardBacksBooking(db: Db | Tx, cardId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.cardId, cardId), eq(appointments.status, 'booked'), inArray(appointments.paymentState, ['scheduled', 'failed'])))
    .limit(1);
  return row !== undefined;
}
