/**
 * `npm run lighthouse`: Lighthouse's lab run (mobile profile, simulated throttling, as PageSpeed runs it) of the
 * public pages a search brings people to, on the production build served as `npm start` serves it (an in-memory
 * database with the demo data, the page cache on), in Debian's Chromium. Prints each page's four category scores,
 * LCP and CLS beside issue 28's targets. A measurement, not a test: it prints and stops (exit 0 unless a run fails).
 * LIGHTHOUSE_PAGES (comma-separated paths) picks other pages; CHROME_PATH another browser.
 */
import { execFile } from 'node:child_process';
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

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
const LCP_TARGET_MS = 1500;
const CLS_TARGET = 0.05;

interface LighthouseResult {
  categories: Record<keyof typeof TARGETS, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

async function startServer() {
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', RATE_LIMIT_MAX: String(1e9) };
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await database.migrate();
  await seed(database.db, { demo: true });
  const app = await buildApp(loadConfig(env), { database, web: 'production' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, close: async () => (await app.close(), await database.close()) };
}

async function audit(url: string): Promise<LighthouseResult> {
  const { stdout } = await run(
    LIGHTHOUSE,
    [url, '--output=json', '--quiet', '--only-categories=performance,accessibility,best-practices,seo', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseResult;
}

const server = await startServer();
try {
  process.stdout.write(`Lighthouse, mobile profile, against ${server.url}\n`);
  for (const path of PAGES) {
    // A first request renders the page and fills the page cache, as a page a visitor arrives at has been.
    await fetch(`${server.url}${path}`);
    const result = await audit(`${server.url}${path}`);
    process.stdout.write(`\n${path}\n`);
    for (const [name, target] of Object.entries(TARGETS) as [keyof typeof TARGETS, number][]) {
      const score = Math.round((result.categories[name].score ?? 0) * 100);
      process.stdout.write(`  ${name}: ${score} (target ≥ ${target}) — ${score >= target ? 'met' : 'NOT met'}\n`);
    }
    const lcp = result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    const cls = result.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    process.stdout.write(`  LCP: ${(lcp / 1000).toFixed(2)} s (target ≤ ${LCP_TARGET_MS / 1000} s) — ${lcp <= LCP_TARGET_MS ? 'met' : 'NOT met'}\n`);
    process.stdout.write(`  CLS: ${cls.toFixed(3)} (target ≤ ${CLS_TARGET}) — ${cls <= CLS_TARGET ? 'met' : 'NOT met'}\n`);
    const failing = Object.values(result.audits).filter((item) => item.score !== null && item.score < 0.9).map((item) => item.title);
    if (failing.length > 0) process.stdout.write(`  below 90 %: ${failing.join('; ')}\n`);
  }
} finally {
  await server.close();
}
