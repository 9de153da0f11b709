import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FormObject, type FormValue, parseForm } from './form.ts';
import { type TestCard, TEST_CARDS, type TestDecline } from './test-cards.ts';

/**
 * A local stand-in for the part of Stripe's HTTP API the payment gateway uses (ARCHITECTURE §7: "mock only at
 * the HTTP boundary of third parties"): the real `stripe` SDK is pointed at it (host, port, protocol) and
 * cannot tell the difference for these calls. Wire format as Stripe's: form-encoded bodies with bracket keys,
 * JSON objects with `object` and `id`, errors as `{error: {type, code, decline_code, message, …}}` with
 * Stripe's statuses (402 card errors, 400 invalid requests, 404 missing objects), `Idempotency-Key` honoured
 * (same key and parameters → the same answer again, `Idempotent-Replayed: true`; other parameters → 400
 * idempotency_error). Objects live in memory, one fake per test file.
 *
 * Endpoints: POST /v1/customers; POST /v1/setup_intents, POST /v1/setup_intents/:id/confirm, GET
 * /v1/setup_intents (customer, payment_method); GET and POST /v1/payment_methods/:id, POST
 * /v1/payment_methods/:id/detach; POST /v1/payment_intents, GET /v1/payment_intents/:id, POST
 * /v1/payment_intents/:id/capture and /cancel. `expand[]=latest_charge` is honoured on payment intents.
 * Billing (ADR 058): POST and GET /v1/prices (lookup_keys), POST /v1/subscriptions, GET and POST
 * /v1/subscriptions/:id, DELETE /v1/subscriptions/:id, GET /v1/invoices/:id, POST /v1/invoices/:id/pay; `expand[]=latest_invoice` on
 * subscriptions and `payments.data.payment.payment_intent` on invoices. Stripe's own renewal at a period's end is
 * played by `renewSubscription`, its cancellation at the end by `endSubscription` (the test then delivers the events).
 */
export interface FakeStripe {
  /** http://127.0.0.1:PORT — the adapter's `apiBase`. */
  readonly url: string;
  readonly customers: Map<string, StripeObject>;
  readonly setupIntents: Map<string, StripeObject>;
  readonly paymentMethods: Map<string, StripeObject>;
  readonly paymentIntents: Map<string, StripeObject>;
  readonly charges: Map<string, StripeObject>;
  readonly prices: Map<string, StripeObject>;
  readonly subscriptions: Map<string, StripeObject>;
  readonly invoices: Map<string, StripeObject>;
  /**
   * What Stripe Billing does at a subscription's period end: the next period, and its invoice charged on the
   * subscription's card — paid, or (`decline`, or a card that declines) open with the subscription past due.
   */
  renewSubscription(id: string, options?: { decline?: TestDecline }): { subscription: StripeObject; invoice: StripeObject };
  /** What Stripe does when a subscription ends (cancelled at its period's end, or unpaid after its retries). */
  endSubscription(id: string): StripeObject;
  /** Every request received, in order (mutating ones carry their idempotency key). */
  readonly requests: FakeRequest[];
  /**
   * Days until an uncaptured charge's authorisation lapses, reported as the charge's
   * `payment_method_details.card.capture_before` (Stripe: 7 online, fewer on some networks); null: not reported.
   */
  captureWindowDays: number | null;
  close(): Promise<void>;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The API version the client pinned (`Stripe-Version`). */
  stripeVersion: string | null;
  replayed: boolean;
}

export type StripeObject = Record<string, unknown> & { id: string; object: string };

interface Reply {
  status: number;
  body: unknown;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, extra: Record<string, unknown> = {}) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, id: string, param: string) =>
  new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject>();
  const paymentIntents = new Map<string, StripeObject>();
  const charges = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const cardsOf = new Map<string, TestCard>();
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  const requests: FakeRequest[] = [];

  const newId = (prefix: string) => `${prefix}_fake${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
  const object = (value: FormValue | undefined): FormObject => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
  const list = (value: FormValue | undefined): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
  const integer = (value: FormValue | undefined, param: string): number => {
    const raw = text(value);
    if (raw === undefined || !/^\d+$/.test(raw)) throw invalid(`Invalid integer: ${raw ?? ''}`, { param });
    return Number(raw);
  };
  const nullable = (value: string | undefined) => (value === undefined || value === '' ? null : value);

  function find(map: Map<string, StripeObject>, kind: string, id: string, param: string): StripeObject {
    const found = map.get(id);
    if (!found) throw missing(kind, id, param);
    return found;
  }

  /** A test token makes a new card PaymentMethod, as at Stripe; an existing id is that PaymentMethod. */
  function paymentMethodFor(id: string | undefined): StripeObject {
    if (!id) throw invalid('Missing required param: payment_method.', { param: 'payment_method' });
    const card = TEST_CARDS[id];
    if (!card) return find(paymentMethods, 'PaymentMethod', id, 'payment_method');
    const expYear = new Date().getUTCFullYear() + 3;
    const method: StripeObject = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
      allow_redisplay: 'unspecified',
      billing_details: {
        address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
        email: null,
        name: null,
        phone: null,
      },
      card: {
        brand: card.brand,
        display_brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: expYear,
        funding: card.funding,
        country: 'US',
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        networks: { available: [card.brand], preferred: null },
        fingerprint: randomBytes(8).toString('hex'),
      },
    };
    paymentMethods.set(method.id, method);
    cardsOf.set(method.id, card);
    return method;
  }

  function createCustomer(params: FormObject): StripeObject {
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: nullable(text(params.email)),
      name: nullable(text(params.name)),
      description: nullable(text(params.description)),
      metadata: object(params.metadata),
      livemode: false,
      invoice_settings: { default_payment_method: null },
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function rejectPaymentMethodTypes(params: FormObject) {
    // Gone from this API version (2026-09-30.endive): allowed_payment_method_types replaces it.
    if (params.payment_method_types !== undefined) {
      throw invalid('payment_method_types is no longer supported on this API version. Use allowed_payment_method_types.', {
        code: 'payment_method_types_no_longer_supported',
        param: 'payment_method_types',
      });
    }
  }

  function createSetupIntent(params: FormObject): StripeObject {
    rejectPaymentMethodTypes(params);
    const customerId = text(params.customer);
    if (customerId) find(customers, 'customer', customerId, 'customer');
    const id = newId('seti');
    const intent: StripeObject = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      customer: customerId ?? null,
      description: nullable(text(params.description)),
      last_setup_error: null,
      livemode: false,
      metadata: object(params.metadata),
      next_action: null,
      payment_method: null,
      payment_method_types: list(params.allowed_payment_method_types).length > 0 ? list(params.allowed_payment_method_types) : ['card'],
      status: 'requires_payment_method',
      usage: text(params.usage) ?? 'off_session',
    };
    setupIntents.set(id, intent);
    return intent;
  }

  /** What Stripe.js does in the browser with the card: the card is set up and attached to the customer. */
  function confirmSetupIntent(id: string, params: FormObject): StripeObject {
    const intent = find(setupIntents, 'setup_intent', id, 'intent');
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(`You cannot confirm this SetupIntent because it has a status of ${String(intent.status)}.`, {
        code: 'setup_intent_unexpected_state',
        setup_intent: intent,
      });
    }
    const method = paymentMethodFor(text(params.payment_method));
    intent.payment_method = method.id;
    if (cardsOf.get(method.id)?.setupRequiresAction) {
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } });
      return intent;
    }
    if (intent.customer) method.customer = intent.customer;
    Object.assign(intent, { status: 'succeeded', next_action: null, last_setup_error: null });
    return intent;
  }

  function listSetupIntents(query: FormObject): StripeObject {
    const customer = text(query.customer);
    const method = text(query.payment_method);
    const data = [...setupIntents.values()]
      .filter((intent) => (!customer || intent.customer === customer) && (!method || intent.payment_method === method))
      .reverse()
      .slice(0, Number(text(query.limit) ?? 10));
    return { id: '', object: 'list', data, has_more: false, url: '/v1/setup_intents' };
  }

  function updatePaymentMethod(id: string, params: FormObject): StripeObject {
    const method = find(paymentMethods, 'PaymentMethod', id, 'payment_method');
    const billing = object(params.billing_details);
    const current = method.billing_details as { address: Record<string, string | null> } & Record<string, unknown>;
    for (const key of ['name', 'email', 'phone'] as const) {
      if (billing[key] !== undefined) current[key] = nullable(text(billing[key]));
    }
    for (const [key, value] of Object.entries(object(billing.address))) current.address[key] = nullable(text(value));
    const card = object(params.card);
    const currentCard = method.card as Record<string, unknown>;
    if (card.exp_month !== undefined) currentCard.exp_month = integer(card.exp_month, 'card[exp_month]');
    if (card.exp_year !== undefined) currentCard.exp_year = integer(card.exp_year, 'card[exp_year]');
    if (params.metadata !== undefined) method.metadata = { ...(method.metadata as object), ...object(params.metadata) };
    return method;
  }

  function detachPaymentMethod(id: string): StripeObject {
    const method = find(paymentMethods, 'PaymentMethod', id, 'payment_method');
    if (!method.customer) {
      throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.', {
        param: 'payment_method',
      });
    }
    method.customer = null;
    return method;
  }

  function withExpansions(intent: StripeObject, expand: string[]): StripeObject {
    if (!expand.includes('latest_charge') || typeof intent.latest_charge !== 'string') return intent;
    return { ...intent, latest_charge: charges.get(intent.latest_charge) ?? intent.latest_charge };
  }

  function cardError(decline: TestDecline, extra: Record<string, unknown>): StripeFailure {
    return new StripeFailure(402, {
      type: 'card_error',
      code: decline.code,
      ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
      message: decline.message,
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
      ...extra,
    });
  }

  function createPaymentIntent(params: FormObject): StripeObject {
    rejectPaymentMethodTypes(params);
    const amount = integer(params.amount, 'amount');
    if (amount < 50) throw invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    const currency = text(params.currency);
    if (!currency) throw invalid('Missing required param: currency.', { param: 'currency' });
    const customerId = text(params.customer);
    if (customerId) find(customers, 'customer', customerId, 'customer');
    const method = paymentMethodFor(text(params.payment_method));
    if (method.customer && method.customer !== customerId) {
      throw invalid(`The provided PaymentMethod ${method.id} belongs to another Customer.`, { param: 'payment_method' });
    }
    const captureMethod = text(params.capture_method) ?? 'automatic_async';
    const id = newId('pi');
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: captureMethod,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer: customerId ?? null,
      description: nullable(text(params.description)),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: object(params.metadata),
      next_action: null,
      payment_method: method.id,
      payment_method_types: list(params.allowed_payment_method_types).length > 0 ? list(params.allowed_payment_method_types) : ['card'],
      status: 'requires_confirmation',
    };
    paymentIntents.set(id, intent);
    if (text(params.confirm) !== 'true') return intent;

    const card = cardsOf.get(method.id);
    const decline = card?.decline;
    const offSession = text(params.off_session) === 'true';
    if (decline && decline.code === 'authentication_required' && !offSession) {
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } });
      return intent;
    }
    const charge: StripeObject = {
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      created: now(),
      currency,
      customer: customerId ?? null,
      paid: !decline,
      payment_intent: id,
      payment_method: method.id,
      status: decline ? 'failed' : 'succeeded',
      failure_code: decline?.code ?? null,
      failure_message: decline?.message ?? null,
      outcome: decline
        ? {
            type: 'issuer_declined',
            network_status: 'declined_by_network',
            reason: decline.declineCode ?? decline.code,
            seller_message: 'The bank did not return any further details with this decline.',
          }
        : { type: 'authorized', network_status: 'approved_by_network', reason: null, seller_message: 'Payment complete.' },
      payment_method_details: {
        type: 'card',
        card: {
          ...(method.card as object),
          ...(captureMethod === 'manual' && !decline && fake.captureWindowDays !== null
            ? { capture_before: Number(intent.created) + fake.captureWindowDays * 86_400 }
            : {}),
        },
      },
    };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    if (decline) {
      const error = {
        type: 'card_error',
        code: decline.code,
        ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
        message: decline.message,
        charge: charge.id,
        payment_method: method,
      };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error, payment_method: null });
      throw cardError(decline, { charge: charge.id, payment_intent: intent, payment_method: method });
    }
    if (captureMethod === 'manual') {
      Object.assign(intent, { status: 'requires_capture', amount_capturable: amount });
    } else {
      Object.assign(intent, { status: 'succeeded', amount_received: amount });
      Object.assign(charge, { captured: true, amount_captured: amount });
    }
    return intent;
  }

  function capturePaymentIntent(id: string, params: FormObject): StripeObject {
    const intent = find(paymentIntents, 'payment_intent', id, 'intent');
    if (intent.status !== 'requires_capture') {
      throw invalid(
        `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. ` +
          'Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    }
    const capturable = Number(intent.amount_capturable);
    const amount = params.amount_to_capture === undefined ? capturable : integer(params.amount_to_capture, 'amount_to_capture');
    if (amount > capturable) {
      throw invalid(`The amount to capture (${amount}) cannot be greater than the amount capturable (${capturable}).`, {
        code: 'amount_too_large',
        param: 'amount_to_capture',
        payment_intent: intent,
      });
    }
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    const charge = charges.get(String(intent.latest_charge));
    if (charge) Object.assign(charge, { captured: true, amount_captured: amount });
    return intent;
  }

  function cancelPaymentIntent(id: string, params: FormObject): StripeObject {
    const intent = find(paymentIntents, 'payment_intent', id, 'intent');
    if (!CANCELABLE.includes(String(intent.status))) {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. ` +
          `Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    }
    Object.assign(intent, {
      status: 'canceled',
      amount_capturable: 0,
      canceled_at: now(),
      cancellation_reason: nullable(text(params.cancellation_reason)),
    });
    return intent;
  }


  function createPrice(params: FormObject): StripeObject {
    const amount = integer(params.unit_amount, 'unit_amount');
    const recurring = object(params.recurring);
    const lookupKey = nullable(text(params.lookup_key));
    if (lookupKey && [...prices.values()].some((price) => price.lookup_key === lookupKey && price.active)) {
      throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`, { param: 'lookup_key' });
    }
    const product = object(params.product_data);
    const price: StripeObject = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: text(params.currency) ?? 'usd',
      unit_amount: amount,
      lookup_key: lookupKey,
      metadata: object(params.metadata),
      product: text(params.product) ?? newId('prod'),
      product_name: text(product.name) ?? null,
      recurring: { interval: text(recurring.interval) ?? 'month', interval_count: Number(text(recurring.interval_count) ?? '1'), usage_type: 'licensed' },
      type: 'recurring',
      created: now(),
    };
    prices.set(price.id, price);
    return price;
  }

  function listPrices(query: FormObject): StripeObject {
    const keys = list(query.lookup_keys);
    const data = [...prices.values()].filter((price) => price.active && (keys.length === 0 || keys.includes(String(price.lookup_key))));
    return { id: '', object: 'list', data, has_more: false, url: '/v1/prices' };
  }

  const addMonths = (seconds: number, months: number) => {
    const date = new Date(seconds * 1000);
    date.setUTCMonth(date.getUTCMonth() + months);
    return Math.floor(date.getTime() / 1000);
  };
  const itemOf = (subscription: StripeObject) => (subscription.items as { data: Record<string, unknown>[] }).data[0]!;
  const priceOf = (subscription: StripeObject) => itemOf(subscription).price as StripeObject;

  function newInvoice(subscription: StripeObject, reason: string, start: number, end: number): StripeObject {
    const amount = Number(priceOf(subscription).unit_amount);
    return {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now(),
      currency: 'usd',
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      period_start: start,
      period_end: start,
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            currency: 'usd',
            period: { start, end },
            parent: { type: 'subscription_item_details', subscription_item_details: { subscription: subscription.id, subscription_item: itemOf(subscription).id } },
          },
        ],
        has_more: false,
      },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      payments: { object: 'list', data: [], has_more: false },
    };
  }

  /** One payment attempt of an invoice on a card; the refusal, if any (the invoice stays open). */
  function attemptInvoice(invoice: StripeObject, paymentMethod: string, decline?: TestDecline): StripeFailure | null {
    invoice.attempt_count = Number(invoice.attempt_count) + 1;
    invoice.attempted = true;
    const record = (intent: unknown) =>
      (invoice.payments as { data: unknown[] }).data.push({ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: (intent as StripeObject).id } });
    if (decline) {
      const intent = createPaymentIntent({ amount: String(invoice.amount_due), currency: 'usd', customer: String(invoice.customer), payment_method: paymentMethod });
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: decline.code, decline_code: decline.declineCode, message: decline.message } });
      record(intent);
      return cardError(decline, { payment_intent: intent });
    }
    try {
      const intent = createPaymentIntent({
        amount: String(invoice.amount_due),
        currency: 'usd',
        customer: String(invoice.customer),
        payment_method: paymentMethod,
        confirm: 'true',
        off_session: 'true',
      });
      record(intent);
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, next_payment_attempt: null });
      return null;
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      if (error.error.payment_intent) record(error.error.payment_intent);
      return error;
    }
  }

  function ownMethod(customerId: string, id: string | undefined, param: string): StripeObject {
    const method = find(paymentMethods, 'PaymentMethod', id ?? '', param);
    if (method.customer !== customerId) throw invalid(`The PaymentMethod ${method.id} does not belong to the Customer ${customerId}.`, { param });
    return method;
  }

  function createSubscription(params: FormObject): StripeObject {
    const customerId = text(params.customer) ?? '';
    find(customers, 'customer', customerId, 'customer');
    const items = Array.isArray(params.items) ? params.items : [];
    const price = find(prices, 'price', text(object(items[0]).price) ?? '', 'items[0][price]');
    const method = ownMethod(customerId, text(params.default_payment_method), 'default_payment_method');
    const start = now();
    const end = addMonths(start, Number((price.recurring as { interval_count: number }).interval_count));
    const id = newId('sub');
    const subscription: StripeObject = {
      id,
      object: 'subscription',
      customer: customerId,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      default_payment_method: method.id,
      metadata: object(params.metadata),
      items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: end, subscription: id }], has_more: false },
      latest_invoice: null,
    };
    const invoice = newInvoice(subscription, 'subscription_create', start, end);
    const refused = attemptInvoice(invoice, method.id);
    // error_if_incomplete: a first invoice that is not paid fails the call and leaves no subscription.
    if (refused && text(params.payment_behavior) === 'error_if_incomplete') throw refused;
    if (refused) subscription.status = 'incomplete';
    subscription.latest_invoice = invoice.id;
    invoices.set(invoice.id, invoice);
    subscriptions.set(id, subscription);
    return subscription;
  }

  function updateSubscription(id: string, params: FormObject): StripeObject {
    const subscription = find(subscriptions, 'subscription', id, 'subscription_exposed_id');
    if (subscription.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    const cancel = text(params.cancel_at_period_end);
    if (cancel !== undefined) Object.assign(subscription, { cancel_at_period_end: cancel === 'true', canceled_at: cancel === 'true' ? now() : null });
    const method = text(params.default_payment_method);
    if (method !== undefined) subscription.default_payment_method = ownMethod(String(subscription.customer), method, 'default_payment_method').id;
    return subscription;
  }

  function cancelSubscriptionNow(id: string): StripeObject {
    const subscription = find(subscriptions, 'subscription', id, 'subscription_exposed_id');
    if (subscription.status === 'canceled') throw invalid(`This subscription is already canceled.`);
    const invoice = invoices.get(String(subscription.latest_invoice));
    if (invoice?.status === 'open') Object.assign(invoice, { status: 'void', next_payment_attempt: null });
    Object.assign(subscription, { status: 'canceled', ended_at: now(), canceled_at: now() });
    return subscription;
  }

  function payInvoice(id: string, params: FormObject): StripeObject {
    const invoice = find(invoices, 'invoice', id, 'invoice');
    if (invoice.status !== 'open') throw invalid('Invoice is already paid', { code: 'invoice_not_open' });
    const method = ownMethod(String(invoice.customer), text(params.payment_method), 'payment_method');
    const refused = attemptInvoice(invoice, method.id);
    if (refused) throw refused;
    const subscription = subscriptions.get(String((invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription));
    if (subscription && subscription.latest_invoice === invoice.id) subscription.status = 'active';
    return invoice;
  }

  function subscriptionWith(subscription: StripeObject, expand: string[]): StripeObject {
    if (!expand.includes('latest_invoice') || typeof subscription.latest_invoice !== 'string') return subscription;
    return { ...subscription, latest_invoice: invoices.get(subscription.latest_invoice) ?? subscription.latest_invoice };
  }

  function invoiceWith(invoice: StripeObject, expand: string[]): StripeObject {
    if (!expand.includes('payments.data.payment.payment_intent')) return invoice;
    const payments = (invoice.payments as { data: { payment: { payment_intent: string } }[] }).data.map((payment) => ({
      ...payment,
      payment: { ...payment.payment, payment_intent: paymentIntents.get(payment.payment.payment_intent) ?? payment.payment.payment_intent },
    }));
    return { ...invoice, payments: { ...(invoice.payments as object), data: payments } };
  }

  function renewSubscription(id: string, options: { decline?: TestDecline } = {}) {
    const subscription = find(subscriptions, 'subscription', id, 'subscription');
    const item = itemOf(subscription);
    const start = Number(item.current_period_end);
    const end = addMonths(start, Number((priceOf(subscription).recurring as { interval_count: number }).interval_count));
    Object.assign(item, { current_period_start: start, current_period_end: end });
    const invoice = newInvoice(subscription, 'subscription_cycle', start, end);
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    const refused = attemptInvoice(invoice, String(subscription.default_payment_method), options.decline);
    if (refused) {
      subscription.status = 'past_due';
      invoice.next_payment_attempt = now() + 3 * 86_400;
    }
    return { subscription: JSON.parse(JSON.stringify(subscription)) as StripeObject, invoice: JSON.parse(JSON.stringify(invoice)) as StripeObject };
  }

  function endSubscription(id: string): StripeObject {
    const subscription = find(subscriptions, 'subscription', id, 'subscription');
    Object.assign(subscription, { status: 'canceled', ended_at: now(), canceled_at: subscription.canceled_at ?? now() });
    return JSON.parse(JSON.stringify(subscription)) as StripeObject;
  }

  function route(method: string, path: string, params: FormObject): StripeObject {
    const segments = path.split('/').filter(Boolean);
    const [version, resource, id, action] = segments;
    const unknownUrl = () =>
      new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
    if (version !== 'v1' || segments.length > 4) throw unknownUrl();
    const expand = list(params.expand);
    switch (`${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`) {
      case 'POST customers':
        return createCustomer(params);
      case 'POST setup_intents':
        return createSetupIntent(params);
      case 'GET setup_intents':
        return listSetupIntents(params);
      case 'POST setup_intents/:id/confirm':
        return confirmSetupIntent(String(id), params);
      case 'GET payment_methods/:id':
        return find(paymentMethods, 'PaymentMethod', String(id), 'payment_method');
      case 'POST payment_methods/:id':
        return updatePaymentMethod(String(id), params);
      case 'POST payment_methods/:id/detach':
        return detachPaymentMethod(String(id));
      case 'POST payment_intents':
        return withExpansions(createPaymentIntent(params), expand);
      case 'GET payment_intents/:id':
        return withExpansions(find(paymentIntents, 'payment_intent', String(id), 'intent'), expand);
      case 'POST payment_intents/:id/capture':
        return withExpansions(capturePaymentIntent(String(id), params), expand);
      case 'POST payment_intents/:id/cancel':
        return withExpansions(cancelPaymentIntent(String(id), params), expand);
      case 'POST prices':
        return createPrice(params);
      case 'GET prices':
        return listPrices(params);
      case 'POST subscriptions':
        return subscriptionWith(createSubscription(params), expand);
      case 'GET subscriptions/:id':
        return subscriptionWith(find(subscriptions, 'subscription', String(id), 'subscription_exposed_id'), expand);
      case 'POST subscriptions/:id':
        return subscriptionWith(updateSubscription(String(id), params), expand);
      case 'DELETE subscriptions/:id':
        return subscriptionWith(cancelSubscriptionNow(String(id)), expand);
      case 'GET invoices/:id':
        return invoiceWith(find(invoices, 'invoice', String(id), 'invoice'), expand);
      case 'POST invoices/:id/pay':
        return invoiceWith(payInvoice(String(id), params), expand);
      default:
        throw unknownUrl();
    }
  }

  function answer(method: string, path: string, params: FormObject): Reply {
    try {
      // A deep copy: later changes to the object must not change what an earlier reply (or its replay) said.
      return { status: 200, body: JSON.parse(JSON.stringify(route(method, path, params))) };
    } catch (error) {
      if (error instanceof StripeFailure) return { status: error.status, body: JSON.parse(JSON.stringify({ error: error.error })) };
      throw error;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const method = request.method ?? 'GET';
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    const version = request.headers['stripe-version'];
    const stripeVersion = typeof version === 'string' ? version : null;
    const send = (reply: Reply, replayed: boolean) => {
      requests.push({ method, path: url.pathname, idempotencyKey, stripeVersion, replayed });
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_fake${randomBytes(6).toString('hex')}`,
        ...(stripeVersion ? { 'stripe-version': stripeVersion } : {}),
        ...(idempotencyKey && method === 'POST' ? { 'idempotency-key': idempotencyKey } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(reply.body, null, 2));
    };

    if (!/^Bearer sk_test_\w+$/.test(String(request.headers.authorization ?? ''))) {
      send({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } }, false);
      return;
    }
    const params = method === 'POST' ? parseForm(body) : { ...parseForm(url.search.slice(1)), ...parseForm(body) };
    if (method !== 'POST' || !idempotencyKey) {
      send(answer(method, url.pathname, params), false);
      return;
    }
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const earlier = idempotent.get(idempotencyKey);
    if (earlier && earlier.fingerprint !== fingerprint) {
      send(
        {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
                `Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          },
        },
        false,
      );
      return;
    }
    if (earlier) {
      send(earlier.reply, true);
      return;
    }
    const reply = answer(method, url.pathname, params);
    idempotent.set(idempotencyKey, { fingerprint, reply });
    send(reply, false);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    customers,
    setupIntents,
    paymentMethods,
    paymentIntents,
    charges,
    prices,
    subscriptions,
    invoices,
    renewSubscription,
    endSubscription,
    requests,
    captureWindowDays: 7,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
