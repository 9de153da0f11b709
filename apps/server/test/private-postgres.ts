/**
 * A PostgreSQL server of a test's own, from Debian's binaries (/usr/lib/postgresql/<version>/bin): initdb into a
 * temporary directory, started on a free loopback port, stopped and started again by the test — never the machine's
 * shared server on 5432, which other tests and people use. Tuned for tests (no fsync), trust authentication on
 * 127.0.0.1 only, no Unix socket. Run as the `postgres` user when the test runs as root (initdb refuses root).
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/** The newest installed server's bin directory, or null (then the tests that need one skip, saying why). */
export function postgresBinaries(): string | null {
  if (!existsSync(DEBIAN_POSTGRES)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES)
    .filter((version) => existsSync(path.join(DEBIAN_POSTGRES, version, 'bin', 'pg_ctl')) && existsSync(path.join(DEBIAN_POSTGRES, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_POSTGRES, versions[0], 'bin') : null;
}

export const NO_POSTGRES_BINARIES = `no PostgreSQL server binaries under ${DEBIAN_POSTGRES}/<version>/bin (Debian's postgresql package): skipped`;

/** A loopback port free now (for a server a test starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The uid/gid to run the server as: ours, or `postgres`'s when we are root. */
async function runAs(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** `pg_ctl start -w`: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -w`, fast by default (sessions are ended with 57P01, as on a real shutdown). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops (if running) and removes the data directory. */
  destroy(): Promise<void>;
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(NO_POSTGRES_BINARIES);
  const owner = await runAs();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitstop-pg-'));
  const dataDir = path.join(dir, 'data');
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const port = await freePort();
  const exec = (tool: string, args: string[]) => run(path.join(bin, tool), args, { ...(owner ?? {}), cwd: dir, env: { ...process.env, LC_ALL: 'C' } });
  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=60',
    '-c shared_buffers=32MB',
  ].join(' ');
  let running = false;
  const instance: PrivatePostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await exec('pg_ctl', ['start', '-w', '-t', '30', '-D', dataDir, '-l', path.join(dir, 'log'), '-o', options]);
      running = true;
    },
    async stop(mode = 'fast') {
      await exec('pg_ctl', ['stop', '-w', '-t', '30', '-m', mode, '-D', dataDir]);
      running = false;
    },
    async destroy() {
      if (running) await instance.stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await instance.start();
  return instance;
}
