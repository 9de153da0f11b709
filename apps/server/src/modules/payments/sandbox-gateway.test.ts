import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/index.ts';
import type { Database } from '../../db/client.ts';
import { sandboxGatewayCustomers, sandboxGatewayPaymentIntents, sandboxGatewayPaymentMethods } from '../../db/schema/index.ts';
import { GatewayError } from './gateway.ts';
import { brandOf, luhnValid, SANDBOX_MESSAGES, SandboxGateway } from './sandbox-gateway.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BILLING = {
  name: 'Alex Driver',
  addressLine1: '1 Main St',
  addressLine2: null,
  addressCity: 'Austin',
  addressState: 'TX',
  addressZip: '78701',
  addressCountry: 'US',
};

/** A clock the test moves by hand. */
class ManualClock {
  constructor(public current = new Date('2026-11-25T12:00:00Z')) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return { code: (error as GatewayError).code, message: (error as GatewayError).message };
};

describe('the sandbox payment gateway', async () => {
  let database: Database;
  let clock: ManualClock;
  let gateway: SandboxGateway;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = new ManualClock();
    gateway = new SandboxGateway(database.db, clock);
    return () => database.close();
  });

  const customer = () => gateway.createCustomer({ userId: randomUUID(), email: 'alex@example.com', name: 'Alex' }, `customer:${randomUUID()}`);
  const setup = async (customerId?: string) => {
    const id = customerId ?? (await customer()).customerId;
    const intent = await gateway.createSetupIntent(id, `seti:${randomUUID()}`);
    return { customerId: id, ...intent };
  };
  const confirm = (intent: { id: string; clientSecret: string }, number: string, expiry = { expMonth: 12, expYear: 2030 }) =>
    gateway.confirmSetup(intent.id, intent.clientSecret, { number, ...expiry, cvc: '123', billingDetails: BILLING });
  const savedCard = async (number: string) => {
    const intent = await setup();
    const { paymentMethod } = await confirm(intent, number);
    return { customerId: intent.customerId, paymentMethodId: paymentMethod };
  };
  const authorise = (card: { customerId: string; paymentMethodId: string }, amountCents = 10_000, idempotencyKey = `pi:${randomUUID()}`) =>
    gateway.authorise({ ...card, amountCents, idempotencyKey, description: 'Brakes', metadata: { reference: 'test' } });

  it('gives ids and client secrets shaped like Stripe’s', async () => {
    const { customerId } = await customer();
    expect(customerId).toMatch(/^cus_sandbox_[0-9a-f]{24}$/);
    const intent = await gateway.createSetupIntent(customerId, `seti:${randomUUID()}`);
    expect(intent.id).toMatch(/^seti_sandbox_[0-9a-f]{24}$/);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
  });

  it('4242 4242 4242 4242 saves a Visa and holds succeed', async () => {
    const intent = await setup();
    const result = await confirm(intent, '4242 4242 4242 4242');
    expect(result.status).toBe('succeeded');
    expect(result.paymentMethod).toMatch(/^pm_sandbox_/);
    const card = await gateway.retrieveCard(intent.customerId, result.paymentMethod);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, name: 'Alex Driver', addressZip: '78701' });
    const hold = await authorise({ customerId: intent.customerId, paymentMethodId: result.paymentMethod });
    expect(hold.authorisationId).toMatch(/^pi_sandbox_/);
  });

  it('4000 0000 0000 0002 is declined at setup, and the intent takes another card', async () => {
    const intent = await setup();
    expect(await refusalOf(confirm(intent, '4000000000000002'))).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    expect(await database.db.select().from(sandboxGatewayPaymentMethods).where(eq(sandboxGatewayPaymentMethods.customerId, intent.customerId))).toHaveLength(0);
    expect((await confirm(intent, '4242424242424242')).status).toBe('succeeded');
  });

  it('4000 0000 0000 0069 is expired at setup', async () => {
    expect(await refusalOf(confirm(await setup(), '4000000000000069'))).toEqual({ code: 'expired_card', message: 'Your card has expired.' });
  });

  it('a past expiry date is expired, a number failing the Luhn check is incorrect', async () => {
    expect(await refusalOf(confirm(await setup(), '4242424242424242', { expMonth: 10, expYear: 2026 }))).toEqual({
      code: 'expired_card',
      message: 'Your card has expired.',
    });
    expect(await refusalOf(confirm(await setup(), '4242424242424241'))).toEqual({ code: 'card_declined', message: 'Your card number is incorrect.' });
  });

  it('4000 0000 0000 9995 saves, its holds fail for insufficient funds', async () => {
    const card = await savedCard('4000000000009995');
    expect(await refusalOf(authorise(card))).toEqual({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });

  it('4000 0000 0000 0341 saves, its holds are declined', async () => {
    const card = await savedCard('4000000000000341');
    expect(await refusalOf(authorise(card))).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
  });

  it('4000 0025 0000 3155 asks for authentication; approved, the setup succeeds and holds work', async () => {
    const intent = await setup();
    const first = await confirm(intent, '4000002500003155');
    expect(first.status).toBe('requires_action');
    expect(await refusalOf(gateway.retrieveCard(intent.customerId, first.paymentMethod))).toMatchObject({ code: 'card_declined' });
    expect(await refusalOf(authorise({ customerId: intent.customerId, paymentMethodId: first.paymentMethod }))).toMatchObject({
      code: 'authentication_required',
    });
    const approved = await gateway.authenticateSetup(intent.id, intent.clientSecret, true);
    expect(approved).toEqual({ status: 'succeeded', paymentMethod: first.paymentMethod });
    expect((await gateway.retrieveCard(intent.customerId, first.paymentMethod)).last4).toBe('3155');
    await authorise({ customerId: intent.customerId, paymentMethodId: first.paymentMethod });
  });

  it('4000 0025 0000 3155 with the authentication failed is declined in Stripe’s words and not saved', async () => {
    const intent = await setup();
    const { paymentMethod } = await confirm(intent, '4000002500003155');
    expect(await refusalOf(gateway.authenticateSetup(intent.id, intent.clientSecret, false))).toEqual({
      code: 'authentication_required',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    expect(await refusalOf(gateway.retrieveCard(intent.customerId, paymentMethod))).toMatchObject({ code: 'not_found' });
  });

  it('checks the client secret: a wrong one is no intent at all', async () => {
    const intent = await setup();
    expect(await refusalOf(gateway.confirmSetup(intent.id, `${intent.id}_secret_wrong`, { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', billingDetails: BILLING }))).toMatchObject({ code: 'not_found' });
    expect(await refusalOf(gateway.authenticateSetup(intent.id, 'nope', true))).toMatchObject({ code: 'not_found' });
  });

  it('never keeps the card number: brand, last four, expiry and billing details only', async () => {
    await savedCard('4000056655665556');
    const { rows } = (await database.db.execute(sql`select row_to_json(m)::text as json from sandbox_gateway_payment_methods m`)) as unknown as {
      rows: { json: string }[];
    };
    const everything = rows.map((row) => row.json).join('\n');
    expect(everything).toContain('5556');
    expect(everything).not.toMatch(/4000056655665556|4242424242424242|4000002500003155/);
  });

  it('tells the brand from the number’s prefix', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('6500000000000002')).toBe('discover');
    expect(brandOf('3056930009020004')).toBe('diners');
    expect(brandOf('36227206271667')).toBe('diners');
    expect(brandOf('3566002020360505')).toBe('jcb');
    expect(brandOf('6200000000000005')).toBe('unionpay');
    expect(brandOf('9999999999999995')).toBe('unknown');
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
  });

  it('is idempotent like Stripe: the same key is the same object; other parameters with it are refused', async () => {
    const key = `customer:${randomUUID()}`;
    const input = { userId: randomUUID(), email: 'same@example.com', name: 'Same' };
    const [a, b] = await Promise.all([gateway.createCustomer(input, key), gateway.createCustomer(input, key)]);
    expect(b.customerId).toBe(a.customerId);
    expect(await database.db.select().from(sandboxGatewayCustomers).where(eq(sandboxGatewayCustomers.email, 'same@example.com'))).toHaveLength(1);
    expect(await refusalOf(gateway.createCustomer({ ...input, name: 'Other' }, key))).toEqual({
      code: 'processing_error',
      message: SANDBOX_MESSAGES.idempotencyMismatch,
    });

    const card = await savedCard('4242424242424242');
    const holdKey = `pi:${randomUUID()}`;
    const holds = await Promise.all([authorise(card, 5_000, holdKey), authorise(card, 5_000, holdKey), authorise(card, 5_000, holdKey)]);
    expect(new Set(holds.map((hold) => hold.authorisationId)).size).toBe(1);
    expect(await database.db.select().from(sandboxGatewayPaymentIntents).where(eq(sandboxGatewayPaymentIntents.paymentMethodId, card.paymentMethodId))).toHaveLength(1);

    // A refusal is kept with its key too: the same answer, even once the card would pass.
    const poor = await savedCard('4000000000009995');
    const poorKey = `pi:${randomUUID()}`;
    expect(await refusalOf(authorise(poor, 5_000, poorKey))).toMatchObject({ code: 'insufficient_funds' });
    await database.db.update(sandboxGatewayPaymentMethods).set({ behaviour: 'succeeds' }).where(eq(sandboxGatewayPaymentMethods.id, poor.paymentMethodId));
    expect(await refusalOf(authorise(poor, 5_000, poorKey))).toMatchObject({ code: 'insufficient_funds' });
  });

  it('captures at most the held amount, once; releases idempotently; a captured hold cannot be released', async () => {
    const card = await savedCard('4242424242424242');
    expect(await refusalOf(authorise(card, 49))).toEqual({ code: 'processing_error', message: SANDBOX_MESSAGES.amountTooSmall });
    const hold = await authorise(card, 10_000);
    expect(await refusalOf(gateway.capture({ authorisationId: hold.authorisationId, amountCents: 10_001, idempotencyKey: `c:${randomUUID()}` }))).toEqual({
      code: 'amount_too_large',
      message: SANDBOX_MESSAGES.captureTooLarge,
    });
    const key = `c:${randomUUID()}`;
    expect(await gateway.capture({ authorisationId: hold.authorisationId, amountCents: 9_000, idempotencyKey: key })).toEqual({ capturedCents: 9_000 });
    expect(await gateway.capture({ authorisationId: hold.authorisationId, amountCents: 9_000, idempotencyKey: key })).toEqual({ capturedCents: 9_000 });
    expect(await refusalOf(gateway.capture({ authorisationId: hold.authorisationId, amountCents: 9_000, idempotencyKey: `c:${randomUUID()}` }))).toMatchObject({
      code: 'processing_error',
    });
    expect(await refusalOf(gateway.release({ authorisationId: hold.authorisationId, idempotencyKey: `r:${randomUUID()}` }))).toMatchObject({ code: 'processing_error' });

    const other = await authorise(card, 2_000);
    await gateway.release({ authorisationId: other.authorisationId, idempotencyKey: `r:${randomUUID()}` });
    await gateway.release({ authorisationId: other.authorisationId, idempotencyKey: `r:${randomUUID()}` });
    expect(await gateway.readHold(other.authorisationId)).toMatchObject({ status: 'canceled', cancellationReason: 'requested' });
  });

  it('lets a hold lapse 7 days after it was made: capturable until then, canceled after', async () => {
    const card = await savedCard('4242424242424242');
    const early = await authorise(card, 3_000);
    const late = await authorise(card, 3_000);
    expect(late.expiresAt.getTime() - clock.current.getTime()).toBe(7 * DAY_MS);
    clock.advance(7 * DAY_MS - 1_000);
    expect(await gateway.capture({ authorisationId: early.authorisationId, amountCents: 3_000, idempotencyKey: `c:${randomUUID()}` })).toEqual({ capturedCents: 3_000 });
    clock.advance(2_000);
    expect(await refusalOf(gateway.capture({ authorisationId: late.authorisationId, amountCents: 3_000, idempotencyKey: `c:${randomUUID()}` }))).toEqual({
      code: 'processing_error',
      message: SANDBOX_MESSAGES.notCapturable('canceled'),
    });
    expect(await gateway.readHold(late.authorisationId)).toMatchObject({ status: 'canceled', cancellationReason: 'expired' });
    // Releasing a lapsed hold is a no-op, as canceling a canceled PaymentIntent.
    await gateway.release({ authorisationId: late.authorisationId, idempotencyKey: `r:${randomUUID()}` });
  });

  it('keeps its state in the database: a second node sees the first one’s objects', async () => {
    const otherNode = new SandboxGateway(database.db, clock);
    const intent = await setup();
    const { paymentMethod } = await otherNode.confirmSetup(intent.id, intent.clientSecret, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      billingDetails: BILLING,
    });
    expect((await gateway.retrieveCard(intent.customerId, paymentMethod)).last4).toBe('4242');
  });

  it('updates and detaches a card', async () => {
    const card = await savedCard('5555555555554444');
    const updated = await gateway.updateCard(card.paymentMethodId, { ...BILLING, name: 'Alex B. Driver', expMonth: 3, expYear: 2031 }, `u:${randomUUID()}`);
    expect(updated).toMatchObject({ name: 'Alex B. Driver', expMonth: 3, expYear: 2031, brand: 'mastercard', last4: '4444' });
    await gateway.detachCard(card.paymentMethodId, `d:${card.paymentMethodId}`);
    expect(await refusalOf(gateway.retrieveCard(card.customerId, card.paymentMethodId))).toMatchObject({ code: 'not_found' });
    expect(await refusalOf(authorise(card))).toMatchObject({ code: 'not_found' });
  });
});
