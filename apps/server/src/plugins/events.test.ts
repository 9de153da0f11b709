import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, testDatabaseUrl } from '../../test/index.ts';
import { createUser } from '../../test/factories.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { disableAccount } from '../modules/accounts/index.ts';
import type { DomainEvent } from './events.ts';

const PROFILE = '/api/v3/users/profile';
const JWT_SECRET = 'events-test-secret-of-enough-length-0123456789abc';

describe('app.events (ADR 051)', async () => {
  const { app, database } = await build({ JWT_SECRET });
  const db = database.db;
  const heard: DomainEvent[] = [];
  const early: DomainEvent[] = [];
  beforeAll(() => {
    app.events.on('market.changed', (event) => void heard.push(event));
    app.events.on('market.changed', (event) => void early.push(event), { atEmit: true });
  });

  it('publishes an event at the commit, and nothing for a rolled-back transaction', async () => {
    const rolledBack = randomUUID();
    await db
      .transaction(async (tx) => {
        await app.events.emit(tx, { type: 'market.changed', metroId: rolledBack });
        throw new Error('rolled back');
      })
      .catch(() => {});
    const committed = randomUUID();
    await db.transaction(async (tx) => {
      await app.events.emit(tx, { type: 'market.changed', metroId: committed });
    });
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'market.changed', metroId: committed }));
    await app.events.idle();
    expect(heard.map((event) => (event as { metroId: string }).metroId)).not.toContain(rolledBack);
    // An `atEmit` subscriber (a cache drop) also ran on the emitting node as the event was emitted, rolled back or not.
    expect(early.map((event) => (event as { metroId: string }).metroId)).toEqual(expect.arrayContaining([rolledBack, committed]));
  });

  it('runs an in-transaction subscriber inside the cause: its writes commit with it, and its refusal rolls the cause back', async () => {
    await db.execute(sql`create table if not exists events_test_marks (id text primary key)`);
    const app2 = app; // the subscriber is declared on this app, as a module would while registering
    const refused = randomUUID();
    app2.events.within('service_request.offer', async (tx, { offerId }) => {
      if (offerId === refused) throw new Error('refused');
      await tx.execute(sql`insert into events_test_marks (id) values (${offerId})`);
      return undefined;
    });
    const kept = randomUUID();
    await db.transaction(async (tx) => {
      await app.events.emit(tx, { type: 'service_request.offer', requestId: randomUUID(), offerId: kept });
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into events_test_marks (id) values ('cause')`);
        await app.events.emit(tx, { type: 'service_request.offer', requestId: randomUUID(), offerId: refused });
      }),
    ).rejects.toThrow('refused');
    const rows = (await db.execute(sql`select id from events_test_marks order by id`)) as unknown as { rows?: { id: string }[] } & { id: string }[];
    const ids = (rows.rows ?? rows).map((row) => row.id);
    expect(ids).toEqual([kept]);
  });

  it('ends a signed-out session at once on its node, though the guard keeps live sessions (ADR 052)', async () => {
    const user = await createUser(app, { email: `kept-${randomUUID()}@example.com` });
    expect((await app.inject({ method: 'GET', url: PROFILE, headers: user.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: PROFILE, headers: user.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/v3/sessions', headers: user.headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: PROFILE, headers: user.headers })).statusCode).toBe(401);
  });
});

/**
 * Two app instances on one PostgreSQL, as two server nodes: each its own pool, LISTEN and kept sessions. PGlite is
 * one process's database, so this runs on PostgreSQL only (TEST_DATABASE_URL).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!databaseUrl)('two nodes on one PostgreSQL (skipped on PGlite)', async () => {
  const { app: nodeA, database } = await build({ JWT_SECRET });
  let nodeB: FastifyInstance;
  beforeAll(async () => {
    const url = testDatabaseUrl(database)!;
    const second = await openDatabase({ kind: 'postgres', url, max: 4 });
    nodeB = await buildApp(nodeA.config, { database: second });
    await nodeB.ready();
    afterAll(async () => {
      await nodeB.close();
      await second.close();
    });
  });

  it('delivers an event emitted on one node to a subscriber on the other, at the commit only', async () => {
    const heard: string[] = [];
    nodeB.events.on('market.changed', ({ metroId }) => void heard.push(metroId));
    const rolledBack = randomUUID();
    await database.db
      .transaction(async (tx) => {
        await nodeA.events.emit(tx, { type: 'market.changed', metroId: rolledBack });
        throw new Error('rolled back');
      })
      .catch(() => {});
    const committed = randomUUID();
    await database.db.transaction((tx) => nodeA.events.emit(tx, { type: 'market.changed', metroId: committed }));
    await vi.waitFor(() => expect(heard).toContain(committed), { timeout: 1_000 });
    expect(heard).not.toContain(rolledBack);
  });

  it('refuses on the other node within a second a token signed out on one, and a disabled account’s', async () => {
    for (const end of ['sign-out', 'disable'] as const) {
      const user = await createUser(nodeA, { email: `${end}-${randomUUID()}@example.com` });
      // Node B has checked the session and keeps it live.
      expect((await nodeB.inject({ method: 'GET', url: PROFILE, headers: user.headers })).statusCode).toBe(200);
      expect((await nodeB.inject({ method: 'GET', url: PROFILE, headers: user.headers })).statusCode).toBe(200);
      if (end === 'sign-out') {
        expect((await nodeA.inject({ method: 'DELETE', url: '/api/v3/sessions', headers: user.headers })).statusCode).toBe(204);
      } else {
        await database.db.transaction((tx) => disableAccount(tx, nodeA.events, user.user.id));
      }
      const ended = Date.now();
      await vi.waitFor(async () => expect((await nodeB.inject({ method: 'GET', url: PROFILE, headers: user.headers })).statusCode).toBe(401), {
        timeout: 1_000,
        interval: 20,
      });
      expect(Date.now() - ended).toBeLessThan(1_000);
    }
  });
});
