import { randomUUID } from 'node:crypto';
import { paymentMessages } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { loadConfig } from '../../config.ts';
import { creditCards, paymentAuthorisations, sandboxGatewayPaymentMethods } from '../../db/schema/index.ts';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { sandboxPaymentsNotice } from './create-payment-gateway.ts';
import { ORPHAN_HOLD_AGE_MS } from './payments.module.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

const CARDS = '/api/v3/users/credit_cards';
const GATEWAY = '/api/sandbox-gateway/v1';
const BILLING = { name: 'Alex Driver', addressLine1: '1 Main St', addressCity: 'Austin', addressState: 'TX', addressZip: '78701' };
const NEW_DETAILS = {
  name: 'Alex B. Driver',
  exp_month: 4,
  exp_year: 2033,
  address_line1: '500 Congress Ave',
  address_line2: 'Suite 2',
  address_city: 'Austin',
  address_state: 'tx',
  address_zip: '78701',
};

describe('saved cards and the sandbox gateway over HTTP', async () => {
  const { app, database } = await build();
  const db = database.db;
  let alice: CreatedUser;
  let bob: CreatedUser;

  beforeAll(async () => {
    alice = await createUser(app, { email: 'alice.cards@example.com' });
    bob = await createUser(app, { email: 'bob.cards@example.com' });
  });

  const setupIntent = async (user: CreatedUser) => {
    const response = await app.inject({ method: 'POST', url: `${CARDS}/setup_intents`, headers: user.headers });
    expect(response.statusCode).toBe(201);
    const clientSecret: string = response.json().data.attributes.client_secret;
    return { clientSecret, id: clientSecret.split('_secret_')[0]! };
  };
  const confirm = (intent: { id: string; clientSecret: string }, number: string, card: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: `${GATEWAY}/setup_intents/${intent.id}/confirm`,
      payload: { clientSecret: intent.clientSecret, card: { number, expMonth: 12, expYear: 2034, cvc: '123', ...card }, billingDetails: BILLING },
    });
  const save = (user: CreatedUser, token: unknown) => app.inject({ method: 'POST', url: CARDS, headers: user.headers, payload: { stripe_customer_token: token } });
  const details = (response: { json(): any }) => response.json().errors.map((error: { detail: string }) => error.detail);

  it('walks the browser’s path: setup intent → gateway confirm with the number → POST credit_cards → list', async () => {
    const response = await app.inject({ method: 'POST', url: `${CARDS}/setup_intents`, headers: alice.headers });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    const attributes = response.json().data.attributes;
    expect(attributes).toMatchObject({ gateway: 'sandbox', publishable_key: null });
    expect(attributes.client_secret).toMatch(/^seti_sandbox_[0-9a-f]+_secret_[0-9a-f]+$/);
    const intent = { clientSecret: attributes.client_secret, id: attributes.client_secret.split('_secret_')[0] };

    const confirmed = await confirm(intent, '4242 4242 4242 4242');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', paymentMethod: expect.stringMatching(/^pm_sandbox_/) });

    const saved = await save(alice, confirmed.json().paymentMethod);
    expect(saved.statusCode).toBe(201);
    const card = saved.json().data;
    expect(card.type).toBe('credit_cards');
    expect(card.attributes).toMatchObject({
      type: 'Visa',
      brand: 'visa',
      last4: '4242',
      payment_token: confirmed.json().paymentMethod,
      customer_id: expect.stringMatching(/^cus_sandbox_/),
      stripe_card_info: { name: 'Alex Driver', exp_month: 12, exp_year: 2034, address_line1: '1 Main St', address_city: 'Austin', address_state: 'TX', address_zip: '78701', address_line2: null },
      expired: false,
      in_use: false,
    });

    // The same payment method again (a retry, a double click): the same card, 200.
    const again = await save(alice, confirmed.json().paymentMethod);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(card.id);

    const list = await app.inject({ method: 'GET', url: CARDS, headers: alice.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.count).toBe(1);
    expect(list.json().data.map((item: { id: string }) => item.id)).toEqual([card.id]);

    const one = await app.inject({ method: 'GET', url: `${CARDS}/${card.id}`, headers: alice.headers });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attributes.last4).toBe('4242');
  });

  it('makes one gateway customer per user, however many setups', async () => {
    const first = await setupIntent(bob);
    const second = await setupIntent(bob);
    expect(first.id).not.toBe(second.id);
    await confirm(first, '4242424242424242');
    await confirm(second, '5555555555554444');
    const [a, b] = await Promise.all([
      save(bob, (await app.inject({ method: 'POST', url: `${GATEWAY}/setup_intents/${first.id}/confirm`, payload: { clientSecret: first.clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' }, billingDetails: BILLING } })).json().paymentMethod),
      save(bob, (await app.inject({ method: 'POST', url: `${GATEWAY}/setup_intents/${second.id}/confirm`, payload: { clientSecret: second.clientSecret, card: { number: '5555555555554444', expMonth: 12, expYear: 2034, cvc: '123' }, billingDetails: BILLING } })).json().paymentMethod),
    ]);
    expect(a.json().data.attributes.customer_id).toBe(b.json().data.attributes.customer_id);
  });

  it('shows the gateway’s refusals at confirm in its words (402), and a wrong secret as no intent (404)', async () => {
    const intent = await setupIntent(alice);
    const declined = await confirm(intent, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    const expired = await confirm(intent, '4000000000000069');
    expect(expired.statusCode).toBe(402);
    expect(expired.json().message).toBe('Your card has expired.');
    const wrong = await confirm({ id: intent.id, clientSecret: `${intent.id}_secret_guess` }, '4242424242424242');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('not_found');
  });

  it('asks for authentication with 4000 0025 0000 3155: approved it saves, refused it is declined', async () => {
    const intent = await setupIntent(alice);
    const confirmed = await confirm(intent, '4000002500003155');
    expect(confirmed.json().status).toBe('requires_action');
    // Not usable until authenticated.
    const early = await save(alice, confirmed.json().paymentMethod);
    expect(early.statusCode).toBe(402);
    const approved = await app.inject({ method: 'POST', url: `${GATEWAY}/setup_intents/${intent.id}/authenticate`, payload: { clientSecret: intent.clientSecret, approve: true } });
    expect(approved.json()).toEqual({ status: 'succeeded', paymentMethod: confirmed.json().paymentMethod });
    expect((await save(alice, confirmed.json().paymentMethod)).statusCode).toBe(201);

    const other = await setupIntent(alice);
    await confirm(other, '4000002500003155');
    const refused = await app.inject({ method: 'POST', url: `${GATEWAY}/setup_intents/${other.id}/authenticate`, payload: { clientSecret: other.clientSecret, approve: false } });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('We are unable to authenticate your payment method. Please choose a different payment method and try again.');
  });

  it('refuses bad input with the contract’s words (422)', async () => {
    const empty = await app.inject({ method: 'POST', url: CARDS, headers: alice.headers, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(details(empty)).toContain(paymentMessages.tokenRequired);

    const intent = await setupIntent(alice);
    const badNumber = await confirm(intent, '4242-4242');
    expect(badNumber.statusCode).toBe(422);
    expect(badNumber.json().message).toContain('Your card number is invalid.');
    const badCvc = await confirm(intent, '4242424242424242', { cvc: '1' });
    expect(badCvc.statusCode).toBe(422);
    expect(badCvc.json().message).toContain("Your card's security code is invalid.");

    const card = await saveTestCard(app, alice);
    const put = (body: Record<string, unknown>) => app.inject({ method: 'PUT', url: `${CARDS}/${card.id}`, headers: alice.headers, payload: { new_card_details: { ...NEW_DETAILS, ...body } } });
    expect(details(await put({ address_zip: '787' }))).toContain('Please enter a valid Zip code');
    expect(details(await put({ name: '' }))).toContain(paymentMessages.nameRequired);
    expect(details(await put({ address_line1: ' ' }))).toContain('Address line 1 is required.');
    expect(details(await put({ address_city: '' }))).toContain('City is required.');
    // docs/product/money-and-shop-bookings.md: a billing address needs line 1, city and zip; the state is optional, but two letters when given.
    expect(details(await put({ address_state: 'Texas' }))).toContain('Please enter a valid State');
    const noState = await put({ address_state: '' });
    expect(noState.statusCode, noState.body).toBe(200);
    expect(noState.json().data.attributes.stripe_card_info.address_state).toBe('');
    const withoutState = await app.inject({
      method: 'POST',
      url: `${GATEWAY}/setup_intents/${intent.id}/confirm`,
      payload: { clientSecret: intent.clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' }, billingDetails: { ...BILLING, addressState: undefined } },
    });
    expect(withoutState.statusCode, withoutState.body).toBe(200);
    // An expiry already past: the card could not be used.
    const past = await put({ exp_month: 1, exp_year: 2020 });
    expect(past.statusCode).toBe(422);
    expect(details(past)).toContain(paymentMessages.expiryInvalid);
  });

  it('refuses a brand outside the accepted ones', async () => {
    const intent = await setupIntent(alice);
    const jcb = await confirm(intent, '3566002020360505');
    expect(jcb.statusCode).toBe(200);
    const saved = await save(alice, jcb.json().paymentMethod);
    expect(saved.statusCode).toBe(422);
    expect(details(saved)).toEqual([paymentMessages.cardNotAccepted]);
  });

  it('another user’s card or payment method is not found (404), for every call', async () => {
    const card = await saveTestCard(app, alice, { number: '6011111111111117' });
    expect((await save(bob, card.paymentMethod)).statusCode).toBe(404);
    expect((await save(bob, 'pm_sandbox_unknown')).statusCode).toBe(404);
    for (const [method, payload] of [['GET', undefined], ['PUT', { new_card_details: NEW_DETAILS }], ['DELETE', undefined]] as const) {
      const response = await app.inject({ method, url: `${CARDS}/${card.id}`, headers: bob.headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, method).toBe(404);
      expect(details(response), method).toEqual([paymentMessages.cardNotFound]);
    }
    expect((await app.inject({ method: 'GET', url: `${CARDS}/${randomUUID()}`, headers: alice.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${CARDS}/not-a-uuid`, headers: alice.headers })).statusCode).toBe(404);
    const bobs = await app.inject({ method: 'GET', url: CARDS, headers: bob.headers });
    expect(bobs.json().data.map((item: { id: string }) => item.id)).not.toContain(card.id);
    // Still Alice's, unchanged.
    const [row] = await db.select().from(creditCards).where(eq(creditCards.id, card.id));
    expect(row).toMatchObject({ userId: alice.user.id, name: 'Alex Driver', deletedAt: null });
  });

  it('asks for a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: CARDS })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `${CARDS}/setup_intents` })).statusCode).toBe(401);
  });

  it('updates a card at the gateway and here', async () => {
    const card = await saveTestCard(app, alice, { number: '378282246310005' });
    const response = await app.inject({ method: 'PUT', url: `${CARDS}/${card.id}`, headers: alice.headers, payload: { id: card.id, new_card_details: NEW_DETAILS } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      type: 'American Express',
      last4: '0005',
      stripe_card_info: { name: 'Alex B. Driver', exp_month: 4, exp_year: 2033, address_line1: '500 Congress Ave', address_line2: 'Suite 2', address_state: 'TX' },
    });
    const [atGateway] = await db.select().from(sandboxGatewayPaymentMethods).where(eq(sandboxGatewayPaymentMethods.id, card.paymentMethod));
    expect(atGateway).toMatchObject({ expMonth: 4, expYear: 2033, billingDetails: { name: 'Alex B. Driver', addressLine1: '500 Congress Ave' } });
  });

  it('refuses to delete a card backing an open hold or still needed elsewhere (409), then deletes and detaches it', async () => {
    const card = await saveTestCard(app, alice, { number: '5555555555554444' });
    const { authorisationId } = await app.payments.authorise({
      userId: alice.user.id,
      cardId: card.id,
      amountCents: 15_000,
      idempotencyKey: `test:${randomUUID()}`,
      purpose: 'Brakes',
      reference: 'offer:1',
    });
    const listed = await app.inject({ method: 'GET', url: `${CARDS}/${card.id}`, headers: alice.headers });
    expect(listed.json().data.attributes.in_use).toBe(true);
    const refused = await app.inject({ method: 'DELETE', url: `${CARDS}/${card.id}`, headers: alice.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'card_in_use', detail: paymentMessages.cardInUse });

    await app.payments.release(authorisationId, `release:${authorisationId}`);

    const deleted = await app.inject({ method: 'DELETE', url: `${CARDS}/${card.id}`, headers: alice.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${CARDS}/${card.id}`, headers: alice.headers })).statusCode).toBe(404);
    const list = await app.inject({ method: 'GET', url: CARDS, headers: alice.headers });
    expect(list.json().data.map((item: { id: string }) => item.id)).not.toContain(card.id);
    const [atGateway] = await db.select().from(sandboxGatewayPaymentMethods).where(eq(sandboxGatewayPaymentMethods.id, card.paymentMethod));
    expect(atGateway!.customerId).toBeNull();
    await expect(app.payments.findUsableCard(alice.user.id, card.id)).rejects.toMatchObject({ code: 'not_found' });
    expect((await app.inject({ method: 'DELETE', url: `${CARDS}/${card.id}`, headers: alice.headers })).statusCode).toBe(404);
  });

  it('tells the web app no publishable key with the sandbox', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.json().payments).toEqual({ processor: 'stripe', publishableKey: null });
  });

  it('refuses a Stripe secret key without a publishable key (the browser could not save cards)', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY',
    );
  });
});

describe('the reconciliation job', async () => {
  const { app, database } = await build();

  it('releases a hold no booking took once it is older than a booking could take, and leaves a young one', async () => {
    const carol = await createUser(app, { email: 'carol.orphan@example.com' });
    const card = await saveTestCard(app, carol, { number: '4242424242424242' });
    const hold = (reference: string) =>
      app.payments.authorise({
        userId: carol.user.id,
        cardId: card.id,
        amountCents: 5_000,
        idempotencyKey: `test:${randomUUID()}`,
        purpose: 'booking',
        reference,
      });
    const orphan = await hold('crashed-before-commit');
    app.clock.advance!(ORPHAN_HOLD_AGE_MS + 60_000);
    const young = await hold('still-booking');
    try {
      await app.jobs.runNow(RECURRING_JOBS.reconcilePayments.name);
      const statusOf = async (id: string) =>
        (await database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, id)))[0]!.status;
      expect(await statusOf(orphan.authorisationId)).toBe('released');
      expect(await statusOf(young.authorisationId)).toBe('authorised');
    } finally {
      app.clock.reset!();
    }
  });
});

describe('the start-up warning of test-mode payments', () => {
  it('says cards go to the sandbox and no real card is charged, without Stripe; nothing with Stripe', () => {
    expect(sandboxPaymentsNotice(loadConfig({ NODE_ENV: 'test' }))).toBe(
      'Payments are in test mode (no STRIPE_SECRET_KEY): cards go to the local sandbox gateway, which takes Stripe test card numbers and charges no real card. Pages that add or charge a card say "Test mode".',
    );
    expect(sandboxPaymentsNotice(loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }))).toBeNull();
  });
});
