import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { appointments, baySlots, bookingAttempts, offers, paymentAuthorisations, shopLocations, shopStaff } from '../../db/schema/index.ts';
import { END_DEAD_ATTEMPT_JOB } from './booking-attempts.ts';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { build, testDatabaseUrl } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { createMarket, openRequest, seedTestCatalog } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY = new Date('2026-11-30T14:50:00Z');

/**
 * A booking is one attempt named by its Idempotency-Key (ADR 045): a key names one hold's life, a retry of the
 * attempt on any node resumes it or answers its first result, a dead attempt is given back within a minute, and
 * parallel bookings of one request place one hold.
 */
describe('booking attempts: one key, one hold', async () => {
  const { app, database, config } = await build();
  const db = database.db;
  let alice: CreatedUser;
  let bob: CreatedUser;
  let staff: CreatedUser;
  let locationId: string;

  beforeAll(async () => {
    await seedTestCatalog(app);
    const market = await createMarket(app, { locations: [{ zipcode: '78701' }] });
    locationId = market.locations[0]!.id;
    alice = await createUser(app, { email: 'alice-attempts@example.com' });
    bob = await createUser(app, { email: 'bob-attempts@example.com' });
    staff = await createUser(app, { email: 'staff-attempts@example.com' });
    await db.insert(shopStaff).values({ userId: staff.user.id, locationId });
  });

  beforeEach(() => {
    app.clock.set!(MONDAY);
  });

  const cardOf = async (user: CreatedUser) => (await saveTestCard(app, user, { number: '4242424242424242' })).id;
  const holdsWhere = (where: SQL) => db.select().from(paymentAuthorisations).where(where);
  /** Every hold ever placed on a card (a refused one leaves a failed row, which held nothing). */
  const holdsOn = async (cardId: string) => (await holdsWhere(eq(paymentAuthorisations.cardId, cardId))).filter((row) => row.status !== 'failed');
  async function fresh(user = alice) {
    const request = await openRequest(app, user);
    const offer = request.offers.find((candidate) => candidate.locationId === locationId)!;
    return { requestId: request.requestId, offerId: offer.id };
  }
  /** Books as the booking page does: with the offer's version it shows (ADR 044), read now. */
  const book = async (node: FastifyInstance, user: CreatedUser, target: { requestId: string; offerId: string }, body: object, key?: string) => {
    const [shown] = await db.select({ version: offers.version }).from(offers).where(eq(offers.id, target.offerId));
    return node.inject({
      method: 'PUT',
      url: `/api/v3/service_requests/${target.requestId}/offers/${target.offerId}`,
      headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { offer_version: shown?.version ?? 1, ...body },
    });
  };
  const unaccept = (user: CreatedUser, target: { requestId: string; offerId: string }) =>
    app.inject({
      method: 'PUT',
      url: `/api/v3/service_requests/${target.requestId}/offers/${target.offerId}/unaccept`,
      headers: user.headers,
      payload: { reason_unaccepted: 'Another time' },
    });
  const bookingOf = async (requestId: string) =>
    (await db.select().from(appointments).where(and(eq(appointments.serviceRequestId, requestId), eq(appointments.status, 'booked'))))[0]!;
  /** A second node on the same database (its own pool on PostgreSQL), with its own config. */
  async function secondNode(overrides: Partial<typeof config> = {}) {
    const url = testDatabaseUrl(database);
    const pool = url ? await openDatabase({ kind: 'postgres', url, max: 4 }) : database;
    const node = await buildApp({ ...config, ...overrides }, { database: pool });
    await node.ready();
    node.clock.set!(app.clock.now());
    return {
      node,
      close: async () => {
        await node.close();
        if (pool !== database) await pool.close();
      },
    };
  }

  /**
   * A node that stops inside a booking after the card hold, before the commit (as one killed there would): its
   * gateway call places the hold and never returns. (The two-process test kills a real one: `booking-kill.test.ts`.)
   */
  async function nodeThatStopsAfterTheHold() {
    const second = await secondNode();
    const authorise = second.node.payments.authorise;
    second.node.payments.authorise = async (input) => {
      await authorise(input);
      return new Promise<never>(() => {});
    };
    return second;
  }

  describe('a key names one hold’s life', () => {
    it('the same time booked again after going back to the offers is a new attempt with a new hold (never the one given back)', async () => {
      const target = await fresh();
      const card = await cardOf(alice);
      const body = { credit_card_id: card, appointment_time: '2026-12-02T16:00:00.000Z' };
      const first = await book(app, alice, target, body, randomUUID());
      expect(first.statusCode, first.body).toBe(200);
      const firstHold = (await bookingOf(target.requestId)).authorisationId!;
      expect((await unaccept(alice, target)).statusCode).toBe(200);

      const again = await book(app, alice, target, body, randomUUID());
      expect(again.statusCode, again.body).toBe(200);
      const booking = await bookingOf(target.requestId);
      expect(booking.authorisationId).not.toBe(firstHold);
      const holds = await holdsOn(card);
      expect(holds.map((row) => [row.id === firstHold ? 'first' : 'second', row.status, row.attached]).sort()).toEqual([
        ['first', 'released', true],
        ['second', 'authorised', true],
      ]);
      // A call without a key is an attempt of its own: back to the offers and booked again, a third hold.
      expect((await unaccept(alice, target)).statusCode).toBe(200);
      const unkeyed = await book(app, alice, target, body);
      expect(unkeyed.statusCode, unkeyed.body).toBe(200);
      expect((await holdsOn(card)).filter((row) => row.status === 'authorised')).toHaveLength(1);
    });

    it('the due-holds job holds a booking the shop moved back to a time once held and given back, and the bookings due after it', async () => {
      const target = await fresh();
      const card = await cardOf(alice);
      const near = '2026-12-02T16:00:00.000Z';
      expect((await book(app, alice, target, { credit_card_id: card, appointment_time: near }, randomUUID())).statusCode).toBe(200);
      const given = (await bookingOf(target.requestId)).authorisationId!;
      expect((await unaccept(alice, target)).statusCode).toBe(200);
      expect((await book(app, alice, target, { credit_card_id: card, appointment_time: '2026-12-15T16:00:00.000Z' }, randomUUID())).statusCode).toBe(200);
      const far = await bookingOf(target.requestId);
      expect(far.paymentState).toBe('scheduled');
      // The shop proposes the first time again; the customer accepts.
      const proposed = await app.inject({
        method: 'POST',
        url: `/api/shop/v1/locations/${locationId}/appointments/${far.id}/proposals`,
        headers: staff.headers,
        payload: { startsAt: near },
      });
      expect(proposed.statusCode, proposed.body).toBe(201);
      const accepted = await app.inject({
        method: 'POST',
        url: '/api/v3/users/service_requests/appointments',
        headers: alice.headers,
        payload: { appointment_id: proposed.json().id },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      // Another customer's booking, due after it.
      const bobs = await fresh(bob);
      const bobCard = await cardOf(bob);
      const bobBooked = await book(app, bob, bobs, { credit_card_id: bobCard, appointment_time: '2026-12-07T16:00:00.000Z' }, randomUUID());
      expect(bobBooked.statusCode, bobBooked.body).toBe(200);
      expect(await bookingOf(bobs.requestId)).toMatchObject({ paymentState: 'scheduled', holdOn: new Date('2026-12-05T16:00:00Z') });

      const run = await app.bookings.placeDueHolds(new Date('2026-12-05T16:00:00Z'));
      expect(run.held).toBeGreaterThanOrEqual(2);
      const moved = await bookingOf(target.requestId);
      expect(moved).toMatchObject({ startsAt: new Date(near), paymentState: 'authorised' });
      expect(moved.authorisationId).not.toBe(given);
      expect((await holdsWhere(eq(paymentAuthorisations.id, moved.authorisationId!)))[0]).toMatchObject({ status: 'authorised', attached: true });
      expect(await bookingOf(bobs.requestId)).toMatchObject({ paymentState: 'authorised' });
    });

    it('one booking the job fails on is recorded on it and tried again after the backoff; the others are held meanwhile', async () => {
      const failing = await fresh();
      const failingCard = await cardOf(alice);
      expect((await book(app, alice, failing, { credit_card_id: failingCard, appointment_time: '2026-12-10T16:00:00.000Z' }, randomUUID())).statusCode).toBe(200);
      const other = await fresh(bob);
      expect((await book(app, bob, other, { credit_card_id: await cardOf(bob), appointment_time: '2026-12-10T17:00:00.000Z' }, randomUUID())).statusCode).toBe(200);
      const authorise = app.payments.authorise;
      let failingCalls = 0;
      // The gateway path breaks for this one card (not a refusal: an error the run did not expect).
      app.payments.authorise = async (input) => {
        if (input.cardId === failingCard) {
          failingCalls++;
          throw new Error('connection reset by the gateway');
        }
        return authorise(input);
      };
      try {
        const due = new Date('2026-12-08T17:00:00Z');
        await app.bookings.placeDueHolds(due);
        expect(await bookingOf(other.requestId)).toMatchObject({ paymentState: 'authorised' });
        expect(await bookingOf(failing.requestId)).toMatchObject({
          paymentState: 'scheduled',
          holdErrors: 1,
          holdError: 'connection reset by the gateway',
          holdRetryAt: new Date(due.getTime() + 5 * 60_000),
        });
        // Within the backoff the job leaves it alone; after it, tries again (and again later, 15 minutes on).
        await app.bookings.placeDueHolds(new Date(due.getTime() + 4 * 60_000));
        expect(failingCalls).toBe(1);
        await app.bookings.placeDueHolds(new Date(due.getTime() + 5 * 60_000));
        expect(failingCalls).toBe(2);
        expect((await bookingOf(failing.requestId)).holdRetryAt).toEqual(new Date(due.getTime() + 20 * 60_000));
      } finally {
        app.payments.authorise = authorise;
      }
      await app.bookings.placeDueHolds(new Date('2026-12-08T17:20:00Z'));
      expect(await bookingOf(failing.requestId)).toMatchObject({ paymentState: 'authorised', holdErrors: 0, holdError: null, holdRetryAt: null });
    });
  });

  describe('a retry of an attempt', () => {
    it('answers its first result: the booked request, or the same refusal; a key sent with other details is 422', async () => {
      const target = await fresh();
      const card = await cardOf(alice);
      const key = randomUUID();
      const body = { credit_card_id: card, appointment_time: '2026-12-03T16:00:00.000Z' };
      const first = await book(app, alice, target, body, key);
      expect(first.statusCode, first.body).toBe(200);
      const retry = await book(app, alice, target, body, key);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().data.attributes.status).toBe('booked');
      expect(await holdsOn(card)).toHaveLength(1);
      const reused = await book(app, alice, target, { ...body, appointment_time: '2026-12-03T17:00:00.000Z' }, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors[0]).toMatchObject({ code: 'idempotency_key_reused', source: { parameter: 'Idempotency-Key' } });
      expect((await book(app, alice, target, body, 'short')).statusCode).toBe(422);
      // A malformed card id is the unknown card it is (404), never a database error.
      const other = await fresh();
      const malformed = await book(app, alice, other, { credit_card_id: 'not-a-card', appointment_time: '2026-12-03T16:00:00.000Z' }, randomUUID());
      expect(malformed.statusCode, malformed.body).toBe(404);

      const declined = await fresh();
      const declining = (await saveTestCard(app, alice, { number: '4000000000000341' })).id;
      const declinedKey = randomUUID();
      const refused = await book(app, alice, declined, { credit_card_id: declining, appointment_time: '2026-12-03T18:00:00.000Z' }, declinedKey);
      expect(refused.statusCode).toBe(402);
      const again = await book(app, alice, declined, { credit_card_id: declining, appointment_time: '2026-12-03T18:00:00.000Z' }, declinedKey);
      expect(again.statusCode).toBe(402);
      expect(again.json().errors[0].detail).toBe(refused.json().errors[0].detail);
      // The bank was asked once.
      expect(await holdsWhere(eq(paymentAuthorisations.cardId, declining))).toHaveLength(1);
    });

    it('on another node resumes an attempt whose node stopped after the hold: the same booking, one hold (not 409 for its own bay)', async () => {
      await db.update(shopLocations).set({ bays: 1 }).where(eq(shopLocations.id, locationId));
      const paused = await nodeThatStopsAfterTheHold();
      try {
        const target = await fresh();
        const card = await cardOf(alice);
        const key = randomUUID();
        const body = { credit_card_id: card, appointment_time: '2026-12-03T19:00:00.000Z' };
        // The first node reserves, holds and stops there (it never answers).
        void book(paused.node, alice, target, body, key);
        await expect.poll(async () => (await holdsOn(card)).map((row) => row.status), { timeout: 10_000 }).toEqual(['authorised']);
        const retry = await book(app, alice, target, body, key);
        expect(retry.statusCode, retry.body).toBe(200);
        const booking = await bookingOf(target.requestId);
        const holds = await holdsOn(card);
        expect(holds).toHaveLength(1);
        expect(holds[0]).toMatchObject({ id: booking.authorisationId, status: 'authorised', attached: true });
        expect(await db.select().from(baySlots).where(eq(baySlots.appointmentId, booking.id))).not.toHaveLength(0);
      } finally {
        await paused.close();
        await db.update(shopLocations).set({ bays: 3 }).where(eq(shopLocations.id, locationId));
      }
    });

    it('an abandoned attempt is ended by its own check at its bound, within a minute: its hold given back, its time free; its key answers 409', async () => {
      await db.update(shopLocations).set({ bays: 1 }).where(eq(shopLocations.id, locationId));
      const paused = await nodeThatStopsAfterTheHold();
      try {
        const target = await fresh();
        const card = await cardOf(alice);
        const key = randomUUID();
        const time = '2026-12-03T20:00:00.000Z';
        const body = { credit_card_id: card, appointment_time: time };
        void book(paused.node, alice, target, body, key);
        await expect.poll(async () => (await holdsOn(card)).map((row) => row.status), { timeout: 10_000 }).toEqual(['authorised']);
        const cells = () => db.select().from(baySlots).where(and(eq(baySlots.locationId, locationId), eq(baySlots.startsAt, new Date(time))));
        expect(await cells()).toHaveLength(1);
        // Another booking of the request meanwhile: 409 at once, nothing held.
        const bobCard = await cardOf(bob);
        const busy = await book(app, alice, target, { credit_card_id: card, appointment_time: '2026-12-03T21:00:00.000Z' }, randomUUID());
        expect(busy.statusCode).toBe(409);
        expect(busy.json().errors[0].code).toBe('booking_in_progress');

        // 20 seconds on, a slow booking is still alive: kept.
        app.clock.set!(new Date(MONDAY.getTime() + 20_000));
        await app.jobs.runNow(RECURRING_JOBS.sweepReservations.name);
        expect(await cells()).toHaveLength(1);
        expect((await holdsOn(card))[0]!.status).toBe('authorised');
        // The attempt's own check was sent when it started, due at its bound (31 s on); it is made due now and
        // run 31 s on: ended, the hold given back, the time free for someone else.
        const [attempt] = await db.select().from(bookingAttempts).where(eq(bookingAttempts.serviceRequestId, target.requestId));
        const checks = (await db.execute(
          sql`select start_after from pgboss.job where name = ${END_DEAD_ATTEMPT_JOB} and data->>'attemptId' = ${attempt!.id}`,
        )) as unknown as { rows: unknown[] };
        expect(checks.rows).toHaveLength(1);
        await db.execute(sql`update pgboss.job set start_after = now() where name = ${END_DEAD_ATTEMPT_JOB} and data->>'attemptId' = ${attempt!.id}`);
        app.clock.set!(new Date(attempt!.startedAt.getTime() + 31_000));
        expect(await app.jobs.runDue(END_DEAD_ATTEMPT_JOB)).toBeGreaterThanOrEqual(1);
        expect(await cells()).toHaveLength(0);
        expect((await holdsOn(card))[0]!.status).toBe('released');
        const late = await book(app, alice, target, body, key);
        expect(late.statusCode).toBe(409);
        expect(late.json().errors[0].code).toBe('booking_attempt_expired');
        const bobs = await fresh(bob);
        expect((await book(app, bob, bobs, { credit_card_id: bobCard, appointment_time: time }, randomUUID())).statusCode).toBe(200);
      } finally {
        await paused.close();
        await db.update(shopLocations).set({ bays: 3 }).where(eq(shopLocations.id, locationId));
      }
    });
  });

  it('the API document names the booking’s Idempotency-Key header and its answers', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = paths['/api/v3/service_requests/{id}/offers/{offerId}'].put;
    const header = operation.parameters.find((parameter: any) => parameter.in === 'header');
    expect(header).toMatchObject({ name: 'idempotency-key', required: false, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' } });
    expect(header.description ?? header.schema.description).toContain('One key per booking attempt');
    expect(JSON.stringify(operation.responses['409'])).toContain('booking_in_progress');
    expect(JSON.stringify(operation.responses['422'])).toContain('idempotency_key_reused');
  });

  describe('parallel bookings of one offer', () => {
    it('20 at once at 20 times, on two nodes, each its own key: one books and one hold is ever placed; the others are 409 at once', async () => {
      const second = await secondNode();
      try {
        const target = await fresh();
        const card = await cardOf(alice);
        const times: string[] = [];
        for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
          const page = await app.inject({
            method: 'GET',
            url: `/api/v3/users/service_requests/${target.requestId}/appointment_proposals/${day}?offer_id=${target.offerId}`,
            headers: alice.headers,
          });
          times.push(...page.json().data.map((slot: any) => slot.attributes.starts_at as string));
        }
        expect(times.length).toBeGreaterThanOrEqual(20);
        const answers = await Promise.all(
          times.slice(0, 20).map((time, index) => book(index % 2 === 0 ? app : second.node, alice, target, { credit_card_id: card, appointment_time: time }, randomUUID())),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
        // Those sent while the first was in flight are 409 at once; those after it committed find the request booked.
        for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
          expect([answer.statusCode, answer.json().errors[0].code]).toEqual([409, expect.stringMatching(/^(booking_in_progress|request_closed)$/)]);
        }
        expect(await holdsOn(card)).toHaveLength(1);
        expect(await db.select().from(appointments).where(eq(appointments.serviceRequestId, target.requestId))).toHaveLength(1);
      } finally {
        await second.close();
      }
    });

    it('20 at once on two nodes with the same key: all answer the one booking, with one hold', async () => {
      const second = await secondNode();
      try {
        const target = await fresh();
        const card = await cardOf(alice);
        const key = randomUUID();
        const body = { credit_card_id: card, appointment_time: '2026-12-04T17:00:00.000Z' };
        const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => book(index % 2 === 0 ? app : second.node, alice, target, body, key)));
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
        expect(await holdsOn(card)).toHaveLength(1);
        const rows = await db.select().from(appointments).where(eq(appointments.serviceRequestId, target.requestId));
        expect(rows).toHaveLength(1);
        expect(await db.select().from(baySlots).where(inArray(baySlots.appointmentId, [rows[0]!.id]))).not.toHaveLength(0);
        expect(await db.select().from(baySlots).where(eq(baySlots.locationId, locationId))).toSatisfy((cells: { reservation: string | null }[]) =>
          cells.every((cell) => cell.reservation === null),
        );
      } finally {
        await second.close();
      }
    });
  });
});
