import { allRoutes, fillPath, PARTNER_ROLES, type Route, routeUrl, toSnakeKeys } from '@pitstop/contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { arbitraryOf, inputJsonSchema } from './arbitraries.ts';
import { type OtherRouteEntry, ROUTE_ENTRIES, type RouteEntry } from './routes.ts';
import type { Actor, World } from './world.ts';

/** The proofs' seed: fixed in CI (printed), another with ROUTE_PROOF_SEED. */
export const SEED = Number(process.env.ROUTE_PROOF_SEED ?? 20261129);

export const routeKey = (method: string, url: string) => `${method} ${url}`;
export const keyOf = (route: Route) => routeKey(route.method, routeUrl(route));

/** Fastify's route table as registered (buildApp's onRoute): `METHOD url`, HEAD left out where a GET answers. */
export function routeRecorder() {
  const keys = new Set<string>();
  return {
    keys,
    onRoute: ({ method, url }: { method: string | string[]; url: string }) => {
      for (const one of [method].flat()) if (one !== 'HEAD' && one !== 'OPTIONS') keys.add(routeKey(one, url));
    },
  };
}

/** The contract routes by key, and the routes of Fastify's table that no contract declares. */
export function inventory(registered: Set<string>, others: Record<string, OtherRouteEntry>) {
  const contract = new Map(allRoutes().map((route) => [keyOf(route), route]));
  const problems: string[] = [];
  for (const key of registered) {
    if (!contract.has(key) && !others[key]) problems.push(`${key}: a route of the server with no entry in route-proof (routes.ts OTHER_ROUTES)`);
  }
  for (const key of contract.keys()) {
    if (!ROUTE_ENTRIES[key]) problems.push(`${key}: a contract route with no entry in route-proof/routes.ts`);
    if (!registered.has(key)) problems.push(`${key}: declared in a route table but not mounted`);
  }
  for (const key of Object.keys(ROUTE_ENTRIES)) if (!contract.has(key)) problems.push(`${key}: an entry for no route (stale)`);
  return { contract, problems };
}

export const isJsonApi = (route: Route) => route.namespace === 'main';
/** The wire shape of code-side (camelCase) input: snake_case on the main API. */
export const toWire = (route: Route, value: unknown) => (isJsonApi(route) && value && typeof value === 'object' ? toSnakeKeys(value) : value);

/** A query object as a query string (arrays as repeated keys, objects as JSON). */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A value of the schema that the schema itself accepts (the first of a seeded stream), or undefined. */
export function validSample(route: Route, part: 'query' | 'body', seed = SEED): unknown {
  const schema = route[part];
  if (!schema) return undefined;
  const arbitrary = arbitraryOf(inputJsonSchema(schema));
  const samples = fc.sample(arbitrary, { seed, numRuns: 60 });
  return samples.find((value) => schema.safeParse(value).success) ?? samples[0];
}

/** The headers of a caller: the bearer token, and P's partner on the partner routes. */
export function headersOf(world: World, route: Route, actor: Actor): Record<string, string> {
  const headers: Record<string, string> = actor === 'guest' ? {} : { ...world.users[actor].headers };
  if (route.auth !== undefined && PARTNER_ROLES.includes(route.auth)) headers['x-partner-id'] = world.partnerP;
  return headers;
}

/** The URL of a route with its entry's params (or the given ones). */
export function urlOf(world: World, route: Route, entry: RouteEntry, params?: Record<string, string>): string {
  return fillPath(routeUrl(route), params ?? entry.params?.(world) ?? {});
}

/** Problems with an error reply: its namespace's format, a human sentence. */
export function errorFormatProblem(route: Route | undefined, response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `not JSON: ${response.body.slice(0, 120)}`;
  }
  const jsonApi = route ? isJsonApi(route) : /^\/api\/v\d+\//.test(response.raw.req.url ?? '');
  if (jsonApi) {
    const errors = (body as { errors?: Array<{ status?: string; code?: string; detail?: string }> }).errors;
    if (!Array.isArray(errors) || errors.length === 0) return `no JSON:API errors: ${response.body.slice(0, 120)}`;
    for (const error of errors) {
      if (typeof error.detail !== 'string' || error.detail.trim().length < 3) return `an error without a detail: ${JSON.stringify(error)}`;
      if (typeof error.code !== 'string') return `an error without a code: ${JSON.stringify(error)}`;
      if (error.status !== String(response.statusCode)) return `an error's status ${error.status} is not the reply's ${response.statusCode}`;
    }
    if (!String(response.headers['content-type']).startsWith('application/vnd.api+json')) return `content type ${response.headers['content-type']}`;
    return null;
  }
  const { message, code } = body as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || message.trim().length < 3) return `no message: ${response.body.slice(0, 120)}`;
  if (typeof code !== 'string') return `no code: ${response.body.slice(0, 120)}`;
  return null;
}

/**
 * Every row written, recorded by a row trigger on each table of the schema (ADR 079): a refused request must add
 * none. A rolled-back transaction's rows go with it, as they should; an UPDATE that matches no row records none.
 * The function returned answers the writes since its last call.
 */
export async function recordWrites(app: FastifyInstance): Promise<() => Promise<string[]>> {
  const { db } = app.database;
  // One statement a call: PGlite, like PostgreSQL's extended protocol, takes no more than one command at a time.
  await db.execute(sql.raw('create table if not exists proof_writes (id bigserial primary key, table_name text not null, op text not null)'));
  await db.execute(
    sql.raw(`create or replace function proof_record_write() returns trigger language plpgsql as $$
      begin insert into proof_writes (table_name, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  await db.execute(
    sql.raw(`do $$ declare t text; begin
      for t in select tablename from pg_tables where schemaname = 'public' and tablename not in ('proof_writes', '__drizzle_migrations') loop
        execute format('create or replace trigger proof_write after insert or update or delete on %I for each row execute function proof_record_write()', t);
      end loop;
    end $$`),
  );
  const rows = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ w: string }>;
  // One statement a request: what was written since the last call, taken out of the journal.
  return async () => [...new Set(rows(await db.execute(sql`delete from proof_writes returning op || ' ' || table_name as w`)).map((row) => row.w))];
}

/** A request; an event stream is read to its first byte and let go when it opens (it stays open otherwise). */
export async function send(app: FastifyInstance, options: InjectOptions, route: Route): Promise<LightMyRequestResponse> {
  if (route.stream !== 'text/event-stream') return app.inject(options);
  const response = await app.inject({ ...options, payloadAsStream: true });
  if (response.statusCode < 300) {
    response.stream().destroy();
    return Object.assign(response, { body: '' });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(Buffer.from(chunk));
  const body = Buffer.concat(chunks).toString();
  return Object.assign(response, { body, json: () => JSON.parse(body) });
}
