/**
 * `npm run lighthouse`: Lighthouse's lab run (mobile profile, simulated throttling, as PageSpeed runs it) of the
 * public pages a search brings people to, on the production build served as `npm start` serves it (an in-memory
 * database with the demo data, the page cache on), in Debian's Chromium. Prints each page's four category scores,
 * LCP and CLS beside issue 28's targets. A measurement, not a test: it prints and stops (exit 0 unless a run fails).
 * Each page is audited LIGHTHOUSE_RUNS times (3 unless told; the machine is shared, so one run says little) and the
 * median of each figure is printed; a run whose trace Chromium lost (NO_NAVSTART under load) is run again.
 * LIGHTHOUSE_PAGES (comma-separated paths) picks other pages; CHROME_PATH another browser; WEB_BUILD_DIR another
 * build (to compare two builds back to back); LIGHTHOUSE_REPORTS a directory to keep each run's JSON report in.
 */
import './production-mode.ts';
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/db/seed.ts';

const run = promisify(execFile);
/** The project's own Lighthouse (an npm devDependency), run on the project's Node. */
const LIGHTHOUSE = fileURLToPath(new URL('../node_modules/.bin/lighthouse', import.meta.url));

/** The landing page, a city page and a repair-cost page (issue 28 §3). */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/auto-repair/tx/austin', '/repair-cost/honda/civic/brake-pads-replacement'];

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** Runs lost to a broken trace that are run again before the page counts as failed. */
const RETRIES = 2;

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
const LCP_TARGET_MS = 1500;
const CLS_TARGET = 0.05;

interface LighthouseResult {
  categories: Record<keyof typeof TARGETS, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
  runtimeError?: { code: string; message: string };
  /** Lighthouse's measure of the host's CPU: its 4× slowdown is of this machine, so scores move with it. */
  environment?: { benchmarkIndex?: number };
}

async function startServer() {
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    RATE_LIMIT_MAX: String(1e9),
    ...(process.env.WEB_BUILD_DIR ? { WEB_BUILD_DIR: path.resolve(process.env.WEB_BUILD_DIR) } : {}),
  };
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await database.migrate();
  await seed(database.db, { demo: true });
  const app = await buildApp(loadConfig(env), { database, web: 'production' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, close: async () => (await app.close(), await database.close()) };
}

async function auditOnce(url: string): Promise<{ result: LighthouseResult; json: string }> {
  const { stdout } = await run(
    LIGHTHOUSE,
    [url, '--output=json', '--quiet', '--only-categories=performance,accessibility,best-practices,seo', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return { result: JSON.parse(stdout) as LighthouseResult, json: stdout };
}

/** One run's report, run again (up to RETRIES times) when Lighthouse could not read the page load's trace. */
async function audit(url: string, name: string): Promise<LighthouseResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { result, json } = await auditOnce(url);
      if (result.runtimeError) throw new Error(`${result.runtimeError.code}: ${result.runtimeError.message}`);
      if (REPORTS) await writeFile(path.join(REPORTS, `${name}.json`), json);
      return result;
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      process.stdout.write(`  (run lost: ${String(error).split('\n')[0]?.slice(0, 160)}; again)\n`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const list = (values: number[], format: (value: number) => string) => (values.length > 1 ? ` [${values.map(format).join(', ')}]` : '');

if (REPORTS) await mkdir(REPORTS, { recursive: true });
const server = await startServer();
try {
  process.stdout.write(`Lighthouse, mobile profile, against ${server.url}, median of ${RUNS} run(s)\n`);
  for (const page of PAGES) {
    // A first request renders the page and fills the page cache, as a page a visitor arrives at has been.
    await fetch(`${server.url}${page}`);
    const results: LighthouseResult[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      results.push(await audit(`${server.url}${page}`, `${page.replace(/\W+/g, '_') || '_'}-${index + 1}`));
    }
    process.stdout.write(`\n${page}\n`);
    for (const [name, target] of Object.entries(TARGETS) as [keyof typeof TARGETS, number][]) {
      const scores = results.map((result) => Math.round((result.categories[name].score ?? 0) * 100));
      const score = median(scores);
      process.stdout.write(`  ${name}: ${score} (target ≥ ${target}) — ${score >= target ? 'met' : 'NOT met'}${list(scores, String)}\n`);
    }
    const figure = (id: string) => results.map((result) => result.audits[id]?.numericValue ?? Number.NaN);
    const lcps = figure('largest-contentful-paint');
    const lcp = median(lcps);
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    process.stdout.write(`  LCP: ${seconds(lcp)} s (target ≤ ${LCP_TARGET_MS / 1000} s) — ${lcp <= LCP_TARGET_MS ? 'met' : 'NOT met'}${list(lcps, seconds)}\n`);
    const clss = figure('cumulative-layout-shift');
    const cls = median(clss);
    process.stdout.write(`  CLS: ${cls.toFixed(3)} (target ≤ ${CLS_TARGET}) — ${cls <= CLS_TARGET ? 'met' : 'NOT met'}${list(clss, (value) => value.toFixed(3))}\n`);
    const fcps = figure('first-contentful-paint');
    process.stdout.write(`  FCP: ${seconds(median(fcps))} s${list(fcps, seconds)}\n`);
    const tbts = figure('total-blocking-time');
    process.stdout.write(`  TBT: ${median(tbts).toFixed(0)} ms${list(tbts, (value) => value.toFixed(0))}\n`);
    const hosts = results.map((result) => result.environment?.benchmarkIndex ?? Number.NaN);
    process.stdout.write(`  this machine's CPU as Lighthouse rates it (benchmarkIndex; the throttling is relative to it): ${median(hosts).toFixed(0)}${list(hosts, (value) => value.toFixed(0))}\n`);
    const failing = new Set(results.flatMap((result) => Object.values(result.audits).filter((item) => item.score !== null && item.score < 0.9).map((item) => item.title)));
    if (failing.size > 0) process.stdout.write(`  below 90 % (in any run): ${[...failing].join('; ')}\n`);
  }
} finally {
  await server.close();
}
