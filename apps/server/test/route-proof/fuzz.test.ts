import { PARTNER_ROLES, pathParamNames, type Route } from '@pitstop/contracts';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { arbitraryOf, hostileString, inputJsonSchema, mutated } from './arbitraries.ts';
import {
  errorFormatProblem,
  headersOf,
  inventory,
  keyOf,
  queryString,
  recordWrites,
  routeRecorder,
  SEED,
  send,
  toWire,
  urlOf,
  validSample,
} from './harness.ts';
import { OTHER_ROUTES, ROUTE_ENTRIES } from './routes.ts';
import { type Actor, buildWorld } from './world.ts';

/** Requests per route (ROUTE_PROOF_RUNS): the whole run stays within 3 minutes on 2 cores. */
const RUNS = Number(process.env.ROUTE_PROOF_RUNS ?? 20);

/** Who fuzzes a route: the owner its auth kind lets in, so that input reaches the use-case. */
const fuzzer = (route: Route): Actor =>
  route.auth === 'location-staff' ? 'X' : route.auth === 'admin' ? 'admin' : route.auth === 'employee' ? 'employee' : route.auth !== undefined && PARTNER_ROLES.includes(route.auth) ? 'P' : 'A';

interface FuzzRequest {
  kind: string;
  params?: Record<string, string>;
  query?: unknown;
  /** A value sent as JSON, or a raw payload with its content type. */
  body?: { json: unknown } | { raw: string; type: string };
}

/**
 * Bad input (issue 29 §3, ADR 079): every route of the contracts, called with path params, query strings and
 * bodies derived from its schemas and mutations of valid ones. No answer is a 5xx; every error is in its
 * namespace's format with a sentence; a refused request leaves the data as it was.
 */
describe('fuzzing every route from its contract', async () => {
  const recorder = routeRecorder();
  const world = await buildWorld({}, recorder.onRoute);
  const { app } = world;
  const writesSince = await recordWrites(app);

  it('every route of the server has an entry in the proofs’ table', () => {
    expect(inventory(recorder.keys, OTHER_ROUTES).problems).toEqual([]);
  });

  it('0 answers 5xx, every error in its format with a message, no data changed by a refused request', { timeout: 900_000 }, async () => {
    const { contract } = inventory(recorder.keys, OTHER_ROUTES);
    // Test support (end-to-end runs only) last: it moves the clock and makes users.
    // Deletions after the rest (they take fixture records away).
    const rank = (route: Route) => (route.namespace === 'test' ? 2 : route.method === 'DELETE' ? 1 : 0);
    const routes = [...contract.values()].sort((a, b) => rank(a) - rank(b));
    const failures: string[] = [];
    let requests = 0;
    const started = performance.now();
    console.info(`route proof: fuzzing ${routes.length} routes, ${RUNS} requests each, seed ${SEED} (ROUTE_PROOF_SEED, ROUTE_PROOF_RUNS)`);

    for (const [index, route] of routes.entries()) {
      const entry = ROUTE_ENTRIES[keyOf(route)];
      if (!entry) continue;
      const w = entry.prepare ? { ...world, ...(await entry.prepare(world)) } : world;
      await writesSince();
      const validParams = entry.params?.(w) ?? {};
      const validQuery = entry.query?.(w) ?? validSample(route, 'query');
      const validBody = entry.body?.(w) ?? validSample(route, 'body');
      const paramNames = pathParamNames(route.path);
      const fuzzRequest = fuzzRequestOf(route, paramNames, validParams, validQuery, validBody);
      const samples = fc.sample(fuzzRequest, { seed: SEED + index, numRuns: RUNS });
      const actor = fuzzer(route);

      for (const sample of samples) {
        const params = { ...validParams, ...sample.params };
        let url: string;
        try {
          url = urlOf(w, route, entry, params) + queryString(sample.query as Record<string, unknown>);
        } catch {
          continue;
        }
        const options: InjectOptions = { method: route.method, url, headers: headersOf(world, route, actor) };
        if (sample.body && 'json' in sample.body) options.payload = JSON.stringify(sample.body.json ?? null);
        if (sample.body && 'json' in sample.body) options.headers = { ...options.headers, 'content-type': 'application/json' };
        if (sample.body && 'raw' in sample.body) {
          options.payload = sample.body.raw;
          options.headers = { ...options.headers, 'content-type': sample.body.type };
        }
        let response: LightMyRequestResponse;
        try {
          response = await send(app, options, route);
        } catch (error) {
          failures.push(`${keyOf(route)} [${sample.kind}] threw ${String(error)}`);
          await writesSince();
          continue;
        }
        requests += 1;
        const changed = await writesSince();
        const label = `${route.method} ${url.slice(0, 160)} [${sample.kind}] as ${actor}`;
        if (response.statusCode >= 500) {
          failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)} — sent ${String(options.payload ?? '').slice(0, 300)}`);
          continue;
        }
        if (response.statusCode >= 400) {
          const problem = errorFormatProblem(route, response);
          if (problem) failures.push(`${label}: ${response.statusCode} ${problem}`);
          const unexpected = changed.filter((write) => !entry.writesOnRefusal?.writes.includes(write));
          if (unexpected.length > 0) failures.push(`${label}: refused with ${response.statusCode} but wrote ${unexpected.join(', ')}`);
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`route proof: ${requests} requests tried over ${routes.length} routes in ${seconds} s; ${failures.length} failures`);
    expect(failures).toEqual([]);
  });
});

/** One route's requests: valid-shaped ones from its schemas, mutations of valid ones, broken params and bodies. */
function fuzzRequestOf(
  route: Route,
  paramNames: string[],
  validParams: Record<string, string>,
  validQuery: unknown,
  validBody: unknown,
): fc.Arbitrary<FuzzRequest> {
  const wire = (value: unknown) => toWire(route, value);
  const kinds: Array<fc.Arbitrary<FuzzRequest>> = [];
  const query = route.query ? arbitraryOf(inputJsonSchema(route.query)) : undefined;
  const body = route.body ? arbitraryOf(inputJsonSchema(route.body)) : undefined;
  const validBodyPart = route.body ? { json: wire(validBody) } : undefined;
  const validQueryPart = wire(validQuery);

  // From the schemas: shapes the contract describes (refinements may still refuse them).
  kinds.push(
    fc.record({
      kind: fc.constant('schema'),
      query: query ? query.map(wire) : fc.constant(undefined),
      body: body ? body.map((value) => ({ json: wire(value) })) : fc.constant(undefined),
    }),
  );
  if (route.body) {
    kinds.push(
      mutated(validBody).map((value) => ({ kind: 'body mutated', query: validQueryPart, body: { json: wire(value) } })),
      fc
        .constantFrom(
          { raw: '{"a":', type: 'application/json' },
          { raw: '{"__proto__":{"admin":true}}', type: 'application/json' },
          { raw: '', type: 'application/json' },
          { raw: 'null', type: 'application/json' },
          { raw: '[1,2,3]', type: 'application/json' },
          { raw: '"text"', type: 'application/json' },
          { raw: JSON.stringify(validBodyPart?.json ?? {}), type: 'text/plain' },
          { raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
          { raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', type: 'multipart/form-data; boundary=x' },
          { raw: '<a>1</a>', type: 'application/xml' },
          { raw: JSON.stringify(validBodyPart?.json ?? {}), type: 'application/vnd.api+json' },
          { raw: '['.repeat(5000) + ']'.repeat(5000), type: 'application/json' },
          { raw: `{"x":"${'y'.repeat(1_100_000)}"}`, type: 'application/json' },
        )
        .map((raw) => ({ kind: `raw ${raw.type.split(';')[0]}`, query: validQueryPart, body: raw })),
    );
  } else if (route.method !== 'GET' && route.method !== 'DELETE') {
    // A route that takes no body, sent one.
    kinds.push(fc.constant({ kind: 'unexpected body', body: { json: { admin: true } } }));
  }
  if (route.query) {
    kinds.push(mutated(validQuery).map((value) => ({ kind: 'query mutated', query: wire(value), body: validBodyPart })));
  } else {
    kinds.push(fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), hostileString(), { maxKeys: 2 }).map((value) => ({ kind: 'unexpected query', query: value, body: validBodyPart })));
  }
  if (paramNames.length > 0) {
    kinds.push(
      fc
        .tuple(fc.constantFrom(...paramNames), fc.oneof(hostileString().filter((value) => value.length > 0 && value.length < 9000), fc.uuid(), fc.constantFrom('0', '-1', '99999999999999999999', '1.5', 'null', '%', '..')))
        .map(([name, value]) => ({ kind: `param ${name}`, params: { ...validParams, [name]: value }, query: validQueryPart, body: validBodyPart })),
    );
  }
  return fc.oneof(...kinds);
}
