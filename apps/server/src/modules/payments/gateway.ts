import type { CardBrand, PaymentGatewayKind } from '@pitstop/contracts';

/**
 * The payment-gateway port (ADR 030): one interface, two adapters — Stripe (the official SDK, when
 * STRIPE_SECRET_KEY is set) and the local sandbox that plays Stripe's test mode. Every call that changes
 * something at the gateway carries an idempotency key derived from the business action (the same action
 * retried, or clicked twice, makes one customer, one hold, one capture). Amounts are integer cents, USD.
 */
export interface PaymentGateway {
  readonly kind: PaymentGatewayKind;
  /** What the browser needs to confirm card setups (Stripe's publishable key; null for the sandbox). */
  readonly publishableKey: string | null;

  createCustomer(input: { userId: string; email: string; name: string }, idempotencyKey: string): Promise<{ customerId: string }>;
  /** A setup intent for saving a card off-session; its client secret goes to the browser. */
  createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ id: string; clientSecret: string }>;
  /**
   * A card the customer set up: its facts. Throws GatewayError('not_found') when the payment method is unknown
   * or belongs to another customer, ('card_declined', …) when its setup did not succeed.
   */
  retrieveCard(customerId: string, paymentMethodId: string): Promise<GatewayCard>;
  updateCard(paymentMethodId: string, details: GatewayCardDetails, idempotencyKey: string): Promise<GatewayCard>;
  detachCard(paymentMethodId: string, idempotencyKey: string): Promise<void>;

  /**
   * Hold `amountCents` on the card (Stripe: a PaymentIntent with manual capture, confirmed off-session).
   * Throws GatewayError with the provider's message when declined, out of funds, expired or needing
   * authentication.
   */
  authorise(input: OffSessionPayment): Promise<{ authorisationId: string; expiresAt: Date }>;
  /** Take at most the held amount; the rest of the hold is released. */
  capture(input: { authorisationId: string; amountCents: number; idempotencyKey: string }): Promise<{ capturedCents: number }>;
  /** Give the hold back (Stripe: cancel the PaymentIntent). Releasing a released hold is a no-op. */
  release(input: { authorisationId: string; idempotencyKey: string }): Promise<void>;
  /**
   * Give back `amountCents` of a captured hold (Stripe: a Refund of the PaymentIntent). At most what was captured
   * less what was refunded; the same key again is the same refund.
   */
  refund(input: { authorisationId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /**
   * Take `amountCents` now, off-session, on a card the customer set up (a membership's period, ADR 058; Stripe: a
   * PaymentIntent with automatic capture, confirmed off-session). Throws GatewayError with the provider's words
   * when refused; the same key again is the same charge (or the same refusal).
   */
  charge(input: OffSessionPayment): Promise<{ chargeId: string }>;
  /**
   * Recurring billing run by the gateway itself (Stripe Billing, ADR 058): present only when the gateway renews
   * subscriptions and tells us by verified webhooks. Absent (the sandbox), the membership module renews with its
   * own job and `charge`.
   */
  readonly billing?: GatewayBilling;
}

/** What a membership option costs at the gateway: one price per (option, amount, months), so a new amount is a new price. */
export interface BillingPrice {
  optionId: string;
  amountCents: number;
  intervalMonths: number;
  /** The name the gateway shows for the product (the program and the option's label). */
  productName: string;
}

/** A gateway subscription as it stands after a call: its status, its paid period and its latest invoice. */
export interface BillingSubscription {
  subscriptionId: string;
  /** The gateway's own word (Stripe: active, past_due, unpaid, canceled, incomplete, …). */
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The latest invoice, when it is paid: its id (the payment's gateway ref) and the period it paid for. */
  paidInvoice: { invoiceId: string; amountCents: number; periodStart: Date; periodEnd: Date } | null;
}

/**
 * Stripe Billing on a saved card. Every call carries the caller's idempotency key; a card that refuses throws
 * GatewayError with the bank's words and leaves nothing open at the gateway.
 */
export interface GatewayBilling {
  /** A subscription on the card whose first invoice is paid at once, or nothing at all (a refusal). */
  createSubscription(input: {
    customerId: string;
    paymentMethodId: string;
    price: BillingPrice;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<BillingSubscription>;
  /** No renewal at the period's end; the subscription runs to it. */
  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<BillingSubscription>;
  /** Ends it now, its open invoice no longer collected (a past-due one cancelled: nothing is owed for a period not had). */
  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<BillingSubscription>;
  /** Renews again at the period's end (undoes cancelAtPeriodEnd). */
  resume(subscriptionId: string, idempotencyKey: string): Promise<BillingSubscription>;
  /**
   * Bills the subscription to this card from now on. An unpaid invoice (a past-due subscription) is paid on it
   * first: refused, GatewayError and the subscription keeps its card.
   */
  setDefaultPaymentMethod(subscriptionId: string, paymentMethodId: string, idempotencyKey: string): Promise<BillingSubscription>;
}

/** A payment on a card the customer set up, made without them (a hold, or a charge). */
export interface OffSessionPayment {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface GatewayCardDetails {
  name: string;
  expMonth: number;
  expYear: number;
  addressLine1: string;
  addressLine2: string | null;
  addressCity: string;
  addressState: string;
  addressZip: string;
  addressCountry: string;
}

export interface GatewayCard extends GatewayCardDetails {
  paymentMethodId: string;
  customerId: string;
  brand: CardBrand;
  last4: string;
}

export const GATEWAY_ERROR_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'authentication_required',
  'incorrect_cvc',
  'processing_error',
  'not_found',
  'amount_too_large',
] as const;
export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

/** A refusal by the gateway, with the provider's own words for the person ('Your card was declined.'). */
export class GatewayError extends Error {
  constructor(
    readonly code: GatewayErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
