import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, signedStripeEvent, startFakeStripe } from '../../../test/fake-stripe/index.ts';
import { type GatewayCardDetails, GatewayError } from './gateway.ts';
import { createStripeGateway, STRIPE_API_VERSION, type StripeGateway, WebhookSignatureError } from './stripe-gateway.ts';

const SECRET_KEY = 'sk_test_pitstop';
const WEBHOOK_SECRET = 'whsec_pitstop_test';
const DAY_MS = 86_400_000;
const INSUFFICIENT_FUNDS = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
const BILLING: GatewayCardDetails = {
  name: 'Ada Lovelace',
  expMonth: 4,
  expYear: 2031,
  addressLine1: '1 Main St',
  addressLine2: 'Apt 2',
  addressCity: 'Austin',
  addressState: 'TX',
  addressZip: '78701',
  addressCountry: 'US',
};

/**
 * The Stripe adapter through the real `stripe` SDK, over HTTP, against the local fake of Stripe's API
 * (test/fake-stripe): what is asserted is what the SDK sent and what the adapter made of Stripe's answers.
 */
describe('Stripe payment gateway (real SDK, local fake Stripe API)', () => {
  let fake: FakeStripe;
  let gateway: StripeGateway;
  /** The browser's part (Stripe.js confirming a setup intent with the card), done here with the SDK. */
  let browser: Stripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    gateway = createStripeGateway({
      secretKey: SECRET_KEY,
      publishableKey: 'pk_test_pitstop',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.url,
    });
    const { hostname, port } = new URL(fake.url);
    browser = new Stripe(SECRET_KEY, { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.captureWindowDays = 7;
  });

  const key = (action: string) => `${action}:${randomUUID()}`;

  async function customer(): Promise<string> {
    const { customerId } = await gateway.createCustomer(
      { userId: randomUUID(), email: 'ada@example.com', name: 'Ada Lovelace' },
      key('customer'),
    );
    return customerId;
  }

  /** A card saved the way the web app saves one: a setup intent, confirmed in the browser with the card. */
  async function savedCard(testToken = 'pm_card_visa'): Promise<{ customerId: string; paymentMethodId: string }> {
    const customerId = await customer();
    const setup = await gateway.createSetupIntent(customerId, key('setup'));
    const confirmed = await browser.setupIntents.confirm(setup.id, { payment_method: testToken });
    return { customerId, paymentMethodId: String(confirmed.payment_method) };
  }

  async function hold(testToken = 'pm_card_visa', amountCents = 12_345) {
    const { customerId, paymentMethodId } = await savedCard(testToken);
    const idempotencyKey = key('authorise');
    const held = await gateway.authorise({
      customerId,
      paymentMethodId,
      amountCents,
      idempotencyKey,
      description: 'Brake pads — Main Street Auto',
      metadata: { booking_id: 'b-1', service_request_id: 'sr-1' },
    });
    return { customerId, paymentMethodId, idempotencyKey, ...held };
  }

  async function refusal(promise: Promise<unknown>): Promise<GatewayError> {
    const error = await promise.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(GatewayError);
    return error as GatewayError;
  }

  describe('customers, setup intents and cards', () => {
    it('creates a customer carrying our user id, and a card setup intent for it with a client secret', async () => {
      const userId = randomUUID();
      const { customerId } = await gateway.createCustomer({ userId, email: 'ada@example.com', name: 'Ada Lovelace' }, key('c'));
      expect(fake.customers.get(customerId)).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', metadata: { user_id: userId } });

      const setup = await gateway.createSetupIntent(customerId, key('s'));
      expect(setup.clientSecret.startsWith(`${setup.id}_secret_`)).toBe(true);
      expect(fake.setupIntents.get(setup.id)).toMatchObject({
        customer: customerId,
        usage: 'off_session',
        payment_method_types: ['card'],
        status: 'requires_payment_method',
      });
    });

    it('reads a card set up for the customer: brand, last four, expiry and billing address', async () => {
      const { customerId, paymentMethodId } = await savedCard('pm_card_mastercard');
      const card = await gateway.retrieveCard(customerId, paymentMethodId);
      expect(card).toEqual({
        paymentMethodId,
        customerId,
        brand: 'mastercard',
        last4: '4444',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        name: '',
        addressLine1: '',
        addressLine2: null,
        addressCity: '',
        addressState: '',
        addressZip: '',
        addressCountry: '',
      });
    });

    it("maps Stripe's brands to ours, and an unknown one to 'unknown'", async () => {
      for (const [token, brand] of [
        ['pm_card_visa', 'visa'],
        ['pm_card_amex', 'amex'],
        ['pm_card_discover', 'discover'],
        ['pm_card_diners', 'diners'],
        ['pm_card_jcb', 'jcb'],
        ['pm_card_unionpay', 'unionpay'],
      ] as const) {
        const { customerId, paymentMethodId } = await savedCard(token);
        expect((await gateway.retrieveCard(customerId, paymentMethodId)).brand, token).toBe(brand);
      }
      const { customerId, paymentMethodId } = await savedCard();
      (fake.paymentMethods.get(paymentMethodId)?.card as { brand: string }).brand = 'eftpos_au';
      expect((await gateway.retrieveCard(customerId, paymentMethodId)).brand).toBe('unknown');
    });

    it("refuses another customer's card, and an unknown one, as not found", async () => {
      const { paymentMethodId } = await savedCard();
      const someoneElse = await customer();
      expect((await refusal(gateway.retrieveCard(someoneElse, paymentMethodId))).code).toBe('not_found');
      expect((await refusal(gateway.retrieveCard(someoneElse, 'pm_unknown'))).code).toBe('not_found');
    });

    it('says a card whose setup still needs authentication is not saved (authentication_required)', async () => {
      const { customerId, paymentMethodId } = await savedCard('pm_card_authenticationRequiredOnSetup');
      const error = await refusal(gateway.retrieveCard(customerId, paymentMethodId));
      expect(error.code).toBe('authentication_required');
      expect(error.message).toBe('Your card was declined. This transaction requires authentication.');
    });

    it("says why when the card's setup was declined, in Stripe's words", async () => {
      const { customerId, paymentMethodId } = await savedCard();
      // Stripe keeps a failed setup's reason on the intent and leaves the card unattached.
      const setup = [...fake.setupIntents.values()].find((intent) => intent.payment_method === paymentMethodId);
      Object.assign(setup ?? {}, {
        status: 'requires_payment_method',
        last_setup_error: INSUFFICIENT_FUNDS,
      });
      Object.assign(fake.paymentMethods.get(paymentMethodId) ?? {}, { customer: null });
      const error = await refusal(gateway.retrieveCard(customerId, paymentMethodId));
      expect([error.code, error.message]).toEqual(['insufficient_funds', 'Your card has insufficient funds.']);
    });

    it('updates the name, billing address and expiry at Stripe', async () => {
      const { customerId, paymentMethodId } = await savedCard();
      const details = BILLING;
      const updated = await gateway.updateCard(paymentMethodId, details, key('update'));
      expect(updated).toMatchObject({ ...details, paymentMethodId, customerId, brand: 'visa', last4: '4242' });
      expect(await gateway.retrieveCard(customerId, paymentMethodId)).toEqual(updated);

      const cleared = await gateway.updateCard(paymentMethodId, { ...details, addressLine2: null }, key('update'));
      expect(cleared.addressLine2).toBeNull();
    });

    it('detaches a card: it is then no longer the customer’s; detaching it again changes nothing', async () => {
      const { customerId, paymentMethodId } = await savedCard();
      await gateway.detachCard(paymentMethodId, key('detach'));
      expect(fake.paymentMethods.get(paymentMethodId)?.customer).toBeNull();
      expect((await refusal(gateway.retrieveCard(customerId, paymentMethodId))).code).toBe('not_found');
      await expect(gateway.detachCard(paymentMethodId, key('detach'))).resolves.toBeUndefined();
      expect((await refusal(gateway.detachCard('pm_unknown', key('detach')))).code).toBe('not_found');
    });
  });

  describe('holds, captures and releases', () => {
    it('holds the amount with a manual-capture PaymentIntent confirmed off-session, until Stripe’s capture_before', async () => {
      const held = await hold('pm_card_visa', 12_345);
      const intent = fake.paymentIntents.get(held.authorisationId);
      expect(intent).toMatchObject({
        amount: 12_345,
        amount_capturable: 12_345,
        currency: 'usd',
        customer: held.customerId,
        payment_method: held.paymentMethodId,
        capture_method: 'manual',
        status: 'requires_capture',
        description: 'Brake pads — Main Street Auto',
        metadata: { booking_id: 'b-1', service_request_id: 'sr-1' },
      });
      expect(held.expiresAt.getTime()).toBe(Number(intent?.created) * 1000 + 7 * DAY_MS);

      fake.captureWindowDays = 5;
      const shorter = await hold();
      expect(shorter.expiresAt.getTime()).toBe(Number(fake.paymentIntents.get(shorter.authorisationId)?.created) * 1000 + 5 * DAY_MS);
    });

    it('counts 7 days from the hold when Stripe gives no capture_before', async () => {
      fake.captureWindowDays = null;
      const held = await hold();
      expect(held.expiresAt.getTime()).toBe(Number(fake.paymentIntents.get(held.authorisationId)?.created) * 1000 + 7 * DAY_MS);
    });

    it('captures less than the hold (amount_to_capture): the rest is given back', async () => {
      const held = await hold('pm_card_visa', 12_345);
      const { capturedCents } = await gateway.capture({ authorisationId: held.authorisationId, amountCents: 10_000, idempotencyKey: key('capture') });
      expect(capturedCents).toBe(10_000);
      expect(fake.paymentIntents.get(held.authorisationId)).toMatchObject({ status: 'succeeded', amount_received: 10_000, amount_capturable: 0 });
    });

    it('refuses to capture more than the hold (amount_too_large), and the hold stays', async () => {
      const held = await hold('pm_card_visa', 5_000);
      const error = await refusal(gateway.capture({ authorisationId: held.authorisationId, amountCents: 6_000, idempotencyKey: key('capture') }));
      expect(error.code).toBe('amount_too_large');
      expect(error.message).toBe('The amount to capture (6000) cannot be greater than the amount capturable (5000).');
      expect(fake.paymentIntents.get(held.authorisationId)).toMatchObject({ status: 'requires_capture', amount_capturable: 5_000 });
    });

    it('releases a hold (cancels the PaymentIntent); releasing it again is a no-op', async () => {
      const held = await hold();
      await gateway.release({ authorisationId: held.authorisationId, idempotencyKey: key('release') });
      expect(fake.paymentIntents.get(held.authorisationId)).toMatchObject({ status: 'canceled', amount_capturable: 0 });
      await expect(gateway.release({ authorisationId: held.authorisationId, idempotencyKey: key('release') })).resolves.toBeUndefined();
    });

    it('does not pretend to release a hold already captured', async () => {
      const held = await hold();
      await gateway.capture({ authorisationId: held.authorisationId, amountCents: 12_345, idempotencyKey: key('capture') });
      await expect(gateway.release({ authorisationId: held.authorisationId, idempotencyKey: key('release') })).rejects.toThrow(
        /status of succeeded/,
      );
      expect((await refusal(gateway.release({ authorisationId: 'pi_unknown', idempotencyKey: key('release') }))).code).toBe('not_found');
    });
  });

  describe('charges (a membership period, ADR 058)', () => {
    it('charges off-session with automatic capture; the same key is the same charge', async () => {
      const { customerId, paymentMethodId } = await savedCard();
      const input = { customerId, paymentMethodId, amountCents: 5999, idempotencyKey: key('charge'), description: 'Plus: 6 Months', metadata: { subscription_id: 's-1' } };
      const { chargeId } = await gateway.charge(input);
      expect(fake.paymentIntents.get(chargeId)).toMatchObject({ status: 'succeeded', amount_received: 5999, capture_method: 'automatic_async', metadata: { subscription_id: 's-1' } });
      expect(await gateway.charge(input)).toEqual({ chargeId });
    });

    it('a declined card is a GatewayError with Stripe’s words', async () => {
      const { customerId, paymentMethodId } = await savedCard('pm_card_chargeDeclinedInsufficientFunds');
      const error = await refusal(gateway.charge({ customerId, paymentMethodId, amountCents: 5999, idempotencyKey: key('charge'), description: 'Plus', metadata: {} }));
      expect(error.code).toBe('insufficient_funds');
      expect(error.message).toBe('Your card has insufficient funds.');
    });
  });

  describe('declines', () => {
    it.each([
      ['pm_card_chargeDeclined', 'card_declined', 'Your card was declined.'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
      ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'Your card has expired.'],
      ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc', "Your card's security code is incorrect."],
      ['pm_card_chargeDeclinedProcessingError', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
      ['pm_card_authenticationRequired', 'authentication_required', 'Your card was declined. This transaction requires authentication.'],
    ])('%s: GatewayError %s with Stripe’s message, nothing held', async (token, code, message) => {
      const before = new Set(fake.paymentIntents.keys());
      const error = await refusal(hold(token));
      expect([error.code, error.message]).toEqual([code, message]);
      const created = [...fake.paymentIntents.values()].filter((intent) => !before.has(intent.id));
      expect(created).toHaveLength(1);
      expect(created[0]?.status).toBe('requires_payment_method');
      expect(created[0]?.amount_capturable).toBe(0);
    });
  });

  describe('idempotency', () => {
    it('the same idempotency key twice makes one PaymentIntent, and answers the same hold', async () => {
      const { customerId, paymentMethodId } = await savedCard();
      const input = {
        customerId,
        paymentMethodId,
        amountCents: 9_900,
        idempotencyKey: key('authorise'),
        description: 'Oil change',
        metadata: { booking_id: 'b-2' },
      };
      const count = fake.paymentIntents.size;
      const first = await gateway.authorise(input);
      const second = await gateway.authorise(input);
      expect(second).toEqual(first);
      expect(fake.paymentIntents.size).toBe(count + 1);
      expect(fake.requests.filter((request) => request.idempotencyKey === input.idempotencyKey).map((r) => r.replayed)).toEqual([false, true]);
    });

    it('the same key with other parameters is refused by Stripe (idempotency_error), never a second hold', async () => {
      const { customerId, paymentMethodId } = await savedCard();
      const input = { customerId, paymentMethodId, idempotencyKey: key('authorise'), description: 'Oil change', metadata: {} };
      await gateway.authorise({ ...input, amountCents: 5_000 });
      const count = fake.paymentIntents.size;
      await expect(gateway.authorise({ ...input, amountCents: 6_000 })).rejects.toThrow(/Keys for idempotent requests/);
      expect(fake.paymentIntents.size).toBe(count);
    });

    it('a declined hold retried with the same key is the same decline (so a new attempt needs a new key)', async () => {
      const { customerId, paymentMethodId } = await savedCard('pm_card_chargeDeclined');
      const input = { customerId, paymentMethodId, amountCents: 5_000, idempotencyKey: key('authorise'), description: 'Oil change', metadata: {} };
      const count = fake.paymentIntents.size;
      expect((await refusal(gateway.authorise(input))).code).toBe('card_declined');
      expect((await refusal(gateway.authorise(input))).code).toBe('card_declined');
      expect(fake.paymentIntents.size).toBe(count + 1);
    });

    it('the same key twice makes one customer and one capture', async () => {
      const customerKey = key('customer');
      const user = { userId: randomUUID(), email: 'grace@example.com', name: 'Grace Hopper' };
      const customers = fake.customers.size;
      const first = await gateway.createCustomer(user, customerKey);
      expect(await gateway.createCustomer(user, customerKey)).toEqual(first);
      expect(fake.customers.size).toBe(customers + 1);

      const held = await hold('pm_card_visa', 8_000);
      const capture = { authorisationId: held.authorisationId, amountCents: 7_000, idempotencyKey: key('capture') };
      expect(await gateway.capture(capture)).toEqual({ capturedCents: 7_000 });
      // A retry after a lost answer: the same capture again, not a refusal of a second one.
      expect(await gateway.capture(capture)).toEqual({ capturedCents: 7_000 });
    });

    it('every call that changes something carries the caller’s key, and every call the pinned API version', async () => {
      const from = fake.requests.length;
      const keys = Object.fromEntries(
        ['customer', 'setup', 'update', 'authorise', 'capture', 'detach'].map((action) => [action, key(action)]),
      ) as Record<'customer' | 'setup' | 'update' | 'authorise' | 'capture' | 'detach', string>;
      const { customerId } = await gateway.createCustomer({ userId: randomUUID(), email: 'a@example.com', name: 'A' }, keys.customer);
      const setup = await gateway.createSetupIntent(customerId, keys.setup);
      // The browser's part, not the adapter's: left out below.
      const { payment_method: paymentMethodId } = await browser.setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' });
      const ours = (request: { path: string }) => !request.path.endsWith('/confirm');
      await gateway.retrieveCard(customerId, String(paymentMethodId));
      await gateway.updateCard(String(paymentMethodId), BILLING, keys.update);
      const held = await gateway.authorise({
        customerId,
        paymentMethodId: String(paymentMethodId),
        amountCents: 1_000,
        idempotencyKey: keys.authorise,
        description: 'Oil change',
        metadata: {},
      });
      await gateway.capture({ authorisationId: held.authorisationId, amountCents: 1_000, idempotencyKey: keys.capture });
      await gateway.detachCard(String(paymentMethodId), keys.detach);

      const sent = fake.requests.slice(from).filter(ours);
      expect(sent.filter((request) => request.method === 'POST').map((request) => request.idempotencyKey)).toEqual([
        keys.customer,
        keys.setup,
        keys.update,
        keys.authorise,
        keys.capture,
        keys.detach,
      ]);
      expect(new Set(sent.map((request) => request.stripeVersion))).toEqual(new Set([STRIPE_API_VERSION]));
    });
  });

  describe('webhooks', () => {
    const intent = (status: string, extra: Record<string, unknown> = {}) => ({
      id: 'pi_123',
      object: 'payment_intent',
      amount: 12_345,
      amount_capturable: status === 'requires_capture' ? 12_345 : 0,
      amount_received: status === 'succeeded' ? 10_000 : 0,
      status,
      metadata: { booking_id: 'b-1' },
      last_payment_error: null,
      ...extra,
    });

    it('reads a correctly signed payment_intent event into our event', () => {
      const { payload, signature, eventId } = signedStripeEvent('payment_intent.succeeded', intent('succeeded'), WEBHOOK_SECRET);
      expect(gateway.parseWebhook(Buffer.from(payload), signature)).toEqual({
        type: 'payment_intent.succeeded',
        eventId,
        authorisationId: 'pi_123',
        status: 'succeeded',
        amountCents: 12_345,
        capturableCents: 0,
        receivedCents: 10_000,
        metadata: { booking_id: 'b-1' },
        failure: null,
      });
    });

    it('carries the failure of payment_intent.payment_failed in our codes and Stripe’s words', () => {
      const failed = intent('requires_payment_method', {
        last_payment_error: INSUFFICIENT_FUNDS,
      });
      const { payload, signature } = signedStripeEvent('payment_intent.payment_failed', failed, WEBHOOK_SECRET);
      expect(gateway.parseWebhook(payload, signature)).toMatchObject({
        type: 'payment_intent.payment_failed',
        failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      });
    });

    it('reads setup_intent.succeeded, and answers null for events we do not act on', () => {
      const setup = { id: 'seti_1', object: 'setup_intent', customer: 'cus_1', payment_method: 'pm_1', status: 'succeeded' };
      const signedSetup = signedStripeEvent('setup_intent.succeeded', setup, WEBHOOK_SECRET);
      expect(gateway.parseWebhook(signedSetup.payload, signedSetup.signature)).toEqual({
        type: 'setup_intent.succeeded',
        eventId: signedSetup.eventId,
        setupIntentId: 'seti_1',
        customerId: 'cus_1',
        paymentMethodId: 'pm_1',
      });
      const other = signedStripeEvent('customer.updated', { id: 'cus_1', object: 'customer' }, WEBHOOK_SECRET);
      expect(gateway.parseWebhook(other.payload, other.signature)).toBeNull();
    });

    it('refuses a tampered body, another secret, a missing header and an old delivery', () => {
      const { payload, signature } = signedStripeEvent('payment_intent.succeeded', intent('succeeded'), WEBHOOK_SECRET);
      const tampered = payload.replace('12345', '99999');
      expect(tampered).not.toBe(payload);
      expect(() => gateway.parseWebhook(tampered, signature)).toThrow(WebhookSignatureError);
      const forged = signedStripeEvent('payment_intent.succeeded', intent('succeeded'), 'whsec_someone_else');
      expect(() => gateway.parseWebhook(forged.payload, forged.signature)).toThrow(WebhookSignatureError);
      expect(() => gateway.parseWebhook(payload, undefined)).toThrow(WebhookSignatureError);
      const old = signedStripeEvent('payment_intent.succeeded', intent('succeeded'), WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3_600);
      expect(() => gateway.parseWebhook(old.payload, old.signature)).toThrow(WebhookSignatureError);
    });

    it('refuses every event when no signing secret is configured', () => {
      const unsigned = createStripeGateway({ secretKey: SECRET_KEY, publishableKey: 'pk_test_pitstop', apiBase: fake.url });
      const { payload, signature } = signedStripeEvent('payment_intent.succeeded', intent('succeeded'), WEBHOOK_SECRET);
      expect(() => unsigned.parseWebhook(payload, signature)).toThrow(WebhookSignatureError);
    });
  });
});
