/**
 * `npm run bench`: the server's throughput and latency as ratios against a bare Fastify route measured in
 * the same run (ARCHITECTURE §8), and the JavaScript a first visit to / downloads. Benchmarks are not
 * tests: this prints figures and stops. Everything listens on 127.0.0.1 only.
 *
 * To measure an endpoint, add a case to CASES. BENCH_DURATION (seconds, default 5) and
 * BENCH_CONNECTIONS (default 10) tune every case; WEB_BUILD_DIR picks the web build to serve; BENCH_ONLY
 * (a piece of a case name) runs only those cases and the baseline.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/db/seed.ts';

type Target = 'bare' | 'app' | 'app-uncached';

interface BenchCase {
  name: string;
  target: Target;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The status every response must have; anything else is counted and flagged. */
  status?: number;
  /** Fixed load in requests per second (all connections together) instead of as fast as possible. */
  rate?: number;
  /** The case every other is compared with. */
  baseline?: boolean;
}

/** What a browser sends: pages are served compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const CASES: BenchCase[] = [
  { name: 'bare Fastify, one JSON route (baseline)', target: 'bare', path: '/', baseline: true },
  // What any server pays to send the home page's bytes: the floor for the page cases below.
  { name: 'bare Fastify, the bytes of / (identity)', target: 'bare', path: '/page' },
  { name: 'GET /healthz', target: 'app', path: '/healthz' },
  { name: 'GET /config.json', target: 'app', path: '/config.json' },
  { name: 'GET / server-rendered, page cache off', target: 'app-uncached', path: '/' },
  { name: 'GET / from the page cache (identity)', target: 'app', path: '/' },
  { name: 'GET / from the page cache (br, as browsers ask)', target: 'app', path: '/', headers: BROWSER },
  { name: 'GET /api/v3/services', target: 'app', path: '/api/v3/services' },
  { name: 'GET /api/v3/services (br, as browsers ask)', target: 'app', path: '/api/v3/services', headers: BROWSER },
  { name: 'GET /api/v3/services at 500 req/s', target: 'app', path: '/api/v3/services', rate: 500 },
  {
    name: 'GET /api/v3/services/service_selection_categories (Popular)',
    target: 'app',
    path: '/api/v3/services/service_selection_categories?name=Popular%20Services',
  },
  { name: 'GET /api/turbo/v1/zipcode/search (city)', target: 'app', path: '/api/turbo/v1/zipcode/search?term=aus' },
  { name: 'GET /api/turbo/v1/zipcode/search (zip)', target: 'app', path: '/api/turbo/v1/zipcode/search?term=787' },
  { name: 'GET /api/turbo/v1/zipcode/search at 500 req/s', target: 'app', path: '/api/turbo/v1/zipcode/search?term=aus', rate: 500 },
  { name: 'GET /api/turbo/v1/zipcode/target_market (in market)', target: 'app', path: '/api/turbo/v1/zipcode/target_market?zipcode=78701' },
  { name: 'GET /api/turbo/v1/zipcode/target_market (out of market)', target: 'app', path: '/api/turbo/v1/zipcode/target_market?zipcode=76501' },
  { name: 'GET /api/turbo/v1/zipcode/target_market at 500 req/s', target: 'app', path: '/api/turbo/v1/zipcode/target_market?zipcode=78701', rate: 500 },
  { name: 'GET /api/turbo/v1/years/2020/makes', target: 'app', path: '/api/turbo/v1/years/2020/makes' },
  { name: 'GET /api/turbo/v1/years/2020/makes at 500 req/s', target: 'app', path: '/api/turbo/v1/years/2020/makes', rate: 500 },
  { name: 'GET /api/turbo/v1/years/2020/makes/Toyota/models', target: 'app', path: '/api/turbo/v1/years/2020/makes/Toyota/models' },
];

/** The issue's target: a cached page at no less than this share of the bare route's throughput. */
const CACHED_PAGE_TARGETS = ['GET / from the page cache (identity)', 'GET / from the page cache (br, as browsers ask)'];
const CACHED_PAGE_RATIO = 0.3;

/** BENCH_ONLY=text runs only the cases whose name contains it (and the baseline). */
const ONLY = process.env.BENCH_ONLY;
const SELECTED = CASES.filter((c) => !ONLY || c.baseline || c.name.includes(ONLY));

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 2;
const HOST = '127.0.0.1';

async function listen(app: FastifyInstance) {
  await app.listen({ host: HOST, port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://${HOST}:${address.port}`;
}

async function startServers() {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  let page = Buffer.alloc(0);
  bare.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));

  // The real app as production runs it, on an in-memory database with the seed data.
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    RATE_LIMIT_MAX: String(1e9),
    WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? '',
  };
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await database.migrate();
  await seed(database.db, { demo: true });
  const app = await buildApp(loadConfig(env), { database, web: 'production' });
  const uncached = await buildApp(loadConfig({ ...env, PAGE_CACHE_MAX_BYTES: '0' }), { database, web: 'production' });

  const urls: Record<Target, string> = {
    bare: await listen(bare),
    app: await listen(app),
    'app-uncached': await listen(uncached),
  };
  page = Buffer.from(await (await fetch(`${urls.app}/`)).arrayBuffer());
  const close = async () => {
    await Promise.all([bare.close(), app.close(), uncached.close()]);
    await database.close();
  };
  return { urls, close };
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  unexpected: number;
}

async function measure(benchCase: BenchCase, url: string): Promise<Figures> {
  const options = {
    url: `${url}${benchCase.path}`,
    method: benchCase.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...benchCase.headers },
    body: benchCase.body === undefined ? undefined : JSON.stringify(benchCase.body),
    connections: CONNECTIONS,
    ...(benchCase.rate ? { overallRate: benchCase.rate } : {}),
    // The load runs in a worker thread so the servers keep this thread to themselves.
    workers: 1,
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION });
  const expected = benchCase.status ?? 200;
  const wrongStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== expected)
    .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
  return {
    name: benchCase.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: wrongStatus + result.errors + result.timeouts,
  };
}

/** The JavaScript a first visit to / loads: every /assets/*.js the HTML names (module preloads, entry imports). */
async function initialJs(url: string) {
  const html = await (await fetch(`${url}/`)).text();
  const files = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  const sizes = await Promise.all(
    files.map(async (file) => {
      const body = Buffer.from(await (await fetch(`${url}${file}`)).arrayBuffer());
      return { file, raw: body.byteLength, gzip: gzipSync(body, { level: 9 }).byteLength };
    }),
  );
  return sizes.sort((a, b) => b.gzip - a.gzip);
}

/**
 * The same comparison with wrk (Debian's `wrk`, a C load generator in its own process) when it is installed.
 * autocannon parses every reply in JavaScript: with a page-sized body it saturates before the server does
 * (the server thread sits mostly idle), so its page figures measure the load generator. wrk does not.
 */
const WRK_CASES: { name: string; target: Target; path: string; acceptEncoding?: string }[] = [
  { name: 'bare Fastify, one JSON route (baseline)', target: 'bare', path: '/' },
  { name: 'GET /healthz', target: 'app', path: '/healthz' },
  { name: 'GET / from the page cache (identity)', target: 'app', path: '/' },
  { name: 'GET / from the page cache (br, as browsers ask)', target: 'app', path: '/', acceptEncoding: BROWSER['accept-encoding'] },
  { name: 'GET /api/v3/services', target: 'app', path: '/api/v3/services' },
  { name: 'GET /api/v3/services (br, as browsers ask)', target: 'app', path: '/api/v3/services', acceptEncoding: BROWSER['accept-encoding'] },
  { name: 'GET /api/turbo/v1/zipcode/search (city)', target: 'app', path: '/api/turbo/v1/zipcode/search?term=aus' },
  { name: 'GET /api/turbo/v1/zipcode/target_market (in market)', target: 'app', path: '/api/turbo/v1/zipcode/target_market?zipcode=78701' },
  { name: 'GET /api/turbo/v1/years/2020/makes', target: 'app', path: '/api/turbo/v1/years/2020/makes' },
];

async function measureWithWrk(urls: Record<Target, string>) {
  if (spawnSync('wrk', ['--version']).error) {
    process.stdout.write('\n(wrk is not installed: `apt-get install wrk` adds a column measured without autocannon\'s own limit)\n');
    return;
  }
  const run = promisify(execFile);
  const rows: { name: string; rps: number }[] = [];
  for (const c of WRK_CASES.filter((c) => !ONLY || c.target === 'bare' || c.name.includes(ONLY))) {
    const args = ['-t1', `-c${CONNECTIONS}`, `-d${DURATION}s`, '-H', `accept-encoding: ${c.acceptEncoding ?? 'identity'}`];
    await run('wrk', [...args.slice(0, 2), '-d1s', `${urls[c.target]}${c.path}`]);
    const { stdout } = await run('wrk', [...args, `${urls[c.target]}${c.path}`]);
    rows.push({ name: c.name, rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0) });
  }
  const bare = rows[0]?.rps ?? Number.NaN;
  process.stdout.write(`\nThe same with wrk (1 thread, ${CONNECTIONS} connections, ${DURATION} s):\n`);
  printTable([['case', 'req/s', 'vs bare'], ...rows.map((r) => [r.name, r.rps.toFixed(0), `${((r.rps / bare) * 100).toFixed(1)} %`])]);
  for (const r of rows.filter((row) => CACHED_PAGE_TARGETS.includes(row.name))) {
    process.stdout.write(`  ${r.name}: ${((r.rps / bare) * 100).toFixed(1)} % — ${r.rps / bare >= CACHED_PAGE_RATIO ? 'met' : 'NOT met'}\n`);
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [index, row] of rows.entries()) {
    process.stdout.write(`${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}\n`);
    if (index === 0) process.stdout.write(`${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  }
}

async function main() {
  process.stdout.write(`Starting the bare baseline and the app (production build, in-memory PGlite)…\n`);
  const { urls, close } = await startServers();
  try {
    process.stdout.write(
      `Each case: ${WARM_UP_SECONDS} s warm-up, then ${DURATION} s with ${CONNECTIONS} connections.\n\n`,
    );
    const results: Figures[] = [];
    for (const benchCase of SELECTED) {
      process.stdout.write(`  ${benchCase.name}…\n`);
      results.push(await measure(benchCase, urls[benchCase.target]));
    }
    const baseline = results.find((r) => CASES.find((c) => c.name === r.name)?.baseline);
    const ratio = (r: Figures) => (baseline ? r.requestsPerSecond / baseline.requestsPerSecond : Number.NaN);

    process.stdout.write('\n');
    printTable([
      ['case', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'unexpected'],
      ...results.map((r) => [
        r.name,
        r.requestsPerSecond.toFixed(0),
        String(r.p50),
        String(r.p99),
        `${(ratio(r) * 100).toFixed(1)} %`,
        r.unexpected ? `${r.unexpected} !` : '0',
      ]),
    ]);

    process.stdout.write(`\nTarget: cached GET / at ≥ ${CACHED_PAGE_RATIO * 100} % of the bare route's req/s\n`);
    for (const cached of results.filter((r) => CACHED_PAGE_TARGETS.includes(r.name))) {
      const share = `${(ratio(cached) * 100).toFixed(1)} %`;
      process.stdout.write(`  ${cached.name}: ${share} — ${ratio(cached) >= CACHED_PAGE_RATIO ? 'met' : 'NOT met'}\n`);
    }

    await measureWithWrk(urls);

    const js = await initialJs(urls.app);
    process.stdout.write(`\nJavaScript of the initial load of / (${js.length} files):\n`);
    printTable([
      ['file', 'raw', 'gzip'],
      ...js.map((f) => [f.file, kb(f.raw), kb(f.gzip)]),
      ['total', kb(js.reduce((s, f) => s + f.raw, 0)), kb(js.reduce((s, f) => s + f.gzip, 0))],
    ]);
  } finally {
    await close();
  }
}

await main();
// Nothing may keep the process alive after the figures (PGlite, sockets in TIME_WAIT handles).
process.exit(0);
