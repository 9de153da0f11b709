import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { bookedRequest, completedRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { appointments, auditLog, paymentAuthorisations, paymentRefunds } from '../../db/schema/index.ts';
import type { SandboxGateway } from './index.ts';


// Monday 30 November 2026, 08:50 in Austin; the job at 11 AM, completed (charged) in the evening.
const MONDAY_MORNING = new Date('2026-11-30T14:50:00Z');
const MONDAY_EVENING = new Date('2026-11-30T23:00:00Z');

describe('the operations console: refunds and voids', async () => {
  const { app, database } = await build();
  const db = database.db;
  const { alice, bob, staff, locationId } = await shopsWithStaff(app, 'admin-payments');
  const admin = await createUser(app, { admin: true, email: 'ops-payments@example.com' });
  const employee = await createUser(app, { type: 'employee', email: 'support-payments@example.com' });

  app.clock.set!(MONDAY_MORNING);
  const aliceCard = (await saveTestCard(app, alice)).id;
  await completedRequest(app, alice, { cardId: aliceCard, appointmentTime: '2026-11-30T17:00:00.000Z', locationId, staff, completedAt: MONDAY_EVENING });
  const [chargedHold] = await db.select().from(paymentAuthorisations).where(and(eq(paymentAuthorisations.userId, alice.user.id), eq(paymentAuthorisations.status, 'captured')));
  const total = chargedHold!.capturedCents;

  app.clock.set!(MONDAY_MORNING);
  const bobCard = (await saveTestCard(app, bob)).id;
  const bobBooking = await bookedRequest(app, bob, { cardId: bobCard, appointmentTime: '2026-11-30T18:00:00.000Z', locationId });
  const [bobs] = await db.select().from(appointments).where(eq(appointments.id, bobBooking.appointmentId));
  // A hold no booking took (a crash between the hold and the booking): the console's void gives it back.
  const orphan = await app.payments.authorise({ userId: bob.user.id, cardId: bobCard, amountCents: 4_500, idempotencyKey: `orphan-${randomUUID()}`, purpose: 'booking', reference: 'offer:none' });

  const refund = (caller: CreatedUser | null, id: string, body: Record<string, unknown>, key: string | null = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: `/api/v3/admin/payment_authorisations/${id}/refunds`,
      headers: { ...(caller?.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const voidHold = (caller: CreatedUser | null, id: string, body: Record<string, unknown> = { reason: 'Left behind by a crash' }) =>
    app.inject({ method: 'POST', url: `/api/v3/admin/payment_authorisations/${id}/void`, headers: caller?.headers ?? {}, payload: body });
  const auditOf = (id: string) => db.select().from(auditLog).where(eq(auditLog.subjectId, id));

  it('refuses everyone but an admin: a guest 401, a customer and an employee 403', async () => {
    expect((await refund(null, chargedHold!.id, { reason: 'x' })).statusCode).toBe(401);
    for (const caller of [alice, employee]) {
      const reply = await refund(caller, chargedHold!.id, { reason: 'x' });
      expect(reply.statusCode, reply.body).toBe(403);
      expect((await voidHold(caller, orphan.authorisationId)).statusCode).toBe(403);
    }
    expect((await voidHold(null, orphan.authorisationId)).statusCode).toBe(401);
    expect(await db.select().from(paymentRefunds)).toEqual([]);
  });

  it('refunds part of a charge once per key, at the gateway too, with the reason in the audit log', async () => {
    const key = randomUUID();
    const reply = await refund(admin, chargedHold!.id, { amount_cents: 1_000, reason: 'Oil filter not replaced' }, key);
    expect(reply.statusCode, reply.body).toBe(201);
    const payment = reply.json().data.attributes;
    expect(payment).toMatchObject({ status: 'captured', captured_cents: total, refunded_cents: 1_000 });
    expect(payment.refunds).toEqual([expect.objectContaining({ amount_cents: 1_000, reason: 'Oil filter not replaced', status: 'succeeded' })]);
    const again = await refund(admin, chargedHold!.id, { amount_cents: 1_000, reason: 'Oil filter not replaced' }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.attributes.refunded_cents).toBe(1_000);
    const reused = await refund(admin, chargedHold!.id, { amount_cents: 2_000, reason: 'Another' }, key);
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json().errors[0].code).toBe('idempotency_key_reused');
    const gateway = app.payments.gateway as SandboxGateway;
    expect((await gateway.readHold(chargedHold!.gatewayRef!))?.refundedCents).toBe(1_000);
    const entries = await auditOf(chargedHold!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.user.id, actorRole: 'admin', action: 'payment.refund', reason: 'Oil filter not replaced' });
    // By the marketplace's clock (set to Monday morning here), not the wall's.
    expect(Math.abs(entries[0]!.createdAt.getTime() - MONDAY_MORNING.getTime())).toBeLessThan(60_000);
  });

  it('refuses more than is left with the amount that is, then refunds the rest, then nothing more', async () => {
    const tooMuch = await refund(admin, chargedHold!.id, { amount_cents: total, reason: 'Goodwill' });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(tooMuch.json().errors[0]).toMatchObject({ source: { pointer: '/amount_cents' }, detail: `At most $${((total - 1_000) / 100).toFixed(2)} of this payment can still be refunded.` });
    const rest = await refund(admin, chargedHold!.id, { reason: 'Goodwill' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.attributes.refunded_cents).toBe(total);
    const more = await refund(admin, chargedHold!.id, { reason: 'Goodwill' });
    expect(more.statusCode).toBe(409);
    expect(more.json().errors[0].detail).toBe('This payment was refunded in full already.');
  });

  it('refuses to refund a hold not charged, and to void a charged one or one a live booking holds, in a sentence', async () => {
    const notCharged = await refund(admin, bobs!.authorisationId!, { reason: 'Wrong' });
    expect(notCharged.statusCode).toBe(409);
    expect(notCharged.json().errors[0].detail).toBe('Only a charged payment can be refunded; this one is authorised.');
    const capturedVoid = await voidHold(admin, chargedHold!.id);
    expect(capturedVoid.statusCode).toBe(409);
    expect(capturedVoid.json().errors[0].detail).toBe('Only a hold not yet charged can be voided; this one is captured.');
    const live = await voidHold(admin, bobs!.authorisationId!);
    expect(live.statusCode).toBe(409);
    expect(live.json().errors[0].detail).toMatch(/cancel the booking/);
    expect(await auditOf(bobs!.authorisationId!)).toEqual([]);
  });

  it('voids a hold no booking took, at the gateway and in the audit log; a second void changes nothing', async () => {
    const reply = await voidHold(admin, orphan.authorisationId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.attributes).toMatchObject({ status: 'released', amount_cents: 4_500 });
    const [row] = await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, orphan.authorisationId));
    expect((await (app.payments.gateway as SandboxGateway).readHold(row!.gatewayRef!))?.status).toBe('canceled');
    expect((await voidHold(admin, orphan.authorisationId)).statusCode).toBe(200);
    const entries = await auditOf(orphan.authorisationId);
    expect(entries).toEqual([expect.objectContaining({ action: 'payment.void', reason: 'Left behind by a crash', actorId: admin.user.id })]);
  });

  it('answers bad input: no reason, a blank one, a negative amount, no key, an unknown or malformed id', async () => {
    const noReason = await refund(admin, chargedHold!.id, { amount_cents: 100 });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors[0].source.pointer).toBe('/reason');
    expect((await voidHold(admin, orphan.authorisationId, { reason: '   ' })).statusCode).toBe(422);
    const negative = await refund(admin, chargedHold!.id, { amount_cents: -5, reason: 'x' });
    expect(negative.json().errors[0].source.pointer).toBe('/amount_cents');
    const noKey = await refund(admin, chargedHold!.id, { reason: 'x' }, null);
    expect(noKey.statusCode).toBeGreaterThanOrEqual(400);
    expect(noKey.statusCode).toBeLessThan(500);
    expect((await refund(admin, randomUUID(), { reason: 'x' })).statusCode).toBe(404);
    expect((await voidHold(admin, 'not-an-id')).statusCode).toBe(404);
  });
});
