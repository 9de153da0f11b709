import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, testDatabaseUrl } from '../../test/index.ts';
import { createUser } from '../../test/factories.ts';
import { call, startServer, stopServers } from '../../test/server-processes.ts';
import { disableAccount } from '../modules/accounts/index.ts';

const JWT_SECRET = 'session-revocation-test-secret-of-enough-length-0123';
const PROFILE = '/api/v3/users/profile';
const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * ADR 052: each process keeps the sessions it found live; an ended session is refused on every
 * other process within a second (the `sessions.changed` event through PostgreSQL's NOTIFY). Two real server
 * processes on one PostgreSQL; skipped on PGlite, which one process owns.
 */
describe.skipIf(!databaseUrl)('a session ended on one server process is refused by another within a second (two processes on PostgreSQL)', async () => {
  const { app, database } = await build({ JWT_SECRET });
  const servers: ChildProcess[] = [];
  let nodeA: string;
  let nodeB: string;

  beforeAll(async () => {
    const url = testDatabaseUrl(database)!;
    const [a, b] = await Promise.all([startServer(url, JWT_SECRET), startServer(url, JWT_SECRET)]);
    servers.push(a.child, b.child);
    nodeA = a.url;
    nodeB = b.url;
  }, 60_000);

  afterAll(() => stopServers(servers));

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function signIn(base: string, email: string, password: string): Promise<string> {
    const answer = await call(base, 'POST', '/api/v3/sessions', { body: { email, password } });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.meta.access_token as string;
  }

  /** Node B checked the session (a database read) and keeps it live: its next call is answered from memory. */
  async function liveOnB(token: string) {
    expect((await call(nodeB, 'GET', PROFILE, { headers: bearer(token) })).status).toBe(200);
    expect((await call(nodeB, 'GET', PROFILE, { headers: bearer(token) })).status).toBe(200);
  }

  /** Polls node B until it refuses the token, for one second at most; says how long it took. */
  async function refusedOnBWithinASecond(token: string, ended: number) {
    await vi.waitFor(async () => expect((await call(nodeB, 'GET', PROFILE, { headers: bearer(token) })).status).toBe(401), {
      timeout: 1_000,
      interval: 10,
    });
    expect(Date.now() - ended).toBeLessThan(1_000);
  }

  it('signed out on A', async () => {
    const user = await createUser(app, { email: `out-${randomUUID()}@example.com`, password: 'sign-out-pass' });
    const token = await signIn(nodeA, user.user.email, 'sign-out-pass');
    await liveOnB(token);
    expect((await call(nodeA, 'DELETE', '/api/v3/sessions', { headers: bearer(token) })).status).toBe(204);
    await refusedOnBWithinASecond(token, Date.now());
  });

  it('every other session, after a password change on A', async () => {
    const user = await createUser(app, { email: `password-${randomUUID()}@example.com`, password: 'old-pass-1' });
    const other = await signIn(nodeA, user.user.email, 'old-pass-1');
    const changer = await signIn(nodeA, user.user.email, 'old-pass-1');
    await liveOnB(other);
    const changed = await call(nodeA, 'POST', '/api/v3/users/password', {
      headers: bearer(changer),
      body: { current_password: 'old-pass-1', password: 'new-pass-1' },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    await refusedOnBWithinASecond(other, Date.now());
    // The session the change started is live on B.
    expect((await call(nodeB, 'GET', PROFILE, { headers: bearer(changed.json.meta.access_token) })).status).toBe(200);
  });

  it('a disabled account’s, disabled by a third process (this one)', async () => {
    const user = await createUser(app, { email: `disabled-${randomUUID()}@example.com`, password: 'disabled-pass' });
    const token = await signIn(nodeA, user.user.email, 'disabled-pass');
    await liveOnB(token);
    await database.db.transaction((tx) => disableAccount(tx, app.events, user.user.id));
    await refusedOnBWithinASecond(token, Date.now());
  });
});
