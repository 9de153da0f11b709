/**
 * `npm run load`: two server processes on one fresh PostgreSQL database and Redis, behind haproxy, under a mixed
 * workload at a fixed rate (ADR 077). Not a test: it prints figures and stops. Everything listens on 127.0.0.1.
 *
 * 1. A database of its own (`pitstop_load_<pid>` on LOAD_POSTGRES_URL, dropped at the end): migrated and seeded by
 *    an in-process server, which also makes a market of LOAD_LOCATIONS shops at Austin, LOAD_USERS customers, each
 *    with a vehicle and a saved sandbox card (4242…).
 * 2. Two servers (`apps/server/src/main.ts`, NODE_ENV=production, LOAD_PORT+1 and +2) on it, with REDIS_URL and a
 *    brand slug of this run's own (so its rate-limit keys, `<slug>-rl-…`, are its own, deleted at the end), and
 *    haproxy (/usr/sbin/haproxy) on LOAD_PORT in front, round-robin per request, naming the node in X-Served-By.
 * 3. An open-loop generator: LOAD_RATE requests a second for LOAD_SECONDS, each sent at its time whether or not
 *    earlier ones have answered; a latency is counted from that time (no coordinated omission). The mix: browsing
 *    (pages, the service list, zip search, /config.json) and customers going through sign in → a service request →
 *    its offers → the shop's first free times → a booking with the saved card → a message to the shop → the
 *    request read back. Each customer comes from an address of its own (X-Forwarded-For; TRUST_PROXY on).
 * 4. Prints the errors (anything but the step's expected statuses; a 409 slot_taken on a booking is a loser of a
 *    race, expected), p50/p95/p99 overall and per step, each node's RSS every 10 s with its growth after the
 *    warm-up (LOAD_WARMUP_SECONDS), and the shared rate limit: one new address sends RATE_LIMIT_MAX + 40 calls
 *    through the balancer; shared limits let RATE_LIMIT_MAX through in all, and both nodes refuse the rest.
 *
 * 5. Kills (LOAD_KILLS=n, the first at LOAD_KILL_AT seconds, then every LOAD_KILL_EVERY): at each, once a booking
 *    is on its way, one node (the two in turn) is killed with SIGKILL and started again at once; haproxy's health
 *    checks take it out and back. A call that meets the kill (no answer, or haproxy's 502/503/504, from the kill
 *    until 10 s after the node is back) is counted apart, not as an error; the customer sends it again later — a
 *    booking with the same Idempotency-Key, a request with the same form token — and every booking still unsettled
 *    when the drive ends is sent again then. After the drive, the recovery is given its time (the attempt's own dead
 *    check at 31 s, the minute's sweep: no attempt in flight, no card hold pending, no bay cell reserved, at most
 *    LOAD_RECOVERY_SECONDS), then the database and the sandbox gateway's records are checked: every booking a
 *    customer was told of exists once, none is doubled (per request, offer, attempt, bay), and no hold is left
 *    without a live booking (ours nor the gateway's). Each check is printed with its result.
 * 6. Memory: each node's RSS every LOAD_SAMPLE_SECONDS; with 9 samples or more, the mean of the last third against
 *    the second third (levelled off under 5 %).
 *
 * Tuning: LOAD_RATE (200), LOAD_SECONDS (120), LOAD_WARMUP_SECONDS (30), LOAD_USERS (80), LOAD_LOCATIONS (6),
 * LOAD_PORT (3940), LOAD_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL
 * (redis://127.0.0.1:6379), WEB_BUILD_DIR (build: `npm run build` first), HAPROXY (/usr/sbin/haproxy),
 * LOAD_SAMPLE_SECONDS (10), LOAD_KILLS (0), LOAD_KILL_AT (20), LOAD_KILL_EVERY (40), LOAD_RECOVERY_SECONDS (180),
 * LOAD_KEEP_DATABASE (false: `true` keeps the run's database to read it afterwards),
 * LOAD_NODE_ARGS (node's flags for the servers: `--cpu-prof --cpu-prof-dir=<dir>` profiles them until they stop).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync, mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createUser } from '../apps/server/test/factories.ts';
import { createMarket, createOwnedVehicle, seedTestCatalog } from '../apps/server/test/market.ts';
import { saveTestCard } from '../apps/server/test/payments.ts';

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RATE = numberFrom('LOAD_RATE', 200);
const SECONDS = numberFrom('LOAD_SECONDS', 120);
const WARMUP_SECONDS = numberFrom('LOAD_WARMUP_SECONDS', 30);
const USERS = numberFrom('LOAD_USERS', 80);
const LOCATIONS = numberFrom('LOAD_LOCATIONS', 6);
const PORT = numberFrom('LOAD_PORT', 3940);
const RATE_LIMIT_MAX = 300;
const SAMPLE_EVERY_MS = numberFrom('LOAD_SAMPLE_SECONDS', 10) * 1000;
const KILLS = numberFrom('LOAD_KILLS', 0);
const KILL_AT = numberFrom('LOAD_KILL_AT', 20);
const KILL_EVERY = numberFrom('LOAD_KILL_EVERY', 40);
const RECOVERY_SECONDS = numberFrom('LOAD_RECOVERY_SECONDS', 180);
/** Keep the run's database at the end (to read it), instead of dropping it. */
const KEEP_DATABASE = process.env.LOAD_KEEP_DATABASE === 'true';
/** Node's own flags for the two servers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/x` or `--heapsnapshot-signal=SIGUSR2`. */
const NODE_ARGS = (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** How long after a killed node is back a failed call is still counted as the kill's. */
const KILL_TAIL_MS = 10_000;
const POSTGRES_URL = process.env.LOAD_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const WEB_BUILD_DIR = process.env.WEB_BUILD_DIR ?? 'build';
const ZIPS = ['78701', '78702', '78703', '78704', '78705', '78751', '78756', '78757'];

const run = `${process.pid}`;
const brandSlug = `pitstop-load-${run}`;
const databaseName = `pitstop_load_${run}`;
const origin = `http://127.0.0.1:${PORT}`;
const children: ChildProcess[] = [];
const workDir = mkdtempSync(path.join(tmpdir(), 'pitstop-load-'));

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const log = (line: string) => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------------------------
// Setup

interface Customer {
  email: string;
  password: string;
  vehicleId: string;
  cardId: string;
  address: string;
}

async function prepare(serviceId: { value: string }): Promise<Customer[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(databaseName),
    DEV_TEST_SUPPORT: 'true',
    BRAND_SLUG: brandSlug,
    SEED_DEMO_DATA: 'false',
  });
  const app = await buildApp(config, { seed: true });
  await app.ready();
  try {
    await seedTestCatalog(app);
    await createMarket(app, { locations: ZIPS.slice(0, LOCATIONS).map((zipcode) => ({ zipcode })) });
    const oilChange = (await app.catalog.get()).bySlug.get('oil-change');
    if (!oilChange) throw new Error('no oil-change service in the catalogue');
    serviceId.value = oilChange.id;
    const customers: Customer[] = [];
    for (let index = 0; index < USERS; index += 1) {
      const password = `load-pass-${index}`;
      const user = await createUser(app, { email: `load-${index}-${run}@example.com`, password, confirmed: true });
      const vehicle = await createOwnedVehicle(app, user.user.id, { year: 2016, make: 'Honda', model: 'Civic', mileage: 60_000 });
      const card = await saveTestCard(app, user);
      customers.push({ email: user.user.email, password, vehicleId: vehicle.id, cardId: card.id, address: `10.1.${index >> 8}.${index & 255}` });
    }
    return customers;
  } finally {
    await app.close();
  }
}

/** One server process; resolves with it once it says it is ready. */
async function startNode(port: number): Promise<ChildProcess> {
  const out = createWriteStream(path.join(workDir, `node-${port}.log`));
  const child = spawn(process.execPath, [...NODE_ARGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATABASE_URL: databaseUrl(databaseName),
      REDIS_URL,
      JWT_SECRET: `load-${run}-secret-of-enough-length-0123456789`,
      BRAND_SLUG: brandSlug,
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      REQUEST_DAILY_MAX: '100000',
      BOOKING_LIMITS: 'false',
      SEED_DEMO_DATA: 'false',
      WEB_BUILD_DIR,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stderr!.pipe(out);
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server on ${port} exited (${code}) before it was ready: see ${workDir}`)));
    lines.on('line', (line) => {
      out.write(`${line}\n`);
    });
    // Ready once it answers (its ready line is at info; the log here is at warn).
    void (async () => {
      while (child.exitCode === null) {
        const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
        if (answer?.ok) return resolve();
        await new Promise((again) => setTimeout(again, 250));
      }
    })();
  });
  return child;
}

async function startBalancer(): Promise<ChildProcess> {
  const file = path.join(workDir, 'haproxy.cfg');
  writeFileSync(
    file,
    `global
  maxconn 4096
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  option forwardfor
frontend pitstop
  bind 127.0.0.1:${PORT}
  default_backend nodes
backend nodes
  balance roundrobin
  http-response set-header X-Served-By %s
  timeout queue 30s
  # A node gets at most 64 requests at once; the rest wait in haproxy's queue, not in the node's accept backlog.
  # A node that stops answering is out after 2 failed checks (2 s), back after 2 good ones. The check is an HTTP
  # call, not a TCP connect, which the kernel answers for a node whose event loop is blocked.
  option httpchk GET /readyz
  server node1 127.0.0.1:${PORT + 1} check inter 1s fall 2 rise 2 maxconn 64
  server node2 127.0.0.1:${PORT + 2} check inter 1s fall 2 rise 2 maxconn 64
`,
  );
  const child = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  for (let tries = 0; tries < 100; tries += 1) {
    const answer = await fetch(`${origin}/healthz`).catch(() => null);
    if (answer?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('haproxy did not answer');
}

// ---------------------------------------------------------------------------------------------------------------
// The workload

interface Step {
  name: string;
  method: string;
  path: string;
  address: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  expect: number[];
  /** What the customer learns from the answer. */
  then?: (status: number, json: any) => void; // eslint-disable-line @typescript-eslint/no-explicit-any -- wire documents
}

interface Flow {
  customer: Customer;
  busy: boolean;
  token?: string;
  requestId?: string;
  offer?: { id: string; version: number; locationId: string };
  time?: string;
  booked?: boolean;
  messaged?: boolean;
  /** The new request's form token, kept until it is answered: a retry names the same request. */
  formToken?: string;
  /** The booking's Idempotency-Key, kept until it is answered: a retry after a kill is the same booking. */
  bookingKey?: string;
}

/** What the customers were told of their bookings, and the calls that met a kill. */
const ledger = {
  /** The bookings answered 200: each must exist once. */
  told: [] as Array<{ requestId: string; offerId: string; key: string }>,
  bookingsInFlight: 0,
  /** Bookings whose call met a kill and that no answer has settled yet, by key. */
  unsettled: new Map<string, Flow>(),
  /** Keys whose call met a kill, and of those, the ones sent again. */
  metKill: new Set<string>(),
  retried: new Set<string>(),
};

const BROWSE: Array<Pick<Step, 'name' | 'path'>> = [
  { name: 'page /', path: '/' },
  { name: 'page /reviews', path: '/reviews' },
  { name: 'GET services', path: '/api/v3/services' },
  { name: 'GET zip search', path: '/api/turbo/v1/zipcode/search?term=787' },
  { name: 'GET /config.json', path: '/config.json' },
];
const browseAddresses = Array.from({ length: 200 }, (_, index) => `10.2.${index >> 8}.${index & 255}`);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function nextStep(flow: Flow, serviceId: string): Step {
  const { customer } = flow;
  const base = { address: customer.address, token: flow.token };
  if (!flow.token) {
    return {
      ...base,
      name: 'sign in',
      method: 'POST',
      path: '/api/v3/sessions',
      body: { email: customer.email, password: customer.password },
      expect: [200],
      then: (_status, json) => (flow.token = json.meta.access_token),
    };
  }
  if (!flow.requestId) {
    return {
      ...base,
      name: 'create request',
      method: 'POST',
      path: '/api/v3/service_requests',
      body: { services: [{ service_id: serviceId }], owned_vehicle_id: customer.vehicleId, zipcode: '78701', request_form_token: (flow.formToken ??= randomUUID()) },
      // 200: the token's request made before (a retry after a kill).
      expect: [200, 201],
      then: (_status, json) => {
        flow.requestId = json.data.id;
        flow.formToken = undefined;
      },
    };
  }
  if (!flow.offer) {
    return {
      ...base,
      name: 'read offers',
      method: 'GET',
      path: `/api/v3/service_requests/${flow.requestId}/offers`,
      expect: [200],
      then: (_status, json) => {
        const offer = pick(json.data as Array<{ id: string; attributes: { version: number; location: { id: string } } }>);
        flow.offer = { id: offer.id, version: offer.attributes.version, locationId: offer.attributes.location.id };
      },
    };
  }
  if (!flow.time) {
    return {
      ...base,
      name: 'first free times',
      method: 'GET',
      path: `/api/v3/users/service_requests/${flow.requestId}/appointment_proposals/first?offer_id=${flow.offer.id}`,
      expect: [200],
      then: (_status, json) => (flow.time = pick(json.data as Array<{ attributes: { starts_at: string } }>).attributes.starts_at),
    };
  }
  if (!flow.booked) {
    const key = (flow.bookingKey ??= randomUUID());
    const { requestId } = flow;
    const offerId = flow.offer.id;
    return {
      ...base,
      name: 'book',
      method: 'PUT',
      path: `/api/v3/service_requests/${requestId}/offers/${offerId}`,
      headers: { 'idempotency-key': key },
      body: { credit_card_id: customer.cardId, appointment_time: flow.time, offer_version: flow.offer.version },
      // 409: another customer took the time first (slot_taken): ask for free times again.
      expect: [200, 409],
      then: (status) => {
        ledger.unsettled.delete(key);
        flow.bookingKey = undefined;
        if (status === 200) {
          flow.booked = true;
          ledger.told.push({ requestId, offerId, key });
        } else flow.time = undefined;
      },
    };
  }
  if (!flow.messaged) {
    return {
      ...base,
      name: 'message the shop',
      method: 'POST',
      path: '/api/v3/messages',
      // The request went to several shops: the message names the booked one.
      body: {
        body: 'Can I drop the car off early?',
        reference_id: flow.requestId,
        reference_type: 'service_request',
        recipient_type: 'location',
        recipient_id: flow.offer!.locationId,
      },
      expect: [200, 201],
      then: () => (flow.messaged = true),
    };
  }
  return {
    ...base,
    name: 'read request',
    method: 'GET',
    path: `/api/v3/users/service_requests/${flow.requestId}`,
    expect: [200],
    then: () => Object.assign(flow, { requestId: undefined, offer: undefined, time: undefined, booked: false, messaged: false }),
  };
}

interface Result {
  step: string;
  status: number;
  ms: number;
  node: string;
  error?: string;
  /** The error code of a refusal (a booking's 409). */
  code?: string;
  /** No answer, or haproxy's 502/503/504, while a node was being killed and started again: sent again later. */
  metKill?: boolean;
  /** 401 session_expired: the access token outlived (a soak outlives it); the customer signs in again, as the app does. */
  expired?: boolean;
}

/** Each kill: when (performance.now()), which node, when it answered again, and the bookings on their way then. */
const kills: Array<{ node: string; from: number; back?: number; bookingsOnTheirWay: number }> = [];
const duringKill = (from: number, to: number) => kills.some((kill) => to >= kill.from && from <= (kill.back ?? Number.POSITIVE_INFINITY) + KILL_TAIL_MS);

async function send(step: Step, due: number): Promise<Result> {
  const headers: Record<string, string> = { 'x-forwarded-for': step.address, 'accept-encoding': 'gzip, br', ...step.headers };
  if (step.token) headers.authorization = `Bearer ${step.token}`;
  if (step.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${origin}${step.path}`, {
      method: step.method,
      headers,
      body: step.body === undefined ? undefined : JSON.stringify(step.body),
    });
    const text = await response.text();
    const ms = performance.now() - due;
    const node = response.headers.get('x-served-by') ?? '?';
    if ([502, 503, 504].includes(response.status) && duringKill(due, performance.now())) return { step: step.name, status: response.status, ms, node, metKill: true };
    const code = response.status >= 400 ? (/"code":"([a-z_]+)"/.exec(text)?.[1] ?? undefined) : undefined;
    if (!step.expect.includes(response.status)) return { step: step.name, status: response.status, ms, node, code, error: text.slice(0, 200) };
    try {
      step.then?.(response.status, text ? JSON.parse(text) : null);
    } catch (error) {
      return { step: step.name, status: response.status, ms, node, error: `unexpected answer: ${String(error)} ${text.slice(0, 200)}` };
    }
    return { step: step.name, status: response.status, ms, node, code };
  } catch (error) {
    if (duringKill(due, performance.now())) return { step: step.name, status: 0, ms: performance.now() - due, node: '?', metKill: true };
    return { step: step.name, status: 0, ms: performance.now() - due, node: '?', error: String(error) };
  }
}

/**
 * Sends a customer's step, keeping the books on bookings: one on its way, one that met a kill (kept to be sent
 * again with its key), one sent again. A booking answered with a refusal the customer did not expect (an error)
 * is settled too: that answer is what its key will say again, so the customer's next booking takes a new key.
 */
async function sendStep(flow: Flow, step: Step, due: number): Promise<Result> {
  const key = step.name === 'book' ? step.headers!['idempotency-key']! : undefined;
  if (key && ledger.metKill.has(key)) ledger.retried.add(key);
  if (key) ledger.bookingsInFlight += 1;
  const result = await send(step, due);
  if (!key) return result;
  ledger.bookingsInFlight -= 1;
  if (result.metKill) {
    ledger.metKill.add(key);
    ledger.unsettled.set(key, flow);
  } else if (result.error !== undefined) {
    ledger.unsettled.delete(key);
    flow.bookingKey = undefined;
  }
  return result;
}

/** Resident memory of a process, in MiB (Linux); NaN when it has exited (killed). */
function rssOf(child: ChildProcess): number {
  try {
    return rssMiB(child.pid!);
  } catch {
    return Number.NaN;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The kills: at LOAD_KILL_AT s and every LOAD_KILL_EVERY s after, once a booking is on its way (at most 5 s later),
 * one node (the two in turn) is killed (SIGKILL) and started again at once on its port.
 */
async function killNodes(nodes: ChildProcess[], started: number) {
  for (let index = 0; index < KILLS; index += 1) {
    await sleep(started + (KILL_AT + index * KILL_EVERY) * 1000 - performance.now());
    if (performance.now() > started + SECONDS * 1000) return;
    const patience = performance.now() + 5000;
    while (ledger.bookingsInFlight === 0 && performance.now() < patience) await sleep(5);
    const which = index % nodes.length;
    const victim = nodes[which]!;
    const kill: (typeof kills)[number] = { node: `node${which + 1}`, from: performance.now(), bookingsOnTheirWay: ledger.bookingsInFlight };
    kills.push(kill);
    const exited = once(victim, 'exit');
    victim.kill('SIGKILL');
    await exited;
    nodes[which] = await startNode(PORT + 1 + which);
    kill.back = performance.now();
    log(`  kill ${index + 1}: node${which + 1} killed at ${((kill.from - started) / 1000).toFixed(1)} s with ${kill.bookingsOnTheirWay} booking(s) on their way, answering again ${((kill.back - kill.from) / 1000).toFixed(1)} s later`);
  }
}

/** The bookings whose call met a kill and were not sent again during the drive: sent again (same key) until answered. */
async function settleUnsettled(serviceId: string): Promise<Result[]> {
  const results: Result[] = [];
  for (let round = 0; round < 10 && ledger.unsettled.size > 0; round += 1) {
    for (const flow of [...ledger.unsettled.values()]) {
      const result = await sendStep(flow, nextStep(flow, serviceId), performance.now());
      results.push(result);
    }
    if (ledger.unsettled.size > 0) await sleep(2000);
  }
  return results;
}

/** Resident memory of a process, in MiB (Linux). */
function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function drive(customers: Customer[], serviceId: string, nodes: ChildProcess[]) {
  const flows: Flow[] = customers.map((customer) => ({ customer, busy: false }));
  const results: Result[] = [];
  const samples: Array<{ second: number; rss: number[] }> = [];
  const total = RATE * SECONDS;
  const interval = 1000 / RATE;
  const started = performance.now();
  const sample = () => samples.push({ second: Math.round((performance.now() - started) / 1000), rss: nodes.map(rssOf) });
  sample();
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  const killer = killNodes(nodes, started);
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // About half the calls are a customer's next step (one at a time per customer), the rest browsing.
    const free = Math.random() < 0.55 ? flows.filter((candidate) => !candidate.busy) : [];
    const chosen = free.length > 0 ? pick(free) : undefined;
    let step: Step;
    if (chosen) {
      chosen.busy = true;
      step = nextStep(chosen, serviceId);
    } else {
      const page = pick(BROWSE);
      step = { ...page, method: 'GET', address: pick(browseAddresses), expect: [200] };
    }
    pending.push(
      (chosen ? sendStep(chosen, step, due) : send(step, due)).then((result) => {
        results.push(result);
        if (chosen) chosen.busy = false;
        // The access token expired (a soak outlives it): the customer signs in again, as the app does (not an error).
        if (chosen && result.status === 401) {
          chosen.token = undefined;
          if (result.code === 'session_expired') {
            result.error = undefined;
            result.expired = true;
          }
        }
      }),
    );
  }
  await Promise.all(pending);
  await killer;
  clearInterval(sampler);
  sample();
  const seconds = (performance.now() - started) / 1000;
  results.push(...(await settleUnsettled(serviceId)));
  return { results, samples, seconds };
}

/** Each browsing call a few times, one after another (first renders, caches filled), before the clock starts. */
async function warmUp() {
  for (const { path: target } of BROWSE) {
    for (let round = 0; round < 4; round += 1) {
      await (await fetch(`${origin}${target}`, { headers: { 'x-forwarded-for': '10.8.0.1' } })).arrayBuffer();
    }
  }
}

/** One new address sends RATE_LIMIT_MAX + 40 calls through the balancer, one after another. */
async function sharedRateLimit() {
  const address = '10.9.9.9';
  const byNode = new Map<string, { ok: number; limited: number }>();
  for (let index = 0; index < RATE_LIMIT_MAX + 40; index += 1) {
    // A page: counted (the API's reference reads, such as the service list, opt out of the limit).
    const response = await fetch(`${origin}/`, { headers: { 'x-forwarded-for': address } });
    await response.arrayBuffer();
    const node = response.headers.get('x-served-by') ?? '?';
    const counts = byNode.get(node) ?? { ok: 0, limited: 0 };
    if (response.status === 200) counts.ok += 1;
    else if (response.status === 429) counts.limited += 1;
    byNode.set(node, counts);
  }
  return byNode;
}

// ---------------------------------------------------------------------------------------------------------------
// Recovery and consistency

const countOf = async (db: pg.Client, sql: string, values: unknown[] = []) => Number((await db.query<{ n: string }>(sql, values)).rows[0]!.n);

/**
 * Waits for the recovery as production runs it (a dead attempt's own check at its bound, the minute's sweep), at
 * most LOAD_RECOVERY_SECONDS: until no attempt is in flight, no card hold is pending and no bay cell is reserved.
 */
async function awaitRecovery(db: pg.Client) {
  const started = performance.now();
  const left = async () => ({
    attempts: await countOf(db, `select count(*) as n from booking_attempts where state = 'in_flight'`),
    pending: await countOf(db, `select count(*) as n from payment_authorisations where status = 'pending'`),
    reserved: await countOf(db, `select count(*) as n from bay_slots where reservation is not null`),
  });
  const first = await left();
  let now = first;
  while (now.attempts + now.pending + now.reserved > 0 && performance.now() - started < RECOVERY_SECONDS * 1000) {
    await sleep(5000);
    now = await left();
  }
  return { first, now, seconds: (performance.now() - started) / 1000 };
}

/** The database's and the sandbox gateway's records against what the customers were told. */
async function checkConsistency(db: pg.Client) {
  const told = ledger.told;
  const booked = await db.query<{ key: string; request_id: string; attempt: string; live: string }>(
    `select b.key, b.service_request_id as request_id, b.state as attempt,
            (select count(*) from appointments a where a.service_request_id = b.service_request_id and a.status = 'booked') as live
       from booking_attempts b where b.key = any($1)`,
    [told.map((booking) => booking.key)],
  );
  const byKey = new Map(booked.rows.map((row) => [row.key, row]));
  const missing = told.filter((booking) => {
    const row = byKey.get(booking.key);
    return row?.attempt !== 'booked' || row.request_id !== booking.requestId || Number(row.live) !== 1;
  });
  const toldMissing = missing.length;
  // Each such booking, with what became of its request's appointments: enough to explain it without the database.
  const missingDetails = await Promise.all(
    missing.map(async (booking) => {
      const row = byKey.get(booking.key);
      const appointments = await db.query<{ status: string; starts_at: Date; updated_at: Date; offer_id: string }>(
        `select status, starts_at, updated_at, offer_id from appointments where service_request_id = $1 order by created_at`,
        [booking.requestId],
      );
      const request = await db.query<{ status: string }>(`select status from service_requests where id = $1`, [booking.requestId]);
      return {
        key: booking.key,
        attempt: row?.attempt ?? 'none',
        sameRequest: row?.request_id === booking.requestId,
        request: request.rows[0]?.status ?? 'none',
        appointments: appointments.rows.map((a) => `${a.status} ${a.starts_at.toISOString()} (changed ${a.updated_at.toISOString()}${a.offer_id === booking.offerId ? '' : ', another offer'})`),
      };
    }),
  );
  const doubled = (columns: string) =>
    countOf(db, `select count(*) as n from (select 1 from appointments where status = 'booked' group by ${columns} having count(*) > 1) d`);
  const checks: Array<{ name: string; count: number }> = [
    { name: `bookings told 200 that are not exactly one live appointment (of ${told.length})`, count: toldMissing },
    { name: 'requests with more than one live appointment', count: await doubled('service_request_id') },
    { name: 'offers with more than one live appointment', count: await doubled('offer_id') },
    { name: 'bays booked twice at one time', count: await doubled('location_id, bay, starts_at') },
    {
      name: 'appointments booked by more than one attempt, or by none',
      count: await countOf(
        db,
        `select count(*) as n from appointments a where a.status = 'booked'
           and (select count(*) from booking_attempts b where b.appointment_id = a.id and b.state = 'booked') <> 1`,
      ),
    },
    { name: 'booking attempts still in flight', count: await countOf(db, `select count(*) as n from booking_attempts where state = 'in_flight'`) },
    {
      name: 'card holds (ours) pending or authorised with no live booking',
      count: await countOf(
        db,
        `select count(*) as n from payment_authorisations p where p.status in ('pending', 'authorised')
           and not exists (select 1 from appointments a where a.authorisation_id = p.id::text and a.status = 'booked')`,
      ),
    },
    {
      name: 'holds at the sandbox gateway (requires_capture) with no live booking',
      count: await countOf(
        db,
        `select count(*) as n from sandbox_gateway_payment_intents g where g.status = 'requires_capture'
           and not exists (select 1 from payment_authorisations p join appointments a on a.authorisation_id = p.id::text and a.status = 'booked'
                            where p.gateway_ref = g.id)`,
      ),
    },
    {
      name: 'live bookings whose hold is not authorised, attached and held at the gateway',
      count: await countOf(
        db,
        `select count(*) as n from appointments a
           left join payment_authorisations p on p.id::text = a.authorisation_id
           left join sandbox_gateway_payment_intents g on g.id = p.gateway_ref
          where a.status = 'booked' and a.authorisation_id is not null
            and (p.status is distinct from 'authorised' or not p.attached or g.status is distinct from 'requires_capture')`,
      ),
    },
    { name: 'bay cells still reserved (no booking took them)', count: await countOf(db, `select count(*) as n from bay_slots where reservation is not null`) },
  ];
  const facts = {
    appointments: await countOf(db, `select count(*) as n from appointments where status = 'booked'`),
    attemptsFailed: (await db.query<{ code: string; n: string }>(`select coalesce(failure_code, '?') as code, count(*) as n from booking_attempts where state = 'failed' group by 1 order by 2 desc`)).rows,
    holdsReleased: await countOf(db, `select count(*) as n from payment_authorisations where status = 'released'`),
    gatewayCanceled: await countOf(db, `select count(*) as n from sandbox_gateway_payment_intents where status = 'canceled'`),
  };
  return { checks, facts, missingDetails };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
const ms = (value: number) => `${value.toFixed(1)} ms`;

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   ')}`);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function report(
  driven: Awaited<ReturnType<typeof drive>>,
  limits: Awaited<ReturnType<typeof sharedRateLimit>>,
  recovery: Awaited<ReturnType<typeof awaitRecovery>>,
  consistency: Awaited<ReturnType<typeof checkConsistency>>,
) {
  const { results, samples, seconds } = driven;
  const errors = results.filter((result) => result.error !== undefined);
  const metKill = results.filter((result) => result.metKill);
  log('');
  log(`Load: ${results.length} requests in ${seconds.toFixed(1)} s (${(results.length / seconds).toFixed(1)} req/s asked ${RATE}), 2 nodes behind haproxy, PostgreSQL + Redis`);
  log(`Errors: ${errors.length}${KILLS > 0 ? ` (calls that met a kill are counted apart: ${metKill.length})` : ''}`);
  const byError = new Map<string, number>();
  for (const error of errors) byError.set(`${error.step} → ${error.status} ${error.error}`, (byError.get(`${error.step} → ${error.status} ${error.error}`) ?? 0) + 1);
  for (const [what, count] of byError) log(`  ${count} × ${what}`);
  const rows = [['step', 'count', 'p50', 'p95', 'p99', 'max']];
  const steps = [...new Set(results.map((result) => result.step))].sort();
  for (const step of [...steps, 'all']) {
    const sorted = results
      .filter((result) => !result.metKill && (step === 'all' || result.step === step))
      .map((result) => result.ms)
      .sort((a, b) => a - b);
    rows.push([step, String(sorted.length), ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(percentile(sorted, 99)), ms(sorted.at(-1) ?? Number.NaN)]);
  }
  printTable(rows);
  const bookings = results.filter((result) => result.step === 'book');
  const booked = bookings.filter((result) => result.status === 200).length;
  const byStatus = new Map<string, number>();
  for (const result of bookings.filter((candidate) => candidate.status !== 200)) {
    const what = result.metKill ? `met a kill (${result.status || 'no answer'})` : `${result.status} ${result.code ?? result.error?.slice(0, 60) ?? ''}`.trim();
    byStatus.set(what, (byStatus.get(what) ?? 0) + 1);
  }
  log(`Bookings: ${bookings.length} calls, ${booked} booked (200), ${bookings.length - booked} not: ${[...byStatus].map(([what, count]) => `${count} × ${what}`).join(', ') || 'none'}`);
  log(`  (409 slot_taken: another customer took the time first; the customer asks for free times again)`);
  const perNode = new Map<string, number>();
  for (const result of results) perNode.set(result.node, (perNode.get(result.node) ?? 0) + 1);
  log(`Answered by: ${[...perNode].map(([node, count]) => `${node} ${count}`).join(', ')}`);
  const expired = results.filter((result) => result.expired).length;
  if (expired > 0) log(`Access tokens that expired (401 session_expired; the customer signed in again and went on): ${expired}`);

  if (KILLS > 0) {
    log('');
    log(`Kills: ${kills.length} (SIGKILL, started again at once; haproxy checks GET /readyz every 1 s, out after 2 failures, back after 2 passes)`);
    for (const kill of kills) {
      log(`  ${kill.node}: ${kill.bookingsOnTheirWay} booking(s) on their way; answering again after ${(((kill.back ?? Number.NaN) - kill.from) / 1000).toFixed(1)} s`);
    }
    const byStep = new Map<string, number>();
    for (const result of metKill) byStep.set(`${result.step} → ${result.status || 'no answer'}`, (byStep.get(`${result.step} → ${result.status || 'no answer'}`) ?? 0) + 1);
    log(`  Calls that met a kill: ${metKill.length}${byStep.size > 0 ? `: ${[...byStep].map(([what, count]) => `${count} × ${what}`).join(', ')}` : ''}`);
    const notRetried = [...ledger.metKill].filter((key) => !ledger.retried.has(key)).length;
    log(`  Bookings that met a kill: ${ledger.metKill.size}; sent again with the same Idempotency-Key: ${ledger.retried.size}; never answered: ${ledger.unsettled.size + notRetried}`);
  }
  log('');
  log(`Recovery: ${recovery.first.attempts} attempt(s) in flight, ${recovery.first.pending} hold(s) pending, ${recovery.first.reserved} bay cell(s) reserved when the drive ended; after ${recovery.seconds.toFixed(0)} s: ${recovery.now.attempts}, ${recovery.now.pending}, ${recovery.now.reserved}`);
  const { facts } = consistency;
  log(
    `  ${facts.appointments} live appointments; attempts failed: ${facts.attemptsFailed.map((row) => `${row.n} × ${row.code}`).join(', ') || 'none'}; ` +
      `holds released: ${facts.holdsReleased} (gateway canceled: ${facts.gatewayCanceled})`,
  );
  log('Consistency (the database and the sandbox gateway’s records):');
  for (const check of consistency.checks) log(`  ${check.count === 0 ? 'ok  ' : 'FAIL'} ${check.name}: ${check.count}`);
  for (const detail of consistency.missingDetails) {
    log(`    booking ${detail.key}: attempt ${detail.attempt}${detail.sameRequest ? '' : ' (of another request)'}, request ${detail.request}, appointments: ${detail.appointments.join('; ') || 'none'}`);
  }

  log('');
  log(`Resident memory (MiB), every ${SAMPLE_EVERY_MS / 1000} s${KILLS > 0 ? ' (a killed node starts again from scratch)' : ''}:`);
  printTable([['second', 'node1', 'node2'], ...samples.map((row) => [String(row.second), ...row.rss.map((value) => value.toFixed(1))])]);
  if (KILLS > 0) {
    log('  (no growth figures: a killed node started again from scratch)');
    return reportRateLimit(limits);
  }
  const warm = samples.find((row) => row.second >= WARMUP_SECONDS) ?? samples[0]!;
  const last = samples.at(-1)!;
  last.rss.forEach((value, node) => {
    const growth = ((value - warm.rss[node]!) / warm.rss[node]!) * 100;
    log(`  node${node + 1}: ${warm.rss[node]!.toFixed(1)} MiB at ${warm.second} s → ${value.toFixed(1)} MiB at ${last.second} s: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % ${growth < 10 ? '(growth < 10 %)' : '(GREW 10 % OR MORE)'}`);
  });
  if (samples.length >= 9) {
    const third = Math.floor(samples.length / 3);
    const second = samples.slice(third, 2 * third);
    const lastThird = samples.slice(2 * third);
    last.rss.forEach((_, node) => {
      const before = mean(second.map((row) => row.rss[node]!));
      const after = mean(lastThird.map((row) => row.rss[node]!));
      const growth = ((after - before) / before) * 100;
      log(
        `  node${node + 1}: mean ${before.toFixed(1)} MiB in the second third (${second[0]!.second}–${second.at(-1)!.second} s), ${after.toFixed(1)} MiB in the last (${lastThird[0]!.second}–${lastThird.at(-1)!.second} s): ` +
          `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % ${Math.abs(growth) < 5 ? '(levelled off)' : '(STILL MOVING)'}`,
      );
    });
  }
  reportRateLimit(limits);
}

function reportRateLimit(limits: Awaited<ReturnType<typeof sharedRateLimit>>) {
  log('');
  const allowed = [...limits.values()].reduce((sum, counts) => sum + counts.ok, 0);
  const refusing = [...limits].filter(([, counts]) => counts.limited > 0).map(([node]) => node);
  log(`Rate limit (RATE_LIMIT_MAX=${RATE_LIMIT_MAX} a minute per address), ${RATE_LIMIT_MAX + 40} calls from one address through the balancer:`);
  for (const [node, counts] of limits) log(`  ${node}: ${counts.ok} × 200, ${counts.limited} × 429`);
  log(
    `  ${allowed} let through in all (${allowed === RATE_LIMIT_MAX ? 'the one shared budget' : `expected ${RATE_LIMIT_MAX}`}); refused by ${refusing.join(' and ') || 'no node'}` +
      (refusing.length === 2 && allowed === RATE_LIMIT_MAX ? ': the limit is shared' : ': NOT shared'),
  );
}

// ---------------------------------------------------------------------------------------------------------------

async function cleanUp(admin: pg.Client) {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  if (KEEP_DATABASE) log(`The database is kept: ${databaseName} (LOAD_KEEP_DATABASE); drop it by hand.`);
  else await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  await admin.end();
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${brandSlug}-rl-*`, count: 500 })) keys.push(...(batch as string[]));
    if (keys.length > 0) await redis.del(...keys);
  } catch {
    // Redis gone: its keys expire by themselves within the minute.
  } finally {
    redis.disconnect();
  }
  rmSync(workDir, { recursive: true, force: true });
}

async function main() {
  if (!existsSync(HAPROXY)) throw new Error(`haproxy is not installed at ${HAPROXY} (Debian's haproxy package; or set HAPROXY)`);
  if (!existsSync(path.join(repoRoot, 'apps/web', WEB_BUILD_DIR, 'server/index.js'))) {
    throw new Error(`no web build in apps/web/${WEB_BUILD_DIR}: run \`npm run build\` first (or set WEB_BUILD_DIR)`);
  }
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const stop = () => void cleanUp(admin).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  try {
    log(`Preparing ${databaseName}: ${LOCATIONS} shops, ${USERS} customers with a vehicle and a saved card…`);
    const serviceId = { value: '' };
    const customers = await prepare(serviceId);
    log('Starting two server processes and haproxy…');
    const nodes = await Promise.all([startNode(PORT + 1), startNode(PORT + 2)]);
    await startBalancer();
    await warmUp();
    log(`Driving ${RATE} req/s for ${SECONDS} s through ${origin}…`);
    if (KILLS > 0) log(`Killing a node ${KILLS} time(s), at ${KILL_AT} s and every ${KILL_EVERY} s after…`);
    const driven = await drive(customers, serviceId.value, nodes);
    const limits = await sharedRateLimit();
    const db = new pg.Client({ connectionString: databaseUrl(databaseName) });
    await db.connect();
    try {
      log(`Waiting for the recovery (at most ${RECOVERY_SECONDS} s)…`);
      const recovery = await awaitRecovery(db);
      report(driven, limits, recovery, await checkConsistency(db));
    } finally {
      await db.end();
    }
  } finally {
    await cleanUp(admin);
  }
}

await main();
