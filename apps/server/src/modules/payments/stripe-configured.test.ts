import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { type FakeStripe, signedStripeEvent } from '../../../test/fake-stripe/index.ts';
import type { Database } from '../../db/client.ts';
import { paymentAuthorisations, subscriptionOptions, subscriptionPayments } from '../../db/schema/index.ts';
import { membershipLookups } from '../../../test/membership.ts';
import { startServerWithFakeStripe } from '../../../test/payments.ts';
import { seedDemoMembership } from '../membership/index.ts';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.ts';

const SECRET_KEY = 'sk_test_pitstop_configured';
const WEBHOOK_SECRET = 'whsec_pitstop_configured';

/**
 * The whole server with STRIPE_SECRET_KEY set (its calls going to the local fake of Stripe's API): the web app
 * is told the publishable key, the sandbox's routes are absent, a card set up at Stripe is saved and held
 * through the payments service, and a hold Stripe cancels (an expired one) is released here by its webhook.
 */
describe('payments with Stripe configured (local fake Stripe API)', () => {
  let fake: FakeStripe;
  let database: Database;
  let app: FastifyInstance;
  let browser: Stripe;
  let alice: CreatedUser;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ fake, database, app, browser, close } = await startServerWithFakeStripe({
      secretKey: SECRET_KEY,
      publishableKey: 'pk_test_pitstop_configured',
      webhookSecret: WEBHOOK_SECRET,
    }));
    alice = await createUser(app, { email: 'alice.stripe@example.com' });
  });
  afterAll(() => close?.());

  it('gives the browser the publishable key and has no sandbox routes', async () => {
    expect((await app.inject({ url: '/config.json' })).json().payments).toEqual({
      processor: 'stripe',
      publishableKey: 'pk_test_pitstop_configured',
    });
    const sandbox = await app.inject({
      method: 'POST',
      url: '/api/sandbox-gateway/v1/setup_intents/seti_x/confirm',
      payload: { client_secret: 'seti_x_secret_y' },
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('saves a card set up at Stripe, holds on it, and releases the hold Stripe cancelled', async () => {
    const intent = await app.inject({ method: 'POST', url: '/api/v3/users/credit_cards/setup_intents', headers: alice.headers });
    expect(intent.statusCode).toBe(201);
    const attributes = intent.json().data.attributes;
    expect(attributes.gateway).toBe('stripe');
    // Stripe.js's part in the browser: the card confirms the setup intent at Stripe.
    const setup = await browser.setupIntents.confirm(intent.json().data.id, { payment_method: 'pm_card_visa' });
    expect(setup.status).toBe('succeeded');
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v3/users/credit_cards',
      headers: alice.headers,
      payload: { stripe_customer_token: setup.payment_method },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.attributes).toMatchObject({ brand: 'visa', last4: '4242', type: 'Visa' });

    const hold = await app.payments.authorise({
      userId: alice.user.id,
      cardId: saved.json().data.id,
      amountCents: 12_345,
      idempotencyKey: `test:${randomUUID()}`,
      purpose: 'test',
      reference: 'stripe-configured',
    });
    const [row] = await database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, hold.authorisationId));
    expect(row).toMatchObject({ status: 'authorised', gateway: 'stripe' });
    expect(fake.paymentIntents.get(row!.gatewayRef!)?.status).toBe('requires_capture');

    // A forged delivery changes nothing; Stripe's signed one releases the hold, and a repeat is harmless.
    const canceled = { id: row!.gatewayRef, object: 'payment_intent', status: 'canceled', amount: 12_345, amount_capturable: 0, amount_received: 0, metadata: {} };
    const forged = signedStripeEvent('payment_intent.canceled', canceled, 'whsec_someone_else');
    const refused = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': forged.signature },
      payload: forged.payload,
    });
    expect(refused.statusCode).toBe(400);
    const status = async () =>
      (await database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, hold.authorisationId)))[0]!.status;
    expect(await status()).toBe('authorised');
    for (let delivery = 0; delivery < 2; delivery++) {
      const event = signedStripeEvent('payment_intent.canceled', canceled, WEBHOOK_SECRET);
      const accepted = await app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      });
      expect(accepted.statusCode).toBe(200);
      expect(await status()).toBe('released');
    }
  });
  it('joins a membership on a card set up at Stripe: the first period is the paid first invoice of a Stripe Billing subscription (ADR 058)', async () => {
    await seedDemoMembership(database.db, { slug: app.config.brandSlug, name: app.config.brandName });
    const bob = await createUser(app, { email: 'bob.stripe@example.com' });
    const { partnerId, planOf } = membershipLookups(database.db);
    const headers = { ...bob.headers, 'x-partner-id': await partnerId(app.config.brandSlug) };
    const intent = await app.inject({ method: 'POST', url: '/api/membership/v1/my-subscriptions/stripe/setup-intent', headers, payload: {} });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json()).toMatchObject({ gateway: 'stripe', publishableKey: 'pk_test_pitstop_configured' });
    const setup = await browser.setupIntents.confirm(intent.json().clientSecret.split('_secret_')[0], { payment_method: 'pm_card_visa' });
    const saved = await app.inject({ method: 'POST', url: '/api/v3/users/credit_cards', headers: bob.headers, payload: { stripe_customer_token: setup.payment_method } });
    expect(saved.statusCode).toBe(201);
    const [option] = await database.db.select().from(subscriptionOptions).where(eq(subscriptionOptions.name, 'plus-6-months'));
    const joined = await app.inject({
      method: 'POST',
      url: '/api/membership/v1/my-subscriptions/subscribe',
      headers,
      payload: { programPlanId: await planOf('plus', 'standard'), subscriptionOptionId: option!.id, paymentToken: setup.payment_method },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const [payment] = await database.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.subscriptionId, joined.json().id));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 5999 });
    expect(fake.invoices.get(payment!.gatewayRef!)).toMatchObject({ status: 'paid', amount_paid: 5999, customer: saved.json().data.attributes.customer_id });
    expect(fake.subscriptions.get(joined.json().masterId)).toMatchObject({ status: 'active', default_payment_method: setup.payment_method });
  });
});
