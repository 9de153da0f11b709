import type { CardBrand } from '@pitstop/contracts';
import Stripe from 'stripe';
import {
  type BillingPrice,
  type BillingSubscription,
  type GatewayBilling,
  type GatewayCard,
  type GatewayCardDetails,
  GatewayError,
  type GatewayErrorCode,
  type OffSessionPayment,
  type PaymentGateway,
} from './gateway.ts';
import { wallClock } from '../../lib/clock.ts';

/**
 * The API version this adapter is written and tested against, pinned so that an account's default version
 * never changes what the calls mean. It is the SDK's own (its types describe only that one): upgrading
 * `stripe` to a release with another version fails the typecheck here, on purpose.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies typeof Stripe.API_VERSION;

/** How long a card hold lasts when Stripe does not say (its `capture_before`): 7 days for online payments. */
export const STRIPE_HOLD_DAYS = 7;

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  /** The signing secret of the webhook endpoint (`whsec_…`); without it `parseWebhook` refuses every event. */
  webhookSecret?: string;
  /** Where Stripe's API is, e.g. http://127.0.0.1:PORT for a local fake; absent: https://api.stripe.com. */
  apiBase?: string;
  /** Retries of failed network calls (each carries its idempotency key, so a retry never doubles). */
  maxNetworkRetries?: number;
}

/** The webhook events the payments service acts on; every other type is ignored (parseWebhook answers null). */
export type StripeWebhookEvent =
  | {
      type:
        | 'payment_intent.amount_capturable_updated'
        | 'payment_intent.canceled'
        | 'payment_intent.payment_failed'
        | 'payment_intent.succeeded';
      eventId: string;
      /** The PaymentIntent: what `authorise` returned as `authorisationId`. */
      authorisationId: string;
      status: string;
      amountCents: number;
      capturableCents: number;
      receivedCents: number;
      metadata: Record<string, string>;
      /** Why the last attempt failed (payment_failed), in the gateway's codes and Stripe's words. */
      failure: { code: GatewayErrorCode; message: string } | null;
    }
  | {
      type: 'setup_intent.succeeded';
      eventId: string;
      setupIntentId: string;
      customerId: string | null;
      paymentMethodId: string | null;
    }
  | StripeBillingEvent;

/**
 * A Stripe Billing event (ADR 058): an invoice of a subscription paid or refused, or the subscription changed or
 * ended. `createdAt` is when Stripe made the event: what out-of-order deliveries are ordered by.
 */
export type StripeBillingEvent =
  | {
      type: 'invoice.paid' | 'invoice.payment_failed';
      eventId: string;
      createdAt: Date;
      invoiceId: string;
      /** The Stripe subscription the invoice bills; null for an invoice of no subscription. */
      subscriptionId: string | null;
      /** subscription_create (the join's own invoice), subscription_cycle (a renewal), … */
      billingReason: string | null;
      amountCents: number;
      /** The period the invoice bills (its subscription line's). */
      periodStart: Date;
      periodEnd: Date;
      attemptCount: number;
      /** When Stripe tries again (payment_failed); null when it will not. */
      nextPaymentAttempt: Date | null;
    }
  | {
      type: 'customer.subscription.updated' | 'customer.subscription.deleted';
      eventId: string;
      createdAt: Date;
      subscription: Omit<BillingSubscription, 'paidInvoice'>;
    };

const BILLING_EVENT_TYPES: ReadonlySet<string> = new Set(['invoice.paid', 'invoice.payment_failed', 'customer.subscription.updated', 'customer.subscription.deleted']);
export const isBillingEvent = (event: StripeWebhookEvent): event is StripeBillingEvent => BILLING_EVENT_TYPES.has(event.type);

/** A webhook delivery whose signature does not verify (or is missing): answer 400, act on nothing. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A correctly signed delivery whose body is not a JSON event: answer 400, act on nothing. */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}

/**
 * How far a delivery's signed timestamp may be from our clock, either way: Stripe's libraries' default (stripe-node
 * `Webhooks.DEFAULT_TOLERANCE`, 300 s), which refuses only an older one; a timestamp further ahead is refused here
 * too, so a signature cannot be made to last longer than the window by dating it in the future (ADR 048).
 */
export const WEBHOOK_TOLERANCE_SECONDS = Stripe.webhooks.DEFAULT_TOLERANCE;

/** The signed timestamp of a Stripe-Signature header (`t=…,v1=…`): its last `t`, as stripe-node reads it. */
function signedAt(header: string): number {
  const stamps = header.split(',').filter((item) => item.trim().startsWith('t='));
  return Number.parseInt(stamps.at(-1)?.trim().slice(2) ?? '', 10);
}

export interface StripeGateway extends PaymentGateway {
  readonly kind: 'stripe';
  readonly publishableKey: string;
  /**
   * Verifies a webhook delivery against the endpoint's signing secret and reads the event. `rawBody` must be
   * the bytes Stripe sent (not re-serialised JSON). Throws WebhookSignatureError when the signature is bad,
   * missing or too old; null for event types we do not act on.
   */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): StripeWebhookEvent | null;
  readonly billing: GatewayBilling;
  /** Stripe's words for why an invoice's last payment attempt failed (its PaymentIntent's last error), if it says. */
  invoiceFailure(invoiceId: string): Promise<string | null>;
}

const BRANDS: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'amex',
  discover: 'discover',
  diners: 'diners',
  jcb: 'jcb',
  unionpay: 'unionpay',
};

/** Stripe's error and decline codes, as the port names them (Stripe's `message` is kept as the words). */
function gatewayCode(code: string | undefined, declineCode: string | undefined): GatewayErrorCode {
  const codes = [code, declineCode];
  if (codes.includes('authentication_required')) return 'authentication_required';
  if (codes.includes('insufficient_funds')) return 'insufficient_funds';
  if (codes.includes('expired_card')) return 'expired_card';
  if (codes.includes('incorrect_cvc')) return 'incorrect_cvc';
  if (codes.includes('processing_error')) return 'processing_error';
  return 'card_declined';
}

const isStripeError = (error: unknown): error is InstanceType<typeof Stripe.errors.StripeError> =>
  error instanceof Stripe.errors.StripeError;

/**
 * A refusal Stripe gives for the card or the object becomes a GatewayError; anything else (network, keys,
 * Stripe's own outage) is thrown as it is, for the caller to treat as the gateway being unavailable.
 */
function refusal(error: unknown): unknown {
  if (!isStripeError(error)) return error;
  if (error.type === 'StripeCardError') return new GatewayError(gatewayCode(error.code, error.decline_code), error.message);
  if (error.code === 'resource_missing') return new GatewayError('not_found', error.message);
  if (error.code === 'amount_too_large') return new GatewayError('amount_too_large', error.message);
  return error;
}

async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw refusal(error);
  }
}

/** The states a PaymentIntent can be cancelled from (what is not held is cancelled rather than left open). */
const CANCELABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']);

const AUTHENTICATION_REQUIRED = 'Your card was declined. This transaction requires authentication.';

function toCard(method: Stripe.PaymentMethod, customerId: string): GatewayCard {
  const card = method.card;
  const address = method.billing_details.address;
  return {
    paymentMethodId: method.id,
    customerId,
    brand: BRANDS[card?.brand ?? ''] ?? 'unknown',
    last4: card?.last4 ?? '',
    expMonth: card?.exp_month ?? 0,
    expYear: card?.exp_year ?? 0,
    name: method.billing_details.name ?? '',
    addressLine1: address?.line1 ?? '',
    addressLine2: address?.line2 || null,
    addressCity: address?.city ?? '',
    addressState: address?.state ?? '',
    addressZip: address?.postal_code ?? '',
    addressCountry: address?.country ?? '',
  };
}

const customerOf = (method: Stripe.PaymentMethod): string | null =>
  typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);

/** When the hold lapses: Stripe's `capture_before` for the charge when it says, else created + 7 days. */
function holdExpiry(intent: Stripe.PaymentIntent): Date {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const captureBefore = charge?.payment_method_details?.card?.capture_before;
  if (typeof captureBefore === 'number') return new Date(captureBefore * 1000);
  return new Date((intent.created + STRIPE_HOLD_DAYS * 86_400) * 1000);
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** The price's lookup key: the option, its amount and its months, so a changed amount or frequency is a new price. */
export const priceLookupKey = (price: BillingPrice) => `pitstop_membership_${price.optionId}_${price.amountCents}_${price.intervalMonths}m`;

/** The period a subscription's invoice bills: its subscription line's (the invoice's own period_* is the previous one). */
function invoicePeriod(invoice: Stripe.Invoice): { periodStart: Date; periodEnd: Date } {
  const line = invoice.lines.data.find((item) => item.parent?.type === 'subscription_item_details') ?? invoice.lines.data[0];
  const period = line?.period ?? { start: invoice.period_start, end: invoice.period_end };
  return { periodStart: fromUnix(period.start), periodEnd: fromUnix(period.end) };
}

function toBillingSubscription(subscription: Stripe.Subscription): BillingSubscription {
  const item = subscription.items.data[0];
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodStart: fromUnix(item?.current_period_start ?? subscription.start_date),
    currentPeriodEnd: fromUnix(item?.current_period_end ?? subscription.start_date),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    paidInvoice: invoice?.status === 'paid' ? { invoiceId: invoice.id, amountCents: invoice.amount_paid, ...invoicePeriod(invoice) } : null,
  };
}

function billingEvent(event: Stripe.Event): StripeBillingEvent | null {
  const createdAt = fromUnix(event.created);
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return {
        type: event.type,
        eventId: event.id,
        createdAt,
        invoiceId: invoice.id,
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        billingReason: invoice.billing_reason,
        amountCents: event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due,
        ...invoicePeriod(invoice),
        attemptCount: invoice.attempt_count,
        nextPaymentAttempt: invoice.next_payment_attempt === null ? null : fromUnix(invoice.next_payment_attempt),
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const { paidInvoice: _, ...subscription } = toBillingSubscription(event.data.object);
      return { type: event.type, eventId: event.id, createdAt, subscription };
    }
    default:
      return null;
  }
}

type IntentEventType = Extract<StripeWebhookEvent, { authorisationId: string }>['type'];

function intentEvent(type: IntentEventType, eventId: string, intent: Stripe.PaymentIntent): StripeWebhookEvent {
  const error = intent.last_payment_error;
  return {
    type,
    eventId,
    authorisationId: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    capturableCents: intent.amount_capturable,
    receivedCents: intent.amount_received,
    metadata: { ...intent.metadata },
    failure: error ? { code: gatewayCode(error.code, error.decline_code), message: error.message ?? '' } : null,
  };
}

/**
 * The Stripe adapter of the payment-gateway port, with the official SDK: customers, SetupIntents for saving
 * cards off-session (the browser confirms them with Stripe Elements: card numbers never reach us),
 * PaymentIntents with manual capture for holds, and verified webhooks. Every mutating call passes the caller's
 * idempotency key, so the SDK's retries and our own repeat the same action rather than a second one.
 */
export function createStripeGateway(options: StripeGatewayOptions): StripeGateway {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    // No request-latency reports to Stripe about our calls.
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  async function cancelHold(authorisationId: string, idempotencyKey: string): Promise<void> {
    try {
      await stripe.paymentIntents.cancel(authorisationId, {}, { idempotencyKey });
    } catch (error) {
      // Releasing a released hold is a no-op (the port's promise); any other state is a real refusal.
      if (isStripeError(error) && error.code === 'payment_intent_unexpected_state') {
        const intent = await calling(() => stripe.paymentIntents.retrieve(authorisationId));
        if (intent.status === 'canceled') return;
      }
      throw refusal(error);
    }
  }

  /** A PaymentIntent confirmed off-session on a set-up card: held (manual capture) or taken (automatic). */
  function payOffSession(input: OffSessionPayment, captureMethod: 'manual' | 'automatic_async'): Promise<Stripe.PaymentIntent> {
    return calling(() =>
      stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          allowed_payment_method_types: ['card'],
          capture_method: captureMethod,
          confirm: true,
          off_session: true,
          description: input.description,
          metadata: input.metadata,
          expand: ['latest_charge'],
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
  }

  /** Not held or not charged: say why, and leave nothing open at Stripe. */
  async function notPaid(intent: Stripe.PaymentIntent, cancelKey: string): Promise<never> {
    const error = intent.last_payment_error;
    const refused =
      intent.status === 'requires_action'
        ? new GatewayError('authentication_required', AUTHENTICATION_REQUIRED)
        : new GatewayError(gatewayCode(error?.code, error?.decline_code), error?.message ?? 'Your card was declined.');
    if (CANCELABLE.has(intent.status)) await cancelHold(intent.id, cancelKey);
    throw refused;
  }

  /** The price of an option at Stripe: found by its lookup key, or made once (the key is the creation's idempotency key too). */
  async function priceFor(price: BillingPrice): Promise<string> {
    const lookupKey = priceLookupKey(price);
    const found = await calling(() => stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }));
    if (found.data[0]) return found.data[0].id;
    const created = await calling(() =>
      stripe.prices.create(
        {
          currency: 'usd',
          unit_amount: price.amountCents,
          recurring: { interval: 'month', interval_count: price.intervalMonths },
          lookup_key: lookupKey,
          product_data: { name: price.productName, metadata: { option_id: price.optionId } },
          metadata: { option_id: price.optionId },
        },
        { idempotencyKey: `price:${lookupKey}` },
      ),
    );
    return created.id;
  }

  const billing: GatewayBilling = {
    async createSubscription({ customerId, paymentMethodId, price, idempotencyKey, metadata }) {
      const priceId = await priceFor(price);
      const subscription = await calling(() =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            default_payment_method: paymentMethodId,
            items: [{ price: priceId }],
            // The first invoice is paid now or the call fails with the card's error, and no subscription is left.
            payment_behavior: 'error_if_incomplete',
            off_session: true,
            metadata,
            expand: ['latest_invoice'],
          },
          { idempotencyKey },
        ),
      );
      return toBillingSubscription(subscription);
    },

    async cancelAtPeriodEnd(subscriptionId, idempotencyKey) {
      const updated = await calling(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true, expand: ['latest_invoice'] }, { idempotencyKey }));
      return toBillingSubscription(updated);
    },

    async cancelNow(subscriptionId, idempotencyKey) {
      const ended = await calling(() => stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false, expand: ['latest_invoice'] }, { idempotencyKey }));
      return toBillingSubscription(ended);
    },

    async resume(subscriptionId, idempotencyKey) {
      const updated = await calling(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false, expand: ['latest_invoice'] }, { idempotencyKey }));
      return toBillingSubscription(updated);
    },

    async setDefaultPaymentMethod(subscriptionId, paymentMethodId, idempotencyKey) {
      const current = await calling(() => stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] }));
      const invoice = typeof current.latest_invoice === 'object' ? current.latest_invoice : null;
      // Past due: the open invoice is paid on the new card first; refused, the subscription keeps its card.
      if (invoice?.status === 'open') {
        await calling(() => stripe.invoices.pay(invoice.id, { payment_method: paymentMethodId, off_session: true }, { idempotencyKey: `${idempotencyKey}:pay` }));
      }
      const updated = await calling(() =>
        stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId, expand: ['latest_invoice'] }, { idempotencyKey }),
      );
      return toBillingSubscription(updated);
    },
  };

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,
    billing,

    async invoiceFailure(invoiceId) {
      const invoice = await calling(() => stripe.invoices.retrieve(invoiceId, { expand: ['payments.data.payment.payment_intent'] }));
      for (const payment of invoice.payments?.data ?? []) {
        const intent = payment.payment.payment_intent;
        if (typeof intent === 'object' && intent.last_payment_error?.message) return intent.last_payment_error.message;
      }
      return null;
    },

    async createCustomer({ userId, email, name }, idempotencyKey) {
      const customer = await calling(() =>
        stripe.customers.create({ email, name, metadata: { user_id: userId } }, { idempotencyKey }),
      );
      return { customerId: customer.id };
    },

    async createSetupIntent(customerId, idempotencyKey) {
      const intent = await calling(() =>
        stripe.setupIntents.create(
          // allowed_payment_method_types replaced payment_method_types in this API version.
          { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret) throw new Error(`Stripe gave setup intent ${intent.id} no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveCard(customerId, paymentMethodId) {
      const method = await calling(() => stripe.paymentMethods.retrieve(paymentMethodId));
      if (method.type === 'card' && customerOf(method) === customerId) return toCard(method, customerId);
      // Not (or no longer) this customer's: say why when it is because its setup did not succeed.
      const setups = await calling(() =>
        stripe.setupIntents.list({ customer: customerId, payment_method: paymentMethodId, limit: 1 }),
      );
      const setup = setups.data[0];
      if (setup?.last_setup_error) {
        const { code, decline_code: declineCode, message } = setup.last_setup_error;
        throw new GatewayError(gatewayCode(code, declineCode), message ?? 'Your card was declined.');
      }
      if (setup?.status === 'requires_action') throw new GatewayError('authentication_required', AUTHENTICATION_REQUIRED);
      throw new GatewayError('not_found', `No such card: '${paymentMethodId}'`);
    },

    async updateCard(paymentMethodId, details: GatewayCardDetails, idempotencyKey) {
      const method = await calling(() =>
        stripe.paymentMethods.update(
          paymentMethodId,
          {
            billing_details: {
              name: details.name,
              address: {
                line1: details.addressLine1,
                // An empty string clears it at Stripe.
                line2: details.addressLine2 ?? '',
                city: details.addressCity,
                state: details.addressState,
                postal_code: details.addressZip,
                country: details.addressCountry,
              },
            },
            card: { exp_month: details.expMonth, exp_year: details.expYear },
          },
          { idempotencyKey },
        ),
      );
      const customerId = customerOf(method);
      if (!customerId) throw new GatewayError('not_found', `No such card: '${paymentMethodId}'`);
      return toCard(method, customerId);
    },

    async detachCard(paymentMethodId, idempotencyKey) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey });
      } catch (error) {
        // Detaching a card already detached (a second delete) leaves it as wanted.
        if (isStripeError(error) && error.type === 'StripeInvalidRequestError' && error.code !== 'resource_missing') {
          const method = await calling(() => stripe.paymentMethods.retrieve(paymentMethodId));
          if (!customerOf(method)) return;
        }
        throw refusal(error);
      }
    },

    async authorise(input) {
      const intent = await payOffSession(input, 'manual');
      if (intent.status === 'requires_capture') return { authorisationId: intent.id, expiresAt: holdExpiry(intent) };
      return notPaid(intent, `${input.idempotencyKey}:not-held`);
    },

    async charge(input) {
      const intent = await payOffSession(input, 'automatic_async');
      if (intent.status === 'succeeded') return { chargeId: intent.id };
      return notPaid(intent, `${input.idempotencyKey}:not-charged`);
    },

    async capture({ authorisationId, amountCents, idempotencyKey }) {
      const intent = await calling(() =>
        stripe.paymentIntents.capture(authorisationId, { amount_to_capture: amountCents }, { idempotencyKey }),
      );
      return { capturedCents: intent.amount_received };
    },

    async release({ authorisationId, idempotencyKey }) {
      await cancelHold(authorisationId, idempotencyKey);
    },

    async refund({ authorisationId, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: authorisationId, amount: amountCents }, { idempotencyKey });
        return { refundId: refund.id };
      } catch (error) {
        // Stripe's refusal of this refund (already refunded, more than is left): its own words, as a refusal.
        if (isStripeError(error) && error.type === 'StripeInvalidRequestError') throw new GatewayError('processing_error', error.message);
        throw refusal(error);
      }
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!options.webhookSecret) throw new WebhookSignatureError('No webhook signing secret is configured.');
      if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        // The signature over the raw bytes, and a timestamp at most WEBHOOK_TOLERANCE_SECONDS old (the library's).
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        if (isStripeError(error) && error.type === 'StripeSignatureVerificationError') throw new WebhookSignatureError(error.message);
        // Verified, then parsed: a signed body that is not JSON (the library's JSON.parse threw).
        if (error instanceof SyntaxError) throw new WebhookPayloadError('The signed body is not JSON.');
        throw error;
      }
      // Stripe's clock against ours: wall time, as Stripe signs with it, not the marketplace's shiftable clock.
      if (signedAt(signatureHeader) - Math.floor(wallClock.now().getTime() / 1000) > WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookSignatureError('Timestamp outside the tolerance zone (ahead of our clock).');
      }
      if (typeof event !== 'object' || event === null || typeof event.type !== 'string') {
        throw new WebhookPayloadError('The signed body is not an event.');
      }
      switch (event.type) {
        case 'payment_intent.amount_capturable_updated':
        case 'payment_intent.canceled':
        case 'payment_intent.payment_failed':
        case 'payment_intent.succeeded':
          return intentEvent(event.type, event.id, event.data.object);
        case 'setup_intent.succeeded': {
          const intent = event.data.object;
          const id = (value: string | { id: string } | null | undefined) =>
            typeof value === 'string' ? value : (value?.id ?? null);
          return {
            type: event.type,
            eventId: event.id,
            setupIntentId: intent.id,
            customerId: id(intent.customer),
            paymentMethodId: id(intent.payment_method),
          };
        }
        default:
          return billingEvent(event);
      }
    },
  };
}
