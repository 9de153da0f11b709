import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { TEMPORARILY_UNAVAILABLE_TEXT } from '@pitstop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { appointments, bookingAttempts, creditTransactions, offers, paymentAuthorisations, serviceRequests } from './schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createMarket, openRequest, seedTestCatalog } from '../../test/market.ts';
import { saveTestCard } from '../../test/payments.ts';
import { createPrivatePostgres, NO_POSTGRES_BINARIES, postgresBinaries, type PrivatePostgres } from '../../test/private-postgres.ts';
import { ensureWebBuild } from '../../test/web-build.ts';

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY = new Date('2026-11-30T14:50:00Z');
const binaries = postgresBinaries();
if (!binaries) console.warn(`database-outage.test.ts: ${NO_POSTGRES_BINARIES}`);

/**
 * ADR 077: PostgreSQL stopped under a running server (a private instance this test starts from Debian's binaries,
 * never the machine's shared one) — `/readyz` 503, every database-backed call 503 `temporarily_unavailable` in its
 * namespace's format with Retry-After, pages the error page with 503 — and started again: all answers again. A
 * booking cut inside its transaction by the stop writes nothing half: no appointment, the request and offer still
 * open, no rewards spent; its retry books once with one card hold.
 */
describe.skipIf(!binaries)('PostgreSQL going away under a running server, and coming back', () => {
  let postgres: PrivatePostgres;
  let app: FastifyInstance;
  let alice: CreatedUser;
  let locationId: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    const [server, webBuildDir] = await Promise.all([createPrivatePostgres(), ensureWebBuild()]);
    postgres = server;
    env = { NODE_ENV: 'test', DATABASE_URL: postgres.url(), DEV_TEST_SUPPORT: 'true', RATE_LIMIT_MAX: '100000' };
    const config = loadConfig({ ...env, WEB_BUILD_DIR: webBuildDir, PAGE_CACHE_MAX_BYTES: '0' });
    app = await buildApp(config, { web: 'production' });
    await app.ready();
    app.clock.set!(MONDAY);
    await seedTestCatalog(app);
    const market = await createMarket(app, { locations: [{ zipcode: '78701' }] });
    locationId = market.locations[0]!.id;
    alice = await createUser(app, { email: 'alice-outage@example.com', confirmed: true });
  }, 120_000);

  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      // The private server goes whatever happened above: no postgres left running in /tmp.
      await postgres?.destroy();
    }
  });

  const whileDown = async (during: () => Promise<void>) => {
    await postgres.stop();
    try {
      await during();
    } finally {
      await postgres.start();
    }
  };

  it('answers 503 in each format while the database is stopped, then serves again', async () => {
    // A read of the database on every call (the session itself may be known live in memory, ADR 052).
    const profile = { method: 'GET' as const, url: '/api/v3/users/credit_transactions', headers: alice.headers };
    const partner = { 'x-partner-id': app.brandPartnerId };
    const plain = { method: 'GET' as const, url: '/api/membership/v1/lookup/program-and-plan/none/none', headers: partner };
    expect((await app.inject(profile)).statusCode).toBe(200);

    await whileDown(async () => {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

      const main = await app.inject(profile);
      expect(main.statusCode).toBe(503);
      expect(main.headers['retry-after']).toBe('5');
      expect(main.json()).toEqual({
        errors: [{ status: '503', code: 'temporarily_unavailable', title: 'Service unavailable', detail: TEMPORARILY_UNAVAILABLE_TEXT }],
      });

      const other = await app.inject(plain);
      expect(other.statusCode).toBe(503);
      expect(other.headers['retry-after']).toBe('5');
      expect(other.json()).toEqual({ message: TEMPORARILY_UNAVAILABLE_TEXT, code: 'temporarily_unavailable' });

      // A page whose loader needs the API's answer: the error page, with 503.
      const page = await app.inject({ method: 'GET', url: '/reviews', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.headers['cache-control']).toBe('no-store');
    });

    // The pool opens new connections on the next call: no restart of the server.
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject(profile)).statusCode).toBe(200);
    expect((await app.inject(plain)).statusCode).not.toBe(503);
    expect((await app.inject({ method: 'GET', url: '/reviews', headers: { accept: 'text/html' } })).statusCode).toBe(200);
  }, 30_000);

  it('a booking cut inside its transaction by the stop leaves nothing half-written; its retry books once', async () => {
    const db = app.database.db;
    const request = await openRequest(app, alice);
    const offer = request.offers.find((candidate) => candidate.locationId === locationId)!;
    const card = (await saveTestCard(app, alice, { number: '4242424242424242' })).id;
    const key = randomUUID();
    const booking = {
      method: 'PUT' as const,
      url: `/api/v3/service_requests/${request.requestId}/offers/${offer.id}`,
      headers: { ...alice.headers, 'idempotency-key': key },
      payload: { credit_card_id: card, appointment_time: '2026-12-02T16:00:00.000Z', offer_version: offer.version },
    };

    // Another session holds the request's row (NO KEY UPDATE: the attempt's insert, whose foreign key takes a KEY SHARE
    // lock, passes): the booking's transaction, which locks the row FOR UPDATE first, waits there — after the hold.
    const blocker = new pg.Client({ connectionString: postgres.url() });
    blocker.on('error', () => {});
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select id from service_requests where id = $1 for no key update', [request.requestId]);
    const answer = app.inject(booking);
    const watcher = new pg.Client({ connectionString: postgres.url() });
    watcher.on('error', () => {});
    await watcher.connect();
    await expect
      .poll(
        async () =>
          (await watcher.query(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()`)).rows[0].n,
        { timeout: 10_000, interval: 20 },
      )
      .toBe(1);
    // The hold was taken before the transaction (ADR 045).
    expect((await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.cardId, card))).map((row) => row.status)).toEqual(['authorised']);

    let cut: Awaited<typeof answer> | undefined;
    await whileDown(async () => {
      cut = await answer;
    });
    await Promise.all([blocker.end().catch(() => {}), watcher.end().catch(() => {})]);
    expect(cut!.statusCode, cut!.body).toBe(503);
    expect(cut!.json().errors[0].code).toBe('temporarily_unavailable');

    // Nothing of the transaction: no appointment, the request and the offer open, no rewards moved.
    expect(await db.select().from(appointments).where(eq(appointments.serviceRequestId, request.requestId))).toEqual([]);
    expect((await db.select().from(serviceRequests).where(eq(serviceRequests.id, request.requestId)))[0]).toMatchObject({ status: 'open' });
    expect((await db.select().from(offers).where(eq(offers.id, offer.id)))[0]).toMatchObject({ status: 'open' });
    expect(await db.select().from(creditTransactions).where(eq(creditTransactions.userId, alice.user.id))).toEqual([]);
    // The attempt is still in flight (its end could not be written): the same key resumes it.
    expect((await db.select().from(bookingAttempts).where(eq(bookingAttempts.serviceRequestId, request.requestId))).map((row) => row.state)).toEqual(['in_flight']);

    const retry = await app.inject(booking);
    expect(retry.statusCode, retry.body).toBe(200);
    const booked = await db.select().from(appointments).where(eq(appointments.serviceRequestId, request.requestId));
    expect(booked).toHaveLength(1);
    const holds = await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.cardId, card));
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ id: booked[0]!.authorisationId, status: 'authorised', attached: true });
  }, 30_000);

  it('a server started while the database is stopped says so in one line, waits, and starts when it comes', async () => {
    const lines: string[] = [];
    const waiting = () => lines.filter((line) => line.includes('does not answer'));
    await postgres.stop();
    let started = false;
    const starting = buildApp(loadConfig({ ...env, LOG_LEVEL: 'info', LOG_FORMAT: 'json' }), {
      waitForDatabase: true,
      logStream: { write: (line) => void lines.push(line) },
    }).then((server) => {
      started = true;
      return server;
    });
    try {
      await expect.poll(() => waiting().length, { timeout: 10_000, interval: 20 }).toBe(1);
      expect(started).toBe(false);
    } finally {
      await postgres.start();
    }
    const second = await starting;
    try {
      await second.ready();
      expect((await second.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
    // One line while it waited, saying where (no credentials) and why; one when it could start.
    expect(waiting()).toHaveLength(1);
    expect(JSON.parse(waiting()[0]!)).toMatchObject({ level: 40, database: `127.0.0.1:${postgres.port}/postgres`, code: 'ECONNREFUSED' });
    expect(lines.filter((line) => line.includes('answers: starting'))).toHaveLength(1);
  }, 30_000);
});
