/**
 * The uncached search-engine pages as production runs on this machine (issue 28 §3, ADR 087): `npm run bench`'s
 * other page rows are one server process pinned to one core with wrk on the other; here the server is what
 * `npm start` runs with WEB_CONCURRENCY=2 on PostgreSQL (ADR 077: Node's cluster, two processes sharing the port),
 * the page cache off, the demo data, and wrk unpinned beside it on the same two cores. Each page: a warm-up, then
 * BENCH_ROUNDS runs of BENCH_DURATION seconds, the median req/s.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import pg from 'pg';

interface Tools {
  printTable: (rows: string[][]) => void;
  median: (values: number[]) => number;
}

interface Page {
  name: string;
  path: string;
}

const run = promisify(execFile);
const PROCESSES = 2;
/** Each of the processes compiles and warms its own code: longer than the single server's warm-up. */
const WARM_UP_SECONDS = 5;

/** A free port on 127.0.0.1, for the cluster to listen on. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no address');
  return address.port;
}

async function startCluster(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(PROCESSES),
      JWT_SECRET: `bench-${process.pid}-secret-of-enough-length-0123456789`,
      PAGE_CACHE_MAX_BYTES: '0',
      RATE_LIMIT_MAX: String(1e9),
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the cluster exited (${child.exitCode}) before it was ready`);
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (answer?.ok) return child;
    await new Promise((again) => setTimeout(again, 250));
  }
}

export async function measurePagesOnBothCores(
  pages: Page[],
  { target, connections, rounds, seconds, adminUrl }: { target: number; connections: number; rounds: number; seconds: number; adminUrl: string },
  { printTable, median }: Tools,
) {
  const name = `pitstop_bench_pages_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    process.stdout.write(`\n(PostgreSQL at ${adminUrl} is not reachable: ${(error as Error).message}; the pages on both cores are skipped)\n`);
    return;
  }
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let cluster: ChildProcess | undefined;
  try {
    const port = await freePort();
    cluster = await startCluster(url.toString(), port);
    const wrk = async (path: string, duration: number) => {
      const { stdout } = await run('wrk', ['-t1', `-c${connections}`, `-d${duration}s`, `http://127.0.0.1:${port}${path}`]);
      if (/Non-2xx/.test(stdout)) throw new Error(`${path}: answers other than 200 under load\n${stdout}`);
      return Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
    };
    const rows: { name: string; rps: number; all: number[] }[] = [];
    for (const page of pages) {
      await wrk(page.path, WARM_UP_SECONDS);
      const all: number[] = [];
      for (let round = 0; round < rounds; round++) all.push(await wrk(page.path, seconds));
      rows.push({ name: page.name, rps: median(all), all });
    }
    process.stdout.write(
      `\nThe uncached pages as production runs here: WEB_CONCURRENCY=${PROCESSES} on PostgreSQL, page cache off, wrk (1 thread, ${connections} connections) on the same two cores; median of ${rounds} runs of ${seconds} s:\n`,
    );
    printTable([['case', 'req/s', 'runs'], ...rows.map((row) => [row.name, row.rps.toFixed(0), row.all.map((rps) => rps.toFixed(0)).join(' ')])]);
    process.stdout.write(`Target: search-engine pages rendered uncached at ≥ ${target} req/s on these two cores\n`);
    for (const row of rows) process.stdout.write(`  ${row.name}: ${row.rps.toFixed(0)} req/s — ${row.rps >= target ? 'met' : 'NOT met'}\n`);
  } finally {
    if (cluster && cluster.exitCode === null) {
      cluster.kill('SIGTERM');
      await once(cluster, 'exit');
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
