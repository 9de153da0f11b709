import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/index.ts';
import { signedStripeEvent } from '../../../test/fake-stripe/index.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createStripeGateway, type StripeWebhookEvent } from './stripe-gateway.ts';
import { STRIPE_WEBHOOK_PATH, stripeWebhookPlugin } from './stripe-webhook.ts';

const WEBHOOK_SECRET = 'whsec_pitstop_webhook_test';

/** The webhook route inside the whole server (its error handler, security headers and body limits). */
describe(`POST ${STRIPE_WEBHOOK_PATH}`, () => {
  let app: FastifyInstance;
  let database: Database;
  const received: StripeWebhookEvent[] = [];

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MAX: '100000' });
    database = await createTestDatabase();
    app = await buildApp(config, { database });
    // Never called over the network here: parseWebhook only verifies and reads.
    const gateway = createStripeGateway({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: 'http://127.0.0.1:9',
    });
    await app.register(stripeWebhookPlugin, { gateway, onEvent: (event) => void received.push(event) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(() => {
    received.length = 0;
  });

  const intent = {
    id: 'pi_1',
    object: 'payment_intent',
    amount: 5_000,
    amount_capturable: 5_000,
    amount_received: 0,
    status: 'requires_capture',
    metadata: {},
    last_payment_error: null,
  };
  const deliver = (payload: string, signature?: string, contentType = 'application/json; charset=utf-8') =>
    app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': contentType, ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });

  it('accepts a correctly signed event, verified over the bytes Stripe sent, and hands it on', async () => {
    const { payload, signature, eventId } = signedStripeEvent('payment_intent.amount_capturable_updated', intent, WEBHOOK_SECRET);
    const response = await deliver(payload, signature);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(received).toEqual([
      expect.objectContaining({ type: 'payment_intent.amount_capturable_updated', eventId, authorisationId: 'pi_1', capturableCents: 5_000 }),
    ]);
  });

  it('keeps the raw bytes: the same event pretty-printed (as Stripe may send it) still verifies', async () => {
    const pretty = JSON.stringify(JSON.parse(signedStripeEvent('payment_intent.canceled', intent, WEBHOOK_SECRET).payload), null, 2);
    const { signature } = signedStripeEvent('payment_intent.canceled', intent, WEBHOOK_SECRET);
    // Signed over other bytes than sent: refused, as it must be.
    expect((await deliver(pretty, signature)).statusCode).toBe(400);
    const header = (await import('stripe')).default.webhooks.generateTestHeaderString({ payload: pretty, secret: WEBHOOK_SECRET });
    expect((await deliver(pretty, header)).statusCode).toBe(200);
    expect(received.map((event) => event.type)).toEqual(['payment_intent.canceled']);
  });

  it('refuses a tampered event with 400 and a sentence, and acts on nothing', async () => {
    const { payload, signature } = signedStripeEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    const response = await deliver(payload.replace('"amount":5000', '"amount":1'), signature);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'The Stripe signature of this event is not valid.' });
    expect(received).toEqual([]);
  });

  it('refuses an event without a signature, or signed with another secret', async () => {
    const { payload } = signedStripeEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    expect((await deliver(payload)).statusCode).toBe(400);
    const forged = signedStripeEvent('payment_intent.succeeded', intent, 'whsec_attacker');
    expect((await deliver(forged.payload, forged.signature)).statusCode).toBe(400);
    expect(received).toEqual([]);
  });

  it('takes a signature dated within Stripe’s tolerance (300 s) either way, and refuses one older or further ahead', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const [offset, status] of [[-280, 200], [280, 200], [-330, 400], [330, 400], [600, 400]] as const) {
      const { payload, signature } = signedStripeEvent('payment_intent.canceled', intent, WEBHOOK_SECRET, now + offset);
      const response = await deliver(payload, signature);
      expect(response.statusCode, `dated ${offset} s from now`).toBe(status);
      if (status === 400) expect(response.json()).toEqual({ code: 'bad_request', message: 'The Stripe signature of this event is not valid.' });
    }
    expect(received.map((event) => event.type)).toEqual(['payment_intent.canceled', 'payment_intent.canceled']);
  });

  it('answers 400 to a correctly signed body that is not a JSON event, acting on nothing', async () => {
    const stripe = (await import('stripe')).default;
    for (const payload of ['{not json', 'hello', '']) {
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const response = await deliver(payload, signature);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 'bad_request', message: 'The body of this Stripe event is not a JSON event.' });
    }
    expect(received).toEqual([]);
  });

  it('answers 200 to a signed event of a type we do not act on, without acting', async () => {
    const { payload, signature } = signedStripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' }, WEBHOOK_SECRET);
    const response = await deliver(payload, signature);
    expect(response.statusCode).toBe(200);
    expect(received).toEqual([]);
  });

  it('stays out of the API document (Stripe calls it, not our clients), which stays valid with it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths).not.toContain(STRIPE_WEBHOOK_PATH);
  });

  it('leaves the JSON body parser of every other route as it was', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].detail).toBe('The request body is not valid JSON.');
  });
});
