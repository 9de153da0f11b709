/**
 * Real server processes (test/server-process.ts) on the test's PostgreSQL database, for the tests that need more
 * than one process on one database (booking-kill.test.ts, session-revocation.test.ts). Test support on; the caller
 * kills what it started (`stopServers`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

/** Starts one server process and resolves with its address once it answers. */
export async function startServer(databaseUrl: string, jwtSecret: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server-process.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      DEV_TEST_SUPPORT: 'true',
      RATE_LIMIT_MAX: '100000',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server process exited (${code}) before listening`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"listening"')) resolve((JSON.parse(line) as { listening: string }).listening);
    });
  });
  return { url, child };
}

/** Kills the processes still running. */
export function stopServers(children: ChildProcess[]): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */
/** One HTTP call to a server process: the status and the JSON body (null when there is none). */
export async function call(base: string, method: string, path: string, init: { headers?: Record<string, string>; body?: unknown } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as any };
}
