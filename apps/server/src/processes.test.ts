import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_BY_HEADER } from './app.ts';
import { loadConfig } from './config.ts';
import { processCount, singleProcessNotice } from './processes.ts';
import { build, testDatabaseUrl } from '../test/index.ts';
import { createUser } from '../test/factories.ts';
import { freePort } from '../test/private-postgres.ts';
import { ensureWebBuild } from '../test/web-build.ts';

const serverDir = fileURLToPath(new URL('../', import.meta.url));
const databaseUrl = process.env.TEST_DATABASE_URL;
const PROFILE = '/api/v3/users/profile';

interface Answer {
  status: number;
  pid: string;
  json: { meta?: { access_token?: string } } | null;
}

describe('how many processes a start runs', () => {
  const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/pitstop' };
  it('WEB_CONCURRENCY on PostgreSQL; one, said in one line, on PGlite', () => {
    expect(processCount(loadConfig({ ...postgres, WEB_CONCURRENCY: '4' }))).toBe(4);
    expect(processCount(loadConfig(postgres))).toBe(1);
    expect(singleProcessNotice(loadConfig({ ...postgres, WEB_CONCURRENCY: '4' }))).toBeNull();
    expect(processCount(loadConfig({ WEB_CONCURRENCY: '4' }))).toBe(1);
    expect(singleProcessNotice(loadConfig({}))).toEqual({
      level: 'info',
      message: "Embedded PGlite is one process's database: one server process; set DATABASE_URL to PostgreSQL to run several",
    });
    expect(singleProcessNotice(loadConfig({ WEB_CONCURRENCY: '4' }))?.level).toBe('warn');
    expect(singleProcessNotice(loadConfig({ WEB_CONCURRENCY: '4' }))?.message).toContain('(WEB_CONCURRENCY=4 ignored)');
  });
});

/**
 * ADR 077: `npm start` with WEB_CONCURRENCY=2 on PostgreSQL — the primary forks two workers on one port; each new
 * connection goes to one of them. Both serve, a session signed in through one is good on the other (one JWT secret
 * though none is configured), and a session ended on one is refused by the other (ADR 052). Skipped on PGlite,
 * which one process owns.
 */
describe.skipIf(!databaseUrl)('main.ts with WEB_CONCURRENCY=2 on PostgreSQL', async () => {
  const { app, database } = await build();
  let primary: ChildProcess;
  let port: number;

  beforeAll(async () => {
    const webBuildDir = await ensureWebBuild();
    port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: testDatabaseUrl(database)!,
        JWT_SECRET: '',
        WEB_CONCURRENCY: '2',
        WEB_BUILD_DIR: webBuildDir,
        DEV_TEST_SUPPORT: 'true',
        RATE_LIMIT_MAX: '100000',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let ready = 0;
    await new Promise<void>((resolve, reject) => {
      primary.once('exit', (code) => reject(new Error(`the primary exited (${code}) before its workers were ready`)));
      createInterface({ input: primary.stdout! }).on('line', (line) => {
        if (line.includes(' is ready at ') && ++ready === 2) resolve();
      });
    });
  }, 240_000);

  afterAll(() => {
    if (primary.exitCode === null && primary.signalCode === null) primary.kill('SIGKILL');
  });

  /** One request on a connection of its own: the cluster hands each new connection to one worker. */
  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, method, path, agent: false, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, pid: String(response.headers[SERVED_BY_HEADER]), json: text ? (JSON.parse(text) as Answer['json']) : null }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });

  /** Calls until each of the two workers has answered `times` times; every answer goes to `check`. */
  async function fromBoth(path: string, headers: Record<string, string>, times: number, check: (answer: Answer) => void): Promise<string[]> {
    const counts = new Map<string, number>();
    for (let tries = 0; tries < 40 && (counts.size < 2 || [...counts.values()].some((count) => count < times)); tries += 1) {
      const answer = await call('GET', path, headers);
      check(answer);
      counts.set(answer.pid, (counts.get(answer.pid) ?? 0) + 1);
    }
    expect(counts.size).toBe(2);
    return [...counts.keys()];
  }

  it('both workers serve; a session from one is good on the other; one ended on one is refused by the other', async () => {
    const pids = await fromBoth('/healthz', {}, 1, (answer) => expect(answer.status).toBe(200));
    expect(pids).not.toContain(String(primary.pid));

    const user = await createUser(app, { email: `cluster-${randomUUID()}@example.com`, password: 'cluster-pass-1' });
    const signedIn = await call('POST', '/api/v3/sessions', {}, { email: user.user.email, password: 'cluster-pass-1' });
    expect(signedIn.status).toBe(200);
    const bearer = { authorization: `Bearer ${signedIn.json!.meta!.access_token!}` };
    // Each worker read the session and now keeps it live in memory (ADR 052).
    await fromBoth(PROFILE, bearer, 2, (answer) => expect(answer.status).toBe(200));

    const signedOut = await call('DELETE', '/api/v3/sessions', bearer);
    expect(signedOut.status).toBe(204);
    const ended = Date.now();
    // The other worker refuses it within a second (the `sessions.changed` event through NOTIFY).
    let refusedByOther: Answer | undefined;
    while (!refusedByOther && Date.now() - ended < 1_000) {
      const answer = await call('GET', PROFILE, bearer);
      if (answer.pid !== signedOut.pid && answer.status === 401) refusedByOther = answer;
    }
    expect(refusedByOther, 'the other worker refused the ended session within a second').toBeDefined();
    await fromBoth(PROFILE, bearer, 1, (answer) => expect(answer.status).toBe(401));
  }, 60_000);

  it('SIGTERM to the primary closes both workers and exits 0', async () => {
    const exited = once(primary, 'exit');
    primary.kill('SIGTERM');
    expect((await exited)[0]).toBe(0);
  }, 30_000);
});
