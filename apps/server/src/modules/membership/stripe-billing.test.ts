import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { type FakeStripe, signedStripeEvent, type StripeObject } from '../../../test/fake-stripe/index.ts';
import { membershipLookups } from '../../../test/membership.ts';
import { startServerWithFakeStripe } from '../../../test/payments.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages, stripeEvents, subscriptionOptions, subscriptionPayments, subscriptions } from '../../db/schema/index.ts';
import { priceLookupKey, STRIPE_WEBHOOK_PATH } from '../payments/index.ts';
import { seedDemoMembership } from './index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- replies are read as the JSON they are */

const SECRET_KEY = 'sk_test_pitstop_billing';
const WEBHOOK_SECRET = 'whsec_pitstop_billing';
const BASE = '/api/membership/v1';

/**
 * Memberships on Stripe Billing (ADR 058): the whole server with Stripe keys, its calls going to the local fake of
 * Stripe's API through the real SDK; what Stripe does at a period's end is played by the fake, and its webhook
 * events are delivered signed, as Stripe sends them.
 */
describe('memberships on Stripe Billing (local fake Stripe API)', () => {
  let fake: FakeStripe;
  let database: Database;
  let app: FastifyInstance;
  let browser: Stripe;
  let partnerHeader: Record<string, string>;
  let planId: string;
  let sixMonths: typeof subscriptionOptions.$inferSelect;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ fake, database, app, browser, close } = await startServerWithFakeStripe({
      secretKey: SECRET_KEY,
      publishableKey: 'pk_test_pitstop_billing',
      webhookSecret: WEBHOOK_SECRET,
    }));
    await seedDemoMembership(database.db, { slug: app.config.brandSlug, name: app.config.brandName });
    const { partnerId, planOf } = membershipLookups(database.db);
    partnerHeader = { 'x-partner-id': await partnerId(app.config.brandSlug) };
    planId = await planOf('plus', 'standard');
    [sixMonths] = (await database.db.select().from(subscriptionOptions).where(eq(subscriptionOptions.name, 'plus-6-months'))) as [typeof sixMonths];
  });
  afterAll(() => close?.());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, caller: CreatedUser, payload?: object) =>
    app.inject({ method, url: `${BASE}${path}`, headers: { ...caller.headers, ...partnerHeader }, ...(payload ? { payload } : {}) });
  const expectStatus = async (reply: Promise<{ statusCode: number; body: string; json: () => any }>, status: number) => {
    const answered = await reply;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json();
  };

  /** A card saved as the web app saves one: a setup intent confirmed by Stripe.js with the card, then saved. */
  async function savedCard(user: CreatedUser, token = 'pm_card_visa'): Promise<string> {
    const intent = await expectStatus(call('POST', '/my-subscriptions/stripe/setup-intent', user, {}), 200);
    const setup = await browser.setupIntents.confirm(intent.clientSecret.split('_secret_')[0], { payment_method: token });
    await expectStatus(app.inject({ method: 'POST', url: '/api/v3/users/credit_cards', headers: user.headers, payload: { stripe_customer_token: setup.payment_method } }), 201);
    return String(setup.payment_method);
  }

  async function joined(token = 'pm_card_visa') {
    const user = await createUser(app, { confirmed: true });
    const card = await savedCard(user, token);
    const body = await expectStatus(call('POST', '/my-subscriptions/subscribe', user, { programPlanId: planId, subscriptionOptionId: sixMonths.id, paymentToken: card }), 201);
    return { user, card, body, stripeId: body.masterId as string };
  }

  const row = async (id: string) => (await database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const paymentsOf = (id: string) => database.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.subscriptionId, id));
  const mailsTo = async (user: CreatedUser, template: string) =>
    (await database.db.select().from(outboxMessages).where(eq(outboxMessages.to, user.user.email))).filter((mail) => mail.template === template);
  const at = (seconds: number) => new Date(seconds * 1000);

  /** Stripe's delivery of an event about `object`, made `ageSeconds` ago (within the signature's tolerance). */
  function signed(type: string, object: StripeObject, ageSeconds = 0) {
    return signedStripeEvent(type, object, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - ageSeconds);
  }
  async function deliver(event: { payload: string; signature: string }, status = 200) {
    const response = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(response.statusCode, response.body).toBe(status);
    return response;
  }

  it("joins on Stripe's subscription: the first invoice paid on the card, its period, its id as the processor's", async () => {
    const { body, card, stripeId } = await joined();
    const atStripe = fake.subscriptions.get(stripeId)!;
    expect(atStripe).toMatchObject({ status: 'active', default_payment_method: card, metadata: { subscription_id: body.id } });
    const item = (atStripe.items as any).data[0];
    expect(item.price).toMatchObject({ unit_amount: 5999, recurring: { interval: 'month', interval_count: 6 } });
    expect(item.price.lookup_key).toBe(priceLookupKey({ optionId: sixMonths.id, amountCents: 5999, intervalMonths: 6, productName: '' }));
    expect(body).toMatchObject({ status: 'active', currentPeriodStart: at(item.current_period_start).toISOString(), currentPeriodEnd: at(item.current_period_end).toISOString() });
    expect(await row(body.id)).toMatchObject({ renewedBy: 'stripe', processorSubscriptionId: stripeId });
    const [payment] = await paymentsOf(body.id);
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 5999, gatewayRef: atStripe.latest_invoice });
    expect(fake.invoices.get(String(atStripe.latest_invoice))).toMatchObject({ status: 'paid', amount_paid: 5999, billing_reason: 'subscription_create' });

    // Another member of the same option: the same price at Stripe, found by its lookup key.
    const prices = fake.prices.size;
    const second = await joined();
    expect((fake.subscriptions.get(second.stripeId)!.items as any).data[0].price.id).toBe(item.price.id);
    expect(fake.prices.size).toBe(prices);
  });

  it('a declined card is 402 with the bank’s words and leaves nothing behind, here or at Stripe', async () => {
    const user = await createUser(app, { confirmed: true });
    const card = await savedCard(user, 'pm_card_chargeDeclinedInsufficientFunds');
    const subscriptionsAtStripe = fake.subscriptions.size;
    const refused = await expectStatus(call('POST', '/my-subscriptions/subscribe', user, { programPlanId: planId, subscriptionOptionId: sixMonths.id, paymentToken: card }), 402);
    expect(refused.message).toBe('Your card has insufficient funds.');
    expect(await database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id))).toEqual([]);
    expect(fake.subscriptions.size).toBe(subscriptionsAtStripe);
  });

  it('cancel stops Stripe at the period’s end; renewing resumes it; twice is 409; another member’s is 404', async () => {
    const { user, body, stripeId } = await joined();
    const stranger = await createUser(app, { confirmed: true });
    await expectStatus(call('DELETE', `/my-subscriptions/${body.id}/cancel`, stranger), 404);
    expect(fake.subscriptions.get(stripeId)!.cancel_at_period_end).toBe(false);

    const canceled = await expectStatus(call('DELETE', `/my-subscriptions/${body.id}/cancel`, user), 200);
    expect(canceled.status).toBe('canceled');
    expect(fake.subscriptions.get(stripeId)!.cancel_at_period_end).toBe(true);
    await expectStatus(call('DELETE', `/my-subscriptions/${body.id}/cancel`, user), 409);

    const renewed = await expectStatus(call('POST', '/my-subscriptions/subscribe', user, { programPlanId: planId, subscriptionOptionId: sixMonths.id, processorSubscriptionId: stripeId }), 201);
    expect(renewed).toMatchObject({ status: 'active', canceledAt: null });
    expect(fake.subscriptions.get(stripeId)!.cancel_at_period_end).toBe(false);
    // Cancelled again after the resume: a new action at Stripe (not the first cancel's key replayed).
    await expectStatus(call('DELETE', `/my-subscriptions/${body.id}/cancel`, user), 200);
    expect(fake.subscriptions.get(stripeId)!.cancel_at_period_end).toBe(true);
  });

  it('a card change sets the default payment method of the Stripe subscription', async () => {
    const { user, body, stripeId } = await joined();
    const other = await savedCard(user, 'pm_card_mastercard');
    const changed = await expectStatus(call('PUT', `/my-subscriptions/${body.id}`, user, { paymentMethodId: other }), 200);
    expect(changed.paymentMethod).toMatchObject({ paymentToken: other, last4: '4444' });
    expect(fake.subscriptions.get(stripeId)!.default_payment_method).toBe(other);
  });

  it('invoice.paid renews to the invoice’s period with a payment; the same event again changes nothing', async () => {
    const { user, body, stripeId } = await joined();
    const { invoice } = fake.renewSubscription(stripeId);
    const event = signed('invoice.paid', invoice);
    await deliver(event);
    const line = (invoice.lines as any).data[0].period;
    expect(await row(body.id)).toMatchObject({ status: 'active', currentPeriodStart: at(line.start), currentPeriodEnd: at(line.end) });
    const payments = await paymentsOf(body.id);
    expect(payments).toHaveLength(2);
    expect(payments.find((payment) => payment.gatewayRef === invoice.id)).toMatchObject({ status: 'succeeded', amountCents: 5999 });

    const before = await row(body.id);
    await deliver(event);
    expect(await row(body.id)).toEqual(before);
    expect(await paymentsOf(body.id)).toHaveLength(2);
    expect(await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.eventId))).toHaveLength(1);
    const history = await expectStatus(call('GET', `/my-subscriptions/${body.id}/payments?total=true`, user), 200);
    expect(history.count).toBe(2);
  });

  it('invoice.payment_failed: past due, a failed payment in Stripe’s words, an email; a new card pays the open invoice', async () => {
    const { user, body, stripeId, card } = await joined();
    const paidEnd = (await row(body.id)).currentPeriodEnd;
    const { invoice, subscription } = fake.renewSubscription(stripeId, { decline: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
    await deliver(signed('customer.subscription.updated', subscription));
    expect(await row(body.id)).toMatchObject({ status: 'past_due', currentPeriodEnd: paidEnd });
    const failed = signed('invoice.payment_failed', invoice);
    await deliver(failed);
    expect(await row(body.id)).toMatchObject({ status: 'past_due', currentPeriodEnd: paidEnd });
    // Delivered again (Stripe retries a delivery it thinks lost): no second email, no second failed payment.
    await deliver(failed);
    expect((await paymentsOf(body.id)).filter((payment) => payment.status === 'failed')).toHaveLength(1);
    expect((await paymentsOf(body.id)).find((payment) => payment.status === 'failed')).toMatchObject({
      gatewayRef: invoice.id,
      failureMessage: 'Your card has insufficient funds.',
    });
    expect(await mailsTo(user, 'membership-payment-failed')).toHaveLength(1);

    // A card that declines too: 402 in its words, the subscription keeps its card, here and at Stripe.
    const declining = await savedCard(user, 'pm_card_chargeDeclined');
    const refused = await expectStatus(call('PUT', `/my-subscriptions/${body.id}`, user, { paymentMethodId: declining }), 402);
    expect(refused.message).toBe('Your card was declined.');
    expect(fake.subscriptions.get(stripeId)!.default_payment_method).toBe(card);
    expect((await row(body.id)).status).toBe('past_due');

    const good = await savedCard(user, 'pm_card_mastercard');
    const paid = await expectStatus(call('PUT', `/my-subscriptions/${body.id}`, user, { paymentMethodId: good }), 200);
    const line = (invoice.lines as any).data[0].period;
    expect(paid).toMatchObject({ status: 'active', currentPeriodEnd: at(line.end).toISOString(), paymentMethod: { paymentToken: good } });
    expect(fake.invoices.get(String(invoice.id))!.status).toBe('paid');
    expect(fake.subscriptions.get(stripeId)).toMatchObject({ status: 'active', default_payment_method: good });
    const succeeded = (await paymentsOf(body.id)).filter((payment) => payment.status === 'succeeded');
    expect(succeeded).toHaveLength(2);
    // Stripe's own word of that payment: already recorded, nothing more.
    await deliver(signed('invoice.paid', fake.invoices.get(String(invoice.id))!));
    expect((await paymentsOf(body.id)).filter((payment) => payment.status === 'succeeded')).toHaveLength(2);
  });

  it('customer.subscription.updated: cancelled at the period’s end and resumed at Stripe; deleted: expired with an email', async () => {
    const { user, body, stripeId } = await joined();
    const atStripe = fake.subscriptions.get(stripeId)!;
    await deliver(signed('customer.subscription.updated', { ...atStripe, cancel_at_period_end: true }));
    expect(await row(body.id)).toMatchObject({ status: 'canceled' });
    await deliver(signed('customer.subscription.updated', { ...atStripe, cancel_at_period_end: false }));
    expect(await row(body.id)).toMatchObject({ status: 'active', canceledAt: null });

    await deliver(signed('customer.subscription.deleted', fake.endSubscription(stripeId)));
    expect((await row(body.id)).status).toBe('expired');
    expect(await mailsTo(user, 'membership-expired')).toHaveLength(1);
    // Joining again is possible: the expired one is over.
    const again = await expectStatus(call('POST', '/my-subscriptions/subscribe', user, { programPlanId: planId, subscriptionOptionId: sixMonths.id, paymentToken: String(atStripe.default_payment_method) }), 201);
    expect(again.status).toBe('active');
  });

  it('events out of order never move a membership back', async () => {
    const { body, stripeId } = await joined();
    const firstPeriodEnd = (await row(body.id)).currentPeriodEnd;
    // Stripe's renewal failed (an older event) and was then paid: the newer events arrive first.
    const failed = fake.renewSubscription(stripeId, { decline: { code: 'card_declined', message: 'Your card was declined.' } });
    const pastDue = signed('customer.subscription.updated', failed.subscription, 120);
    const refused = signed('invoice.payment_failed', failed.invoice, 120);
    const paidInvoice = { ...failed.invoice, status: 'paid', amount_paid: 5999, attempt_count: 2 };
    await deliver(signed('invoice.paid', paidInvoice, 10));
    await deliver(signed('customer.subscription.updated', { ...failed.subscription, status: 'active' }, 10));
    const renewed = await row(body.id);
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(firstPeriodEnd!.getTime());

    await deliver(refused);
    await deliver(pastDue);
    expect(await row(body.id)).toMatchObject({ status: 'active', currentPeriodEnd: renewed.currentPeriodEnd });
    expect((await paymentsOf(body.id)).filter((payment) => payment.status === 'failed')).toEqual([]);
    // An invoice of the first period, delivered late, moves nothing either.
    const first = fake.invoices.get(String((await paymentsOf(body.id)).find((payment) => payment.idempotencyKey?.startsWith('subscribe:'))!.gatewayRef))!;
    await deliver(signed('invoice.paid', first, 200));
    expect(await row(body.id)).toMatchObject({ status: 'active', currentPeriodEnd: renewed.currentPeriodEnd });
  });

  it('refuses a delivery with a bad signature (400) and changes nothing', async () => {
    const { body, stripeId } = await joined();
    const ended = fake.endSubscription(stripeId);
    await deliver(signedStripeEvent('customer.subscription.deleted', ended, 'whsec_someone_else'), 400);
    const event = signed('customer.subscription.deleted', ended);
    await deliver({ payload: event.payload.replace('"canceled"', '"active"'), signature: event.signature }, 400);
    expect((await row(body.id)).status).toBe('active');
  });

  it('the renewal job leaves what Stripe renews to Stripe', async () => {
    const { body } = await joined();
    const before = await row(body.id);
    await app.membership.renewSubscriptions(new Date(before.currentPeriodEnd!.getTime() + 30 * 86_400_000));
    expect(await row(body.id)).toEqual(before);
    expect(await paymentsOf(body.id)).toHaveLength(1);
  });
});
