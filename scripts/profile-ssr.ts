/**
 * `node --import tsx scripts/profile-ssr.ts [path …]`: where an uncached server render spends its time. Starts
 * the app as `npm run bench` does (production, the built web app, the seed data, the page cache off), loads each
 * path for a second to warm up, then for PROFILE_SECONDS each (default 5) under the V8 CPU profiler, from
 * autocannon in a worker thread (10 connections, as the bench; the profile is of the server's thread alone), and
 * prints the self time by package and by function. PROFILE_OUT=file.cpuprofile keeps the profile (Chrome's
 * DevTools open it). Not a benchmark: the profiler slows what it measures; compare profiles taken alike.
 */
import './production-mode.ts';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Session } from 'node:inspector/promises';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/db/seed.ts';

const PATHS = process.argv.slice(2).length > 0
  ? process.argv.slice(2)
  : ['/auto-repair/tx/austin', '/repair-cost/honda/civic/brake-pads-replacement'];
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const TOP = Number(process.env.PROFILE_TOP ?? 40);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
await database.migrate();
await seed(database.db, { demo: true });
const env = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory://',
  RATE_LIMIT_MAX: String(1e9),
  WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? '',
  PAGE_CACHE_MAX_BYTES: '0',
};
const app = await buildApp(loadConfig(env), { database, web: 'production' });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');

/** Every path for `seconds` each; the requests answered and any that were not a 200. */
async function load(seconds: number) {
  let requests = 0;
  for (const path of PATHS) {
    const result = await autocannon({ url: `http://127.0.0.1:${address.port}${path}`, connections: 10, duration: seconds, workers: 1 });
    const wrong = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => code !== '200');
    if (wrong.length > 0 || result.errors > 0) throw new Error(`${path}: ${JSON.stringify(wrong)}, ${result.errors} errors`);
    requests += result.requests.total;
  }
  return requests;
}

await load(1);
// What a render costs the server's thread in CPU, whatever the machine's neighbours do (they slow the wall clock
// and so every req/s figure; this much less): on the one core the bench's wrk leaves the server, 1000 / this is
// its ceiling in renders/s. Measured without the profiler, which slows what it samples.
const cpuBefore = process.threadCpuUsage();
const measured = await load(SECONDS);
const cpu = process.threadCpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000 / measured;
process.stdout.write(`server thread CPU: ${cpuMs.toFixed(2)} ms a render over ${measured} renders (${(1000 / cpuMs).toFixed(0)} renders/s on one core)\n`);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const started = performance.now();
const rendered = await load(SECONDS);
const elapsed = performance.now() - started;
const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
session.disconnect();
await app.close();
await database.close();
if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));

// Self time per node: the sum of the time deltas of the samples that landed in it.
const selfTime = new Map<number, number>();
profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const total = [...selfTime.values()].reduce((sum, t) => sum + t, 0);

/** A file's package (node_modules/<pkg>), or the project's folder it lives in, or what V8 calls it. */
function packageOf(url: string, functionName: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  const project = /\/(apps\/web\/build\/server|apps\/server\/src\/[^/]+|apps\/web\/app\/[^/]+|packages\/[^/]+)/.exec(url);
  if (project) return project[1]!;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  return url ? url : `(${functionName || 'native'})`;
}

const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const time = selfTime.get(node.id) ?? 0;
  if (time === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const pkg = packageOf(url, functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  const fn = `${functionName || '(anonymous)'}  ${url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/')}:${lineNumber + 1}` : ''}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
}

const table = (title: string, rows: Map<string, number>, top: number) => {
  process.stdout.write(`\n${title}\n`);
  for (const [name, time] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(`${((time / total) * 100).toFixed(1).padStart(5)} %  ${name}\n`);
  }
};
process.stdout.write(`${rendered} renders of ${PATHS.join(', ')} in ${(elapsed / 1000).toFixed(2)} s under the profiler: ${(rendered / (elapsed / 1000)).toFixed(0)} renders/s (machine load ${loadavg()[0]!.toFixed(1)})\n`);
table('Self time by package', byPackage, 25);
table('Self time by function', byFunction, TOP);
