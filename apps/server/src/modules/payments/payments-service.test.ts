import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { creditCards, paymentAuthorisations, sandboxGatewayPaymentIntents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { AUTHORISATION_MESSAGES } from './payments-service.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the payments service (app.payments)', async () => {
  const { app, database } = await build();
  const db = database.db;
  const payments = app.payments;
  const sandbox = payments.gateway as SandboxGateway;
  let alice: CreatedUser;
  let bob: CreatedUser;
  let visa: { id: string; paymentMethod: string };

  const hold = (overrides: Partial<Parameters<typeof payments.authorise>[0]> = {}) =>
    payments.authorise({
      userId: alice.user.id,
      cardId: visa.id,
      amountCents: 12_345,
      idempotencyKey: `test:${randomUUID()}`,
      purpose: 'Brake pads at Test Garage',
      reference: `offer:${randomUUID()}`,
      ...overrides,
    });
  const holdsAtGateway = (paymentMethod: string) =>
    db.select().from(sandboxGatewayPaymentIntents).where(eq(sandboxGatewayPaymentIntents.paymentMethodId, paymentMethod));
  const row = async (id: string) => (await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, id)))[0]!;
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    const { code, detail } = error as AppError;
    return { code, detail };
  };

  beforeAll(async () => {
    alice = await createUser(app, { email: 'alice.pays@example.com' });
    bob = await createUser(app, { email: 'bob.pays@example.com' });
    visa = await saveTestCard(app, alice);
  });
  afterEach(() => app.clock.reset?.());

  it('is the sandbox gateway when no Stripe key is configured', () => {
    expect(sandbox).toBeInstanceOf(SandboxGateway);
    expect(payments.gateway.kind).toBe('sandbox');
    expect(payments.gateway.publishableKey).toBeNull();
  });

  it('places a hold: the row is authorised and the gateway holds the amount for 7 days', async () => {
    const before = app.clock.now().getTime();
    const { authorisationId, expiresAt } = await hold({ amountCents: 9_900 });
    const authorisation = await row(authorisationId);
    expect(authorisation).toMatchObject({ status: 'authorised', amountCents: 9_900, capturedCents: 0, attached: false, cardId: visa.id });
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(7 * DAY_MS);
    expect(expiresAt.getTime() - before).toBeLessThan(7 * DAY_MS + 60_000);
    const atGateway = await sandbox.readHold(authorisation.gatewayRef!);
    expect(atGateway).toMatchObject({ status: 'requires_capture', amountCents: 9_900, paymentMethodId: visa.paymentMethod });
  });

  it('makes one hold for one key, however often and however concurrently it is called', async () => {
    const card = await saveTestCard(app, alice, { number: '5555555555554444' });
    const key = `booking:${randomUUID()}`;
    const input = { cardId: card.id, idempotencyKey: key, amountCents: 5_000 };
    const [first, second] = await Promise.all([hold(input), hold(input)]);
    const third = await hold(input);
    expect(second.authorisationId).toBe(first.authorisationId);
    expect(third.authorisationId).toBe(first.authorisationId);
    expect(await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.idempotencyKey, key))).toHaveLength(1);
    expect(await holdsAtGateway(card.paymentMethod)).toHaveLength(1);
  });

  it('refuses the same key with another amount or card', async () => {
    const key = `booking:${randomUUID()}`;
    await hold({ idempotencyKey: key, amountCents: 1_000 });
    expect(await refusal(hold({ idempotencyKey: key, amountCents: 2_000 }))).toEqual({ code: 'conflict', detail: AUTHORISATION_MESSAGES.keyReused });
  });

  it.each([
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000341', 'Your card was declined.'],
  ])('a card %s saves but its hold is refused with the provider’s words, the row failed, once', async (number, message) => {
    const card = await saveTestCard(app, alice, { number });
    const key = `booking:${randomUUID()}`;
    expect(await refusal(hold({ cardId: card.id, idempotencyKey: key }))).toEqual({ code: 'card_declined', detail: message });
    const [failed] = await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.idempotencyKey, key));
    expect(failed).toMatchObject({ status: 'failed', failureMessage: message, gatewayRef: null });
    // The same key again: the same answer, no second attempt at the gateway.
    expect(await refusal(hold({ cardId: card.id, idempotencyKey: key }))).toEqual({ code: 'card_declined', detail: message });
    expect(await holdsAtGateway(card.paymentMethod)).toHaveLength(0);
  });

  it('holds on a card that passed its authentication step (4000 0025 0000 3155)', async () => {
    const card = await saveTestCard(app, alice, { number: '4000002500003155' });
    const { authorisationId } = await hold({ cardId: card.id });
    expect((await row(authorisationId)).status).toBe('authorised');
  });

  it('finds only the user’s own usable card', async () => {
    expect(await payments.findUsableCard(alice.user.id, visa.id)).toEqual({ id: visa.id, brand: 'visa', last4: '4242' });
    expect(await refusal(payments.findUsableCard(bob.user.id, visa.id))).toMatchObject({ code: 'not_found' });
    expect(await refusal(payments.findUsableCard(alice.user.id, randomUUID()))).toMatchObject({ code: 'not_found' });
    expect(await refusal(payments.findUsableCard(alice.user.id, 'not-an-id'))).toMatchObject({ code: 'not_found' });
    expect(await refusal(hold({ userId: bob.user.id }))).toMatchObject({ code: 'not_found' });
  });

  it('does not hold on a card that has expired since it was saved', async () => {
    const card = await saveTestCard(app, alice, { expMonth: 1, expYear: new Date().getUTCFullYear() + 1 });
    app.clock.set!(new Date(Date.UTC(new Date().getUTCFullYear() + 1, 1, 2)));
    expect(await refusal(payments.findUsableCard(alice.user.id, card.id))).toEqual({ code: 'not_found', detail: 'Your card has expired.' });
    expect(await refusal(hold({ cardId: card.id }))).toMatchObject({ code: 'not_found' });
  });

  it('captures at most what was authorised, once', async () => {
    const { authorisationId } = await hold({ amountCents: 10_000 });
    expect(await refusal(payments.capture(authorisationId, 10_001, `capture:${authorisationId}`))).toEqual({
      code: 'validation_failed',
      detail: AUTHORISATION_MESSAGES.captureTooLarge,
    });
    expect((await row(authorisationId)).status).toBe('authorised');
    expect(await payments.capture(authorisationId, 8_750, `capture:${authorisationId}`)).toEqual({ capturedCents: 8_750 });
    expect(await payments.capture(authorisationId, 8_750, `capture:${authorisationId}`)).toEqual({ capturedCents: 8_750 });
    const captured = await row(authorisationId);
    expect(captured).toMatchObject({ status: 'captured', capturedCents: 8_750 });
    expect(await sandbox.readHold(captured.gatewayRef!)).toMatchObject({ status: 'succeeded', capturedCents: 8_750 });
    expect(await refusal(payments.release(authorisationId, `release:${authorisationId}`))).toMatchObject({ code: 'conflict' });
  });

  it('releases a hold, idempotently; a released or failed one is a no-op and cannot be captured', async () => {
    const { authorisationId } = await hold();
    await payments.release(authorisationId, `release:${authorisationId}`);
    await payments.release(authorisationId, `release:${authorisationId}:again`);
    const released = await row(authorisationId);
    expect(released.status).toBe('released');
    expect(await sandbox.readHold(released.gatewayRef!)).toMatchObject({ status: 'canceled', cancellationReason: 'requested' });
    expect(await refusal(payments.capture(authorisationId, 100, `capture:${authorisationId}`))).toMatchObject({ code: 'conflict' });

    const poor = await saveTestCard(app, alice, { number: '4000000000009995' });
    const key = `booking:${randomUUID()}`;
    await refusal(hold({ cardId: poor.id, idempotencyKey: key }));
    const [failed] = await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.idempotencyKey, key));
    await payments.release(failed!.id, `release:${failed!.id}`);
    expect((await row(failed!.id)).status).toBe('failed');
  });

  it('a hold lapses after 7 days at the gateway: capturing it then fails, releasing it is a no-op', async () => {
    const { authorisationId } = await hold({ amountCents: 4_000 });
    app.clock.advance!(7 * DAY_MS + 1_000);
    const refused = await refusal(payments.capture(authorisationId, 4_000, `capture:${authorisationId}`));
    expect(refused.code).toBe('conflict');
    expect(refused.detail).toContain('status of canceled');
    const lapsed = await row(authorisationId);
    expect(await sandbox.readHold(lapsed.gatewayRef!)).toMatchObject({ status: 'canceled', cancellationReason: 'expired' });
    await payments.release(authorisationId, `release:${authorisationId}`);
    expect((await row(authorisationId)).status).toBe('released');
  });

  it('attaches a hold in the caller’s transaction; only an authorised one', async () => {
    const { authorisationId } = await hold();
    await db.transaction((tx) => payments.attach(tx, authorisationId, 'appointment:1'));
    expect(await row(authorisationId)).toMatchObject({ attached: true, reference: 'appointment:1' });

    const released = await hold();
    await payments.release(released.authorisationId, 'release:x');
    expect(await refusal(db.transaction((tx) => payments.attach(tx, released.authorisationId, 'appointment:2')))).toEqual({
      code: 'conflict',
      detail: AUTHORISATION_MESSAGES.notAttachable,
    });
    expect((await row(released.authorisationId)).attached).toBe(false);
  });

  it('reconciles: releases only authorised, unattached holds older than the limit', async () => {
    // Holds left from the tests above are settled first, so the count below is this test's alone.
    await payments.reconcile(0);
    const orphan = await hold();
    const booked = await hold();
    await db.transaction((tx) => payments.attach(tx, booked.authorisationId, 'appointment:3'));
    app.clock.advance!(20 * 60_000);
    const fresh = await hold();
    expect(await payments.reconcile(15 * 60_000)).toEqual({ released: 1 });
    expect((await row(orphan.authorisationId)).status).toBe('released');
    expect((await row(booked.authorisationId)).status).toBe('authorised');
    expect((await row(fresh.authorisationId)).status).toBe('authorised');
    expect(await payments.reconcile(15 * 60_000)).toEqual({ released: 0 });
  });

  it('a key names one hold’s life: once its hold is given back, the key places nothing again (ADR 045)', async () => {
    const key = `test:${randomUUID()}`;
    const placed = await hold({ idempotencyKey: key });
    expect((await hold({ idempotencyKey: key })).authorisationId).toBe(placed.authorisationId);
    await payments.releaseByKey(key);
    expect((await row(placed.authorisationId)).status).toBe('released');
    expect(await refusal(hold({ idempotencyKey: key }))).toEqual({ code: 'conflict', detail: AUTHORISATION_MESSAGES.keyReleased });
    // Releasing by a key never used, or again, is nothing.
    await payments.releaseByKey(`test:${randomUUID()}`);
    await payments.releaseByKey(key);
  });

  it('releases by key a hold whose placer died mid-call: the gateway call is replayed, then the hold given back', async () => {
    const key = `booking-attempt:${randomUUID()}`;
    const [stranded] = await db
      .insert(paymentAuthorisations)
      .values({
        userId: alice.user.id,
        cardId: visa.id,
        gateway: 'sandbox',
        amountCents: 6_000,
        idempotencyKey: key,
        purpose: 'Brakes',
        reference: 'offer:died',
        createdAt: app.clock.now(),
        updatedAt: app.clock.now(),
      })
      .returning();
    const [cardRow] = await db.select().from(creditCards).where(eq(creditCards.id, visa.id));
    const made = await sandbox.authorise({
      customerId: cardRow!.customerId,
      paymentMethodId: visa.paymentMethod,
      amountCents: 6_000,
      idempotencyKey: `authorise:${key}`,
      description: 'Brakes',
      metadata: { authorisation_id: stranded!.id, reference: 'offer:died', user_id: alice.user.id },
    });
    await payments.releaseByKey(key);
    expect(await row(stranded!.id)).toMatchObject({ status: 'released', gatewayRef: made.authorisationId });
    expect(await sandbox.readHold(made.authorisationId)).toMatchObject({ status: 'canceled' });
  });

  it('reconciles a hold a crash left pending: the gateway call is replayed by its key and the hold released', async () => {
    await payments.reconcile(0);
    // A crash after the gateway made the hold and before the row heard of it.
    const key = `booking:${randomUUID()}`;
    const [stranded] = await db
      .insert(paymentAuthorisations)
      .values({
        userId: alice.user.id,
        cardId: visa.id,
        gateway: 'sandbox',
        amountCents: 7_000,
        idempotencyKey: key,
        purpose: 'Brakes',
        reference: 'offer:crash',
        createdAt: app.clock.now(),
        updatedAt: app.clock.now(),
      })
      .returning();
    const holdsBefore = (await holdsAtGateway(visa.paymentMethod)).length;
    const [cardRow] = await db.select().from(creditCards).where(eq(creditCards.id, visa.id));
    const made = await sandbox.authorise({
      customerId: cardRow!.customerId,
      paymentMethodId: visa.paymentMethod,
      amountCents: 7_000,
      idempotencyKey: `authorise:${key}`,
      description: 'Brakes',
      metadata: { authorisation_id: stranded!.id, reference: 'offer:crash', user_id: alice.user.id },
    });
    expect(await holdsAtGateway(visa.paymentMethod)).toHaveLength(holdsBefore + 1);
    // Too recent: left alone.
    expect(await payments.reconcile(15 * 60_000)).toEqual({ released: 0 });
    expect((await row(stranded!.id)).status).toBe('pending');
    app.clock.advance!(20 * 60_000);
    expect(await payments.reconcile(15 * 60_000)).toEqual({ released: 1 });
    const settled = await row(stranded!.id);
    expect(settled).toMatchObject({ status: 'released', gatewayRef: made.authorisationId });
    expect(await sandbox.readHold(made.authorisationId)).toMatchObject({ status: 'canceled' });
    // No second hold was made by the replay.
    expect(await holdsAtGateway(visa.paymentMethod)).toHaveLength(holdsBefore + 1);
  });

  it('refuses an amount of zero or less before anything is written', async () => {
    const key = `booking:${randomUUID()}`;
    expect(await refusal(hold({ amountCents: 0, idempotencyKey: key }))).toEqual({ code: 'validation_failed', detail: AUTHORISATION_MESSAGES.amountInvalid });
    expect(await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.idempotencyKey, key))).toHaveLength(0);
  });
});
