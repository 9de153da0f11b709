import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase } from './database.ts';
import type { CreatedUser } from './factories.ts';
import { startFakeStripe } from './fake-stripe/index.ts';

/**
 * A saved card of `user` made the browser's way, for vitest (payments, booking): a setup intent, the sandbox
 * gateway's confirm with the test number (and its authentication step when the number asks for one), then
 * POST /api/v3/users/credit_cards. Returns the saved card's id and payment-method id.
 *
 *   const card = await saveTestCard(app, alice);                       // 4242 4242 4242 4242, Visa
 *   const poor = await saveTestCard(app, alice, { number: '4000000000009995' });
 */
export async function saveTestCard(
  app: FastifyInstance,
  user: Pick<CreatedUser, 'headers'>,
  { number = '4242424242424242', expMonth = 12, expYear = 2034, name = 'Alex Driver' }: { number?: string; expMonth?: number; expYear?: number; name?: string } = {},
): Promise<{ id: string; paymentMethod: string; last4: string; brand: string }> {
  const intent = await app.inject({ method: 'POST', url: '/api/v3/users/credit_cards/setup_intents', headers: user.headers });
  if (intent.statusCode !== 201) throw new Error(`setup intent: ${intent.statusCode} ${intent.body}`);
  const clientSecret: string = intent.json().data.attributes.client_secret;
  const setupIntentId = clientSecret.split('_secret_')[0];
  const confirm = await app.inject({
    method: 'POST',
    url: `/api/sandbox-gateway/v1/setup_intents/${setupIntentId}/confirm`,
    payload: {
      clientSecret,
      card: { number, expMonth, expYear, cvc: '123' },
      billingDetails: { name, addressLine1: '1 Main St', addressCity: 'Austin', addressState: 'TX', addressZip: '78701' },
    },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
  let { paymentMethod } = confirm.json() as { status: string; paymentMethod: string };
  if (confirm.json().status === 'requires_action') {
    const authenticated = await app.inject({
      method: 'POST',
      url: `/api/sandbox-gateway/v1/setup_intents/${setupIntentId}/authenticate`,
      payload: { clientSecret, approve: true },
    });
    if (authenticated.statusCode !== 200) throw new Error(`authenticate: ${authenticated.statusCode} ${authenticated.body}`);
    ({ paymentMethod } = authenticated.json());
  }
  const saved = await app.inject({
    method: 'POST',
    url: '/api/v3/users/credit_cards',
    headers: user.headers,
    payload: { stripe_customer_token: paymentMethod },
  });
  if (saved.statusCode !== 201) throw new Error(`save card: ${saved.statusCode} ${saved.body}`);
  const card = saved.json().data;
  return { id: card.id, paymentMethod, last4: card.attributes.last4, brand: card.attributes.brand };
}

/**
 * The whole server with Stripe keys, its Stripe calls going to a local fake of Stripe's API (test/fake-stripe), and
 * the browser's part (Stripe.js confirming setups) as an SDK client of the fake. `close` stops all three.
 *
 *   const stripe = await startServerWithFakeStripe({ publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' });
 */
export async function startServerWithFakeStripe(keys: { secretKey?: string; publishableKey: string; webhookSecret: string }) {
  const secretKey = keys.secretKey ?? 'sk_test_pitstop';
  const fake = await startFakeStripe();
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '100000',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_BASE: fake.url,
  });
  const app = await buildApp(config, { database });
  const { hostname, port } = new URL(fake.url);
  const browser = new Stripe(secretKey, { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
  const close = async () => {
    await app.close();
    await database.close();
    await fake.close();
  };
  return { fake, database, app, browser, close };
}
