/**
 * The booking cases of `npm run bench` (BENCH_ONLY=bookings runs only these): on a database of its own (PGlite, then
 * PostgreSQL), the server as production builds it on a loopback port.
 *
 * 1. The last bay-slot: BOOKING_CONTENDERS users, each with a request whose offers include the same 1-bay location
 *    and a saved 4242 card (sandbox gateway), all PUT /api/v3/service_requests/:id/offers/:offerId at once for the
 *    same time (a worker thread opens one keep-alive connection per user first, then fires every PUT in the same
 *    tick). Exactly one may book it; the others are 409 slot_taken. Then the database is read: one appointment at
 *    that time, its bay cells, and every loser's card hold released. BOOKING_ROUNDS rounds, a fresh time each.
 * 2. Proposals for a location with a month of bookings: its next PROPOSAL_FILL_DAYS days written as bookings (their
 *    own requests, offers, appointments and bay cells, consistent with what the booking code writes), the first
 *    FULL_DAYS days with every bay taken, the later ones with one time a day left free; then GET
 *    …/appointment_proposals/first and pages of a few days, closed loop (1 client: a request's own time; 10: the target).
 *
 * Tuning: BENCH_BOOKING_CONTENDERS (100), BENCH_BOOKING_ROUNDS (5), BENCH_PROPOSAL_SECONDS (5),
 * BENCH_BOOKING_DATABASES (pglite,postgres; with BENCH_ONLY=bookings), BENCH_POSTGRES_URL as for the other cases.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { appointments, baySlots, bookingAttempts, offers, paymentAuthorisations, serviceRequests, shopLocations } from '../apps/server/src/db/schema/index.ts';
import { addDays, bookingDays, openCells } from '../apps/server/src/modules/scheduling/index.ts';
import { createTestUser } from '../apps/server/src/modules/test-support/index.ts';
import { createMarket, openRequest, seedTestCatalog } from '../apps/server/test/market.ts';
import { saveTestCard } from '../apps/server/test/payments.ts';

const CONTENDERS = Number(process.env.BENCH_BOOKING_CONTENDERS ?? 100);
const ROUNDS = Number(process.env.BENCH_BOOKING_ROUNDS ?? 5);
const BOOKING_P95_TARGET_MS = 100;
const PROPOSAL_FILL_DAYS = 30;
const FULL_DAYS = 10;
const PROPOSAL_CLIENTS = 10;
const PROPOSAL_SECONDS = Number(process.env.BENCH_PROPOSAL_SECONDS ?? 5);
const PROPOSAL_P95_TARGET_MS = 20;

export interface BenchTools {
  benchDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop: () => Promise<void> } | null>;
  listen(app: FastifyInstance): Promise<string>;
  printTable(rows: string[][]): void;
  percentile(sorted: number[], p: number): number;
  milliseconds(value: number): string;
  median(values: number[]): number;
}

/** Fires every request at once from a worker thread, after one warm keep-alive connection per request. */
const BURST_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { origin, requests } = workerData;
(async () => {
  // One connection each: as many requests in flight as there are, so the pool opens that many and keeps them.
  await Promise.all(requests.map(() => fetch(origin + '/healthz').then((r) => r.text())));
  const results = await Promise.all(requests.map(async (r) => {
    const started = performance.now();
    const response = await fetch(origin + r.path, { method: r.method, headers: r.headers, body: r.body });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, text: response.status >= 500 || response.status < 200 ? text.slice(0, 300) : '' };
  }));
  parentPort.postMessage(results);
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

/** Closed-loop GET clients over a list of paths (round robin), exact latencies. */
const GET_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { origin, paths, headers, clients, seconds } = workerData;
const latencies = [];
let failures = 0;
let firstFailure = null;
let next = 0;
const until = performance.now() + seconds * 1000;
async function client() {
  while (performance.now() < until) {
    const path = paths[next++ % paths.length];
    const started = performance.now();
    const response = await fetch(origin + path, { headers });
    const text = await response.text();
    latencies.push(performance.now() - started);
    if (response.status !== 200) { failures++; firstFailure ??= response.status + ' ' + text.slice(0, 300); }
  }
}
Promise.all(Array.from({ length: clients }, client)).then(() => parentPort.postMessage({ latencies, failures, firstFailure }));
`;

function inWorker<T>(source: string, workerData: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData });
    worker.once('message', (message: T | { error: string }) => {
      void worker.terminate();
      if (message && typeof message === 'object' && 'error' in message) reject(new Error(message.error));
      else resolve(message as T);
    });
    worker.once('error', reject);
  });
}

interface Customer {
  headers: Record<string, string>;
  requestId: string;
  offers: Array<{ id: string; locationId: string; totalCents: number; version: number }>;
  cardId: string;
}

/** A signed-in user with an open request (offers from the market) and, unless told, a saved 4242 card. */
async function customer(app: FastifyInstance, withCard = true): Promise<Customer> {
  const { user, session } = await createTestUser({ db: app.database.db, config: app.config, clock: app.clock }, { password: null, confirmed: true });
  const headers = { authorization: `Bearer ${session.access.accessToken}` };
  const request = await openRequest(app, { user, headers });
  const card = withCard ? await saveTestCard(app, { headers }) : null;
  return { headers, requestId: request.requestId, offers: request.offers, cardId: card?.id ?? '' };
}

async function inBatches<T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += size) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)))));
  }
  return made;
}

const offerAt = (c: Customer, locationId: string) => {
  const offer = c.offers.find((o) => o.locationId === locationId);
  if (!offer) throw new Error(`no offer of location ${locationId} on request ${c.requestId}`);
  return offer;
};

export async function measureBookings(kind: 'pglite' | 'postgres', tools: BenchTools): Promise<void> {
  const made = await tools.benchDatabase(kind);
  if (!made) return;
  const { database, drop } = made;
  const label = kind === 'pglite' ? 'PGlite (in-memory)' : 'PostgreSQL';
  try {
    await database.migrate();
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: String(1e9), AUTH_RATE_LIMIT_MAX: String(1e9), REQUEST_DAILY_MAX: String(1e9) }),
      { database },
    );
    try {
      await app.ready();
      await seedTestCatalog(app);
      // Two shops of the same market: every request gets an offer of each. One has a single bay (the race), the
      // other three (the month of bookings).
      const market = await createMarket(app, { locations: [{ zipcode: '78701' }, { zipcode: '78702' }] });
      const single = market.locations[0]!;
      const busy = market.locations[1]!;
      await database.db.update(shopLocations).set({ bays: 1 }).where(eq(shopLocations.id, single.id));
      await database.db.update(shopLocations).set({ bays: 3 }).where(eq(shopLocations.id, busy.id));
      const origin = await tools.listen(app);
      await lastBaySlot(app, database, origin, single.id, label, tools);
      await monthOfBookings(app, database, origin, busy.id, label, tools);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

async function lastBaySlot(app: FastifyInstance, database: Database, origin: string, locationId: string, label: string, tools: BenchTools) {
  const { db } = database;
  const setupStarted = performance.now();
  // One user more each round: the winner's request is booked, every loser's still open for the next round.
  const pool = await inBatches(CONTENDERS + ROUNDS - 1, 10, () => customer(app));
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  const booked = new Set<string>();
  const rows: string[][] = [];
  const p95s: number[] = [];
  const maxes: number[] = [];
  const busies: number[] = [];
  const notes: string[] = [];
  let allCorrect = true;
  for (let round = 1; round <= ROUNDS; round++) {
    const contenders = pool.filter((c) => !booked.has(c.requestId)).slice(0, CONTENDERS);
    const first = contenders[0]!;
    // The time the pages offer now: the first free one of the 1-bay shop (the earlier rounds took theirs).
    const page = await app.inject({
      method: 'GET',
      url: `/api/v3/users/service_requests/${first.requestId}/appointment_proposals/first?offer_id=${offerAt(first, locationId).id}`,
      headers: first.headers,
    });
    if (page.statusCode !== 200) throw new Error(`proposals: ${page.statusCode} ${page.body}`);
    const startsAt: string = page.json().data[0].attributes.starts_at ?? page.json().data[0].attributes.startsAt;
    const busyBefore = performance.eventLoopUtilization();
    const results = await inWorker<Array<{ status: number; ms: number; text: string }>>(BURST_WORKER, {
      origin,
      requests: contenders.map((c) => ({
        method: 'PUT',
        path: `/api/v3/service_requests/${c.requestId}/offers/${offerAt(c, locationId).id}`,
        headers: { 'content-type': 'application/json', ...c.headers },
        body: JSON.stringify({ credit_card_id: c.cardId, rewards: 0, appointment_time: startsAt, offer_version: offerAt(c, locationId).version }),
      })),
    });
    // The server's event loop (this thread: Fastify, and PGlite's engine too) busy during the burst.
    busies.push(performance.eventLoopUtilization(busyBefore).active);
    const winners = results.flatMap((r, i) => (r.status === 200 ? [contenders[i]!] : []));
    for (const w of winners) booked.add(w.requestId);
    const conflicts = results.filter((r) => r.status === 409).length;
    const others = results.filter((r) => r.status !== 200 && r.status !== 409);
    const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
    const p95 = tools.percentile(sorted, 95);
    p95s.push(p95);
    maxes.push(sorted[sorted.length - 1]!);

    // What the database says now.
    const at = new Date(startsAt);
    const appointmentRows = await db
      .select({ id: appointments.id, status: appointments.status, serviceRequestId: appointments.serviceRequestId, authorisationId: appointments.authorisationId })
      .from(appointments)
      .where(and(eq(appointments.locationId, locationId), eq(appointments.startsAt, at)));
    const cells = appointmentRows.length
      ? await db.select().from(baySlots).where(inArray(baySlots.appointmentId, appointmentRows.map((a) => a.id)))
      : [];
    const cellsAtTime = await db.select().from(baySlots).where(and(eq(baySlots.locationId, locationId), eq(baySlots.startsAt, at)));
    const holds = await db
      .select({ status: paymentAuthorisations.status, attached: paymentAuthorisations.attached, reference: paymentAuthorisations.reference })
      .from(paymentAuthorisations)
      // A booking's first hold is keyed by its attempt (ADR 045): the attempts for this time name every hold placed.
      .where(
        inArray(
          paymentAuthorisations.idempotencyKey,
          db
            .select({ key: sql<string>`'booking-attempt:' || ${bookingAttempts.id}`.as('key') })
            .from(bookingAttempts)
            .where(eq(bookingAttempts.startsAt, at)),
        ),
      );
    // A hold attached to a booking names it (payments.attach); a loser's still names its offer.
    const winnerReference = appointmentRows[0] ? `appointment:${appointmentRows[0].id}` : null;
    const loserHolds = holds.filter((h) => h.reference !== winnerReference);
    const losersReleased = loserHolds.filter((h) => h.status === 'released').length;
    const losersLeft = loserHolds.length - losersReleased;
    const winnerHold = holds.find((h) => h.reference === winnerReference);
    const correct =
      winners.length === 1 &&
      conflicts === CONTENDERS - 1 &&
      others.length === 0 &&
      appointmentRows.length === 1 &&
      appointmentRows[0]!.status === 'booked' &&
      appointmentRows[0]!.serviceRequestId === winners[0]!.requestId &&
      cells.length > 0 &&
      cellsAtTime.length === 1 &&
      cells.every((cell) => cell.appointmentId === appointmentRows[0]!.id) &&
      winnerHold?.status === 'authorised' &&
      winnerHold.attached &&
      losersLeft === 0;
    allCorrect &&= correct;
    rows.push([
      String(round),
      startsAt,
      String(winners.length),
      String(conflicts),
      others.length ? `${others.length} !` : '0',
      tools.milliseconds(tools.percentile(sorted, 50)),
      tools.milliseconds(p95),
      tools.milliseconds(tools.percentile(sorted, 99)),
      tools.milliseconds(sorted[sorted.length - 1]!),
    ]);
    notes.push(
      `  round ${round}: ${appointmentRows.length} appointment(s) at that time (${appointmentRows.map((a) => a.status).join(', ') || 'none'}), ` +
        `${cells.length} bay cell(s) of it, ${cellsAtTime.length} cell(s) at its start; ` +
        `winner's hold ${winnerHold ? `${winnerHold.status}${winnerHold.attached ? ', attached' : ', NOT attached'}` : 'missing'}; ` +
        `losers' holds: ${loserHolds.length} placed, ${losersReleased} released, ${losersLeft} not released — ${correct ? 'consistent' : 'NOT consistent'}`,
    );
    if (others[0]) notes.push(`    first other status: ${others[0].status} ${others[0].text}`);
  }
  process.stdout.write(
    `\nBookings on ${label}: ${CONTENDERS} users book the same last bay-slot at once (1-bay shop, sandbox card 4242, ` +
      `set up in ${setupSeconds.toFixed(1)} s), ${ROUNDS} rounds\n`,
  );
  tools.printTable([['round', 'appointment_time', '200', '409', 'other', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'], ...rows]);
  process.stdout.write(`In the database after each round:\n${notes.join('\n')}\n`);
  const medianP95 = tools.median(p95s);
  const medianMax = tools.median(maxes);
  const medianBusy = tools.median(busies);
  process.stdout.write(
    `The last reply of a burst came after ${tools.milliseconds(medianMax)} ms (median); the server's event loop was busy ` +
      `${tools.milliseconds(medianBusy)} ms of it (median), ${tools.milliseconds(medianBusy / CONTENDERS)} ms a booking (the time a booking costs ` +
      `whatever else the machine runs), the ${CONTENDERS} served by one Node process\n`,
  );
  process.stdout.write(
    `Target: exactly one booking, ${CONTENDERS - 1} × 409, nothing else, holds released: ${allCorrect ? 'met' : 'NOT met'}\n` +
      `Target: p95 ≤ ${BOOKING_P95_TARGET_MS} ms for ${CONTENDERS} concurrent bookings (median of ${ROUNDS} rounds): ${tools.milliseconds(medianP95)} ms — ${medianP95 <= BOOKING_P95_TARGET_MS ? 'met' : 'NOT met'}\n`,
  );
}

async function monthOfBookings(app: FastifyInstance, database: Database, origin: string, locationId: string, label: string, tools: BenchTools) {
  const { db } = database;
  const reader = await customer(app, false);
  const offer = offerAt(reader, locationId);
  const proposalsPath = (slotArg: string) => `/api/v3/users/service_requests/${reader.requestId}/appointment_proposals/${slotArg}?offer_id=${offer.id}`;
  const before = await app.inject({ method: 'GET', url: proposalsPath('first'), headers: reader.headers });
  if (before.statusCode !== 200) throw new Error(`proposals: ${before.statusCode} ${before.body}`);
  const jobMinutes: number = before.json().meta.job_minutes ?? before.json().meta.jobMinutes;

  // The bookings of other customers: each its own request (a copy of a template's) and accepted offer.
  const filler = await customer(app, false);
  const [templateRequest] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, filler.requestId));
  const [templateOffer] = await db.select().from(offers).where(eq(offers.id, offerAt(filler, locationId).id));
  const [location] = await db.select().from(shopLocations).where(eq(shopLocations.id, locationId));
  const { today } = bookingDays(app.clock.now(), location!.timeZone);
  const cellsPerJob = jobMinutes / 30;
  const jobs: Array<{ bay: number; cells: Date[] }> = [];
  let freeTimes = 0;
  openCells(location!, today, addDays(today, PROPOSAL_FILL_DAYS - 1)).forEach((day, index) => {
    const chunks: Date[][] = [];
    for (let i = 0; i + cellsPerJob <= day.cells.length; i += cellsPerJob) chunks.push(day.cells.slice(i, i + cellsPerJob));
    for (let bay = 1; bay <= location!.bays; bay++) {
      chunks.forEach((cells, c) => {
        // After the full days, the last job of the last bay is left free: one time a day to propose.
        if (index >= FULL_DAYS && bay === location!.bays && c === chunks.length - 1) {
          freeTimes++;
          return;
        }
        jobs.push({ bay, cells });
      });
    }
  });
  const { id: _r, ...requestValues } = templateRequest!;
  const { id: _o, ...offerValues } = templateOffer!;
  for (let start = 0; start < jobs.length; start += 200) {
    const batch = jobs.slice(start, start + 200).map((job) => ({ ...job, requestId: randomUUID(), offerId: randomUUID(), appointmentId: randomUUID() }));
    await db.transaction(async (tx) => {
      await tx.insert(serviceRequests).values(batch.map((b) => ({ ...requestValues, id: b.requestId, requestFormToken: randomUUID(), status: 'booked' as const })));
      await tx.insert(offers).values(batch.map((b) => ({ ...offerValues, id: b.offerId, serviceRequestId: b.requestId, status: 'accepted' as const })));
      await tx.insert(appointments).values(
        batch.map((b) => ({
          id: b.appointmentId,
          serviceRequestId: b.requestId,
          offerId: b.offerId,
          locationId,
          userId: templateRequest!.userId,
          status: 'booked' as const,
          proposedBy: 'customer' as const,
          startsAt: b.cells[0]!,
          endsAt: new Date(b.cells[0]!.getTime() + jobMinutes * 60_000),
          bay: b.bay,
          timeZone: location!.timeZone,
          jobMinutes,
          approvedTotalCents: templateOffer!.totalCents,
          calendarUid: `${randomUUID()}@bench.pitstop.test`,
        })),
      );
      await tx.insert(baySlots).values(batch.flatMap((b) => b.cells.map((startsAt) => ({ locationId, bay: b.bay, startsAt, appointmentId: b.appointmentId }))));
    });
  }
  const [{ count: cellCount } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(baySlots)
    .where(eq(baySlots.locationId, locationId));

  const first = await app.inject({ method: 'GET', url: proposalsPath('first'), headers: reader.headers });
  const firstMeta = first.json().meta;
  const days = [3, 10, 17, 24].map((n) => addDays(today, n));
  const headers = reader.headers;
  const cases = [
    { name: 'GET …/appointment_proposals/first', paths: [proposalsPath('first')] },
    { name: `GET …/appointment_proposals/{day} (${days.length} days, +3 to +24)`, paths: days.map(proposalsPath) },
  ];
  const rows: string[][] = [];
  const verdicts: string[] = [];
  // One client first: the time a request takes on its own; then PROPOSAL_CLIENTS, the target's load (closed
  // loop: each waits in the server's queue behind the others, so its latency is about that many times longer).
  for (const c of cases.flatMap((c) => [1, PROPOSAL_CLIENTS].map((clients) => ({ ...c, clients, name: `${c.name}, ${clients} client${clients > 1 ? 's' : ''}` })))) {
    await inWorker(GET_WORKER, { origin, paths: c.paths, headers, clients: c.clients, seconds: 1 });
    const busyBefore = performance.eventLoopUtilization();
    const run = await inWorker<{ latencies: number[]; failures: number; firstFailure: string | null }>(GET_WORKER, {
      origin,
      paths: c.paths,
      headers,
      clients: c.clients,
      seconds: PROPOSAL_SECONDS,
    });
    const busy = performance.eventLoopUtilization(busyBefore).active;
    const sorted = [...run.latencies].sort((a, b) => a - b);
    const p95 = tools.percentile(sorted, 95);
    rows.push([
      c.name,
      String(sorted.length),
      (sorted.length / PROPOSAL_SECONDS).toFixed(0),
      tools.milliseconds(busy / sorted.length),
      tools.milliseconds(tools.percentile(sorted, 50)),
      tools.milliseconds(p95),
      tools.milliseconds(tools.percentile(sorted, 99)),
      run.failures ? `${run.failures} !` : '0',
    ]);
    if (run.firstFailure) verdicts.push(`  first failure: ${run.firstFailure}`);
    if (c.clients === PROPOSAL_CLIENTS) {
      verdicts.push(`  ${c.name}: ${tools.milliseconds(p95)} ms — ${p95 <= PROPOSAL_P95_TARGET_MS && !run.failures ? 'met' : 'NOT met'}`);
    }
  }
  process.stdout.write(
    `\nProposals on ${label}: a 3-bay shop with ${jobs.length} bookings (${cellCount} bay cells) over its next ${PROPOSAL_FILL_DAYS} days, ` +
      `every bay taken the first ${FULL_DAYS}, then ${freeTimes} times left free (one a day); 'first' answers from ${firstMeta.from_day ?? firstMeta.fromDay} ` +
      `(${first.json().data.length} times); closed loop, ${PROPOSAL_SECONDS} s each; busy ms/req: the server's event loop (PGlite's engine included) busy per request\n`,
  );
  tools.printTable([['case', 'requests', 'req/s', 'busy ms/req', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'], ...rows]);
  process.stdout.write(`Target: proposals p95 ≤ ${PROPOSAL_P95_TARGET_MS} ms at ${PROPOSAL_CLIENTS} clients\n${verdicts.join('\n')}\n`);
}
