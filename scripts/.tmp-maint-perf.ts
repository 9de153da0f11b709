import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/db/seed.ts';

const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', RATE_LIMIT_MAX: String(1e9), WEB_BUILD_DIR: '', PAGE_CACHE_MAX_BYTES: '0' };
const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
await database.migrate();
await seed(database.db, { demo: true });
const app = await buildApp(loadConfig(env), { database, web: 'production' });
for (const path of (process.argv[2] ?? '/,/maintenance/honda-civic/2015').split(',')) {
  const years = path.endsWith('2015') ? [2015, 2014, 2013, 2012, 2011, 2010, 2009, 2008] : [0];
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: path });
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < 200; i++) {
    const url = years.length > 1 ? path.replace('2015', String(years[i % years.length])) : path;
    const reply = await app.inject({ method: 'GET', url });
    if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode}`);
    bytes = reply.rawPayload.length;
  }
  const ms = performance.now() - started;
  console.log(`${path}: 200 uncached renders in ${ms.toFixed(0)} ms = ${((200 / ms) * 1000).toFixed(0)} req/s (one at a time, one core); ${bytes} B HTML`);
}
await app.close();
await database.close();
