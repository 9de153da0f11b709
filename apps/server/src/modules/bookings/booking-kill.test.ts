import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, baySlots, bookingAttempts, paymentAuthorisations, shopLocations } from '../../db/schema/index.ts';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { build, testDatabaseUrl } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { createMarket, openRequest, seedTestCatalog } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { call, startServer, stopServers } from '../../../test/server-processes.ts';

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY = new Date('2026-11-30T14:50:00Z');
const JWT_SECRET = 'booking-kill-test-secret-of-enough-length-0123456789';
const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Two real server processes on one PostgreSQL, one killed (SIGKILL) inside a booking after its card hold and
 * before its commit (ADR 045): the identical retry on the other process books (the same attempt, one hold), and an
 * abandoned attempt's hold and bay are given back by the sweep within a minute. Needs PostgreSQL: PGlite is one
 * process's database.
 */
describe.skipIf(!databaseUrl)('a booking node killed between the hold and the commit (two processes on PostgreSQL; skipped on PGlite, which one process owns)', async () => {
  const { app, database } = await build({ JWT_SECRET });
  const db = database.db;
  const url = testDatabaseUrl(database)!;
  let alice: CreatedUser;
  let locationId: string;
  const servers: ChildProcess[] = [];
  let survivor: string;

  beforeAll(async () => {
    app.clock.set!(MONDAY);
    await seedTestCatalog(app);
    const market = await createMarket(app, { locations: [{ zipcode: '78701' }] });
    locationId = market.locations[0]!.id;
    // One bay: the retry must recognise the dead node's reservation as its own, or the time is "just taken".
    await db.update(shopLocations).set({ bays: 1 }).where(eq(shopLocations.id, locationId));
    alice = await createUser(app, { email: 'alice-kill@example.com', confirmed: true });
    const node = await startServer(url, JWT_SECRET);
    servers.push(node.child);
    survivor = node.url;
    await setClock(survivor, MONDAY);
  }, 60_000);

  afterAll(() => stopServers(servers));

  const setClock = async (base: string, now: Date) => expect((await call(base, 'PUT', '/api/test/clock', { body: { now: now.toISOString() } })).status).toBe(200);
  const holdsOn = async (cardId: string) => (await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.cardId, cardId))).filter((row) => row.status !== 'failed');

  /** A node that pauses every booking after its hold; the booking is sent to it, and it is killed there. */
  async function bookAndKill(target: { requestId: string; offerId: string }, body: object, key: string, cardId: string) {
    const doomed = await startServer(url, JWT_SECRET, { TEST_FAULT_BOOKING_PAUSE_AFTER_HOLD: 'true' });
    servers.push(doomed.child);
    await setClock(doomed.url, MONDAY);
    const answer = call(doomed.url, 'PUT', `/api/v3/service_requests/${target.requestId}/offers/${target.offerId}`, {
      headers: { ...alice.headers, 'idempotency-key': key },
      body,
    }).catch((error: unknown) => error);
    await expect.poll(async () => (await holdsOn(cardId)).map((row) => row.status), { timeout: 15_000 }).toEqual(['authorised']);
    doomed.child.kill('SIGKILL');
    await once(doomed.child, 'exit');
    // The killed node never answered.
    expect(await answer).toBeInstanceOf(Error);
  }

  async function fresh() {
    const request = await openRequest(app, alice);
    const offer = request.offers.find((candidate) => candidate.locationId === locationId)!;
    return { requestId: request.requestId, offerId: offer.id, version: offer.version };
  }

  it('the identical retry on the other process books: the same attempt, one hold, attached', async () => {
    const target = await fresh();
    const card = (await saveTestCard(app, alice, { number: '4242424242424242' })).id;
    const key = randomUUID();
    const body = { credit_card_id: card, appointment_time: '2026-12-02T16:00:00.000Z', offer_version: target.version };
    await bookAndKill(target, body, key, card);

    const retry = await call(survivor, 'PUT', `/api/v3/service_requests/${target.requestId}/offers/${target.offerId}`, {
      headers: { ...alice.headers, 'idempotency-key': key },
      body,
    });
    expect(retry.status, JSON.stringify(retry.json)).toBe(200);
    expect(retry.json.data.attributes.status).toBe('booked');
    const [booking] = await db.select().from(appointments).where(eq(appointments.serviceRequestId, target.requestId));
    const holds = await holdsOn(card);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ id: booking!.authorisationId, status: 'authorised', attached: true, idempotencyKey: expect.stringMatching(/^booking-attempt:/) });
    const cells = await db.select().from(baySlots).where(and(eq(baySlots.locationId, locationId), eq(baySlots.startsAt, new Date(body.appointment_time))));
    expect(cells).toMatchObject([{ appointmentId: booking!.id, reservation: null }]);
  }, 90_000);

  it('an abandoned attempt: its hold is given back and its bay freed by the sweep within a minute', async () => {
    const target = await fresh();
    const card = (await saveTestCard(app, alice, { number: '4242424242424242' })).id;
    const time = '2026-12-02T18:00:00.000Z';
    await bookAndKill(target, { credit_card_id: card, appointment_time: time, offer_version: target.version }, randomUUID(), card);
    const cells = () => db.select().from(baySlots).where(and(eq(baySlots.locationId, locationId), eq(baySlots.startsAt, new Date(time))));
    expect(await cells()).toHaveLength(1);
    const [attempt] = await db.select().from(bookingAttempts).where(eq(bookingAttempts.serviceRequestId, target.requestId));
    expect(attempt).toMatchObject({ state: 'in_flight' });

    // The surviving node's sweep, a minute after the attempt started (the marketplace's clock, moved).
    await setClock(survivor, new Date(attempt!.startedAt.getTime() + 60_000));
    const run = await call(survivor, 'POST', `/api/test/jobs/${RECURRING_JOBS.sweepReservations.name}/run`);
    expect(run.status).toBe(200);
    expect(await cells()).toHaveLength(0);
    expect((await holdsOn(card)).map((row) => row.status)).toEqual(['released']);
    expect((await db.select().from(bookingAttempts).where(eq(bookingAttempts.id, attempt!.id)))[0]).toMatchObject({ state: 'failed', failureCode: 'booking_attempt_expired' });
  }, 90_000);
});
