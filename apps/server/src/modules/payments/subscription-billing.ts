import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { stripeEvents } from '../../db/schema/index.ts';
import type { BillingPrice, BillingSubscription, PaymentGateway } from './gateway.ts';
import { asCardDeclined, cardAtGateway } from './gateway-calls.ts';
import type { StripeBillingEvent, StripeGateway } from './stripe-gateway.ts';

/** A Stripe Billing event as the membership module gets it: `failureMessage` is Stripe's words for a refused invoice. */
export type BillingEvent = StripeBillingEvent & { failureMessage?: string | null | undefined };
export type BillingEventHandler = (tx: Tx, event: BillingEvent) => Promise<void>;

/**
 * Stripe Billing on the users' saved cards, for the membership module (ADR 058): the gateway's subscriptions by our
 * card ids, refusals as AppError('card_declined', the bank's words), no answer as 503; and the verified webhook
 * events handed to the one handler that acts on them.
 */
export interface PaymentsBilling {
  createSubscription(input: { userId: string; cardId: string; price: BillingPrice; idempotencyKey: string; metadata: Record<string, string> }): Promise<BillingSubscription>;
  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<BillingSubscription>;
  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<BillingSubscription>;
  resume(subscriptionId: string, idempotencyKey: string): Promise<BillingSubscription>;
  /** The card bills the subscription from now on; an unpaid invoice is paid on it first (declined: 402, nothing changes). */
  setDefaultPaymentMethod(input: { userId: string; cardId: string; subscriptionId: string; idempotencyKey: string }): Promise<BillingSubscription>;
  /** Who acts on the billing events (one handler: the membership module's). */
  onEvent(handler: BillingEventHandler): void;
  /**
   * A verified billing event: in one transaction, its id is recorded and the handler acts. The same event id
   * again finds its record and changes nothing; a throw rolls both back and Stripe delivers it again later.
   */
  apply(event: StripeBillingEvent): Promise<void>;
}

const isStripe = (gateway: PaymentGateway): gateway is StripeGateway => gateway.kind === 'stripe';

export function createPaymentsBilling({ db, gateway, log }: { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger }): PaymentsBilling | null {
  const billing = gateway.billing;
  if (!billing) return null;
  let handler: BillingEventHandler | null = null;
  return {
    async createSubscription({ userId, cardId, price, idempotencyKey, metadata }) {
      const card = await cardAtGateway(db, gateway, userId, cardId);
      return asCardDeclined(() => billing.createSubscription({ ...card, price, idempotencyKey: `subscription:${idempotencyKey}`, metadata }));
    },
    cancelAtPeriodEnd: (subscriptionId, idempotencyKey) => asCardDeclined(() => billing.cancelAtPeriodEnd(subscriptionId, idempotencyKey)),
    cancelNow: (subscriptionId, idempotencyKey) => asCardDeclined(() => billing.cancelNow(subscriptionId, idempotencyKey)),
    resume: (subscriptionId, idempotencyKey) => asCardDeclined(() => billing.resume(subscriptionId, idempotencyKey)),
    async setDefaultPaymentMethod({ userId, cardId, subscriptionId, idempotencyKey }) {
      const card = await cardAtGateway(db, gateway, userId, cardId);
      return asCardDeclined(() => billing.setDefaultPaymentMethod(subscriptionId, card.paymentMethodId, idempotencyKey));
    },
    onEvent(next) {
      handler = next;
    },
    async apply(event) {
      const act = handler;
      if (!act) {
        log.info({ stripeEvent: event.type, eventId: event.eventId }, 'Stripe billing event noted (no one acts on it)');
        return;
      }
      // Stripe's words for a refused invoice are on its PaymentIntent, which the event does not carry.
      const failureMessage =
        event.type === 'invoice.payment_failed' && isStripe(gateway) ? await gateway.invoiceFailure(event.invoiceId).catch(() => null) : undefined;
      await db.transaction(async (tx) => {
        const [first] = await tx.insert(stripeEvents).values({ id: event.eventId, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
        if (!first) {
          log.info({ stripeEvent: event.type, eventId: event.eventId }, 'Stripe event delivered again: already acted on');
          return;
        }
        await act(tx, { ...event, ...(failureMessage !== undefined ? { failureMessage } : {}) });
      });
    },
  };
}
