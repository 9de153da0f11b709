import { loadConfig } from './apps/server/src/config.ts';
import { buildApp } from './apps/server/src/app.ts';
import { createTestDatabase } from './apps/server/test/database.ts';
import { seed } from './apps/server/src/db/seed.ts';

const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' });
const database = await createTestDatabase();
await seed(database.db, { demo: true });
const app = await buildApp(config, { database });
await app.ready();
app.catalog.invalidate();
for (const [label, url] of [
  ['job', '/api/turbo/v1/repair-costs/honda/civic/brake-pads-replacement'],
  ['model', '/api/turbo/v1/repair-costs/honda/civic'],
  ['recent', '/api/turbo/v1/repair-costs/honda/civic/recent-repairs'],
  ['job page (SSR)', '/repair-cost/honda/civic/brake-pads-replacement'],
] as const) {
  const first = await app.inject({ url });
  for (let i = 0; i < 50; i++) await app.inject({ url }); // warm
  const n = 200; const start = performance.now();
  for (let i = 0; i < n; i++) { const r = await app.inject({ url, headers: label === 'job page (SSR)' ? { authorization: 'Bearer x' } : {} }); if (r.statusCode >= 400 && label !== 'job page (SSR)') throw new Error(`${url} ${r.statusCode}`); }
  const ms = performance.now() - start;
  console.log(label, first.statusCode, `${(n / (ms / 1000)).toFixed(0)} req/s sequential`, label === 'recent' ? first.body.slice(0, 300) : '');
}
await app.close(); await database.close();
