import { needsBearer, pathParamNames, type Route, type RouteAuth, successStatus } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/lib/access-token.ts';
import { startSession } from '../../src/modules/accounts/index.ts';
import { headersOf, inventory, keyOf, queryString, routeRecorder, send, toWire, urlOf, validSample } from './harness.ts';
import { OTHER_ROUTES, ROUTE_ENTRIES, type RouteEntry } from './routes.ts';
import { ACTORS, type Actor, buildWorld, type World } from './world.ts';

/**
 * Who owns a route's records, by its auth kind: the one actor the default lets in (A for a customer's records,
 * X for shop X's, P for partner P's); `null`: no owner (everyone is answered alike).
 */
const OWNER: Record<RouteAuth | 'public', Actor | null> = {
  public: null,
  user: 'A',
  admin: 'admin',
  employee: 'employee',
  'admin-or-local': null,
  'refresh-cookie': null,
  'location-staff': 'X',
  partner: null,
  'partner-member': 'P',
  'partner-admin': 'P',
};

/**
 * The default answer of a cell (issue 29 §2), per auth kind: the owner gets the route's success; everyone else
 * the refusal of the kind — a guest 401, a signed-in stranger 404 ("not yours", as if it did not exist), a
 * non-admin 403. A customer's route without a record in its path (their own lists, a new record) answers every
 * signed-in user alike. Adding a role is one column: an entry in ACTORS and, where it differs, a line here.
 */
function defaultAnswer(route: Route, actor: Actor): number {
  const ok = successStatus(route);
  switch (route.auth) {
    case undefined:
    case 'partner':
    case 'admin-or-local':
      // admin-or-local: the test server is local (a loopback public URL) and inject calls from 127.0.0.1.
      return ok;
    case 'refresh-cookie':
      return 401;
    case 'admin':
      return actor === 'guest' ? 401 : actor === 'admin' ? ok : 403;
    case 'employee':
      // ADR 078: employees and admins; any other signed-in caller is told 403 employee_required.
      return actor === 'guest' ? 401 : actor === 'employee' || actor === 'admin' ? ok : 403;
    case 'user':
      if (actor === 'guest') return 401;
      return pathParamNames(route.path).length === 0 || actor === 'A' ? ok : 404;
    default:
      // location-staff, partner-member, partner-admin: the one owner; a stranger is told it does not exist.
      return actor === 'guest' ? 401 : actor === OWNER[route.auth] ? ok : 404;
  }
}

function expected(route: Route, entry: RouteEntry, actor: Actor): number {
  const owner = OWNER[route.auth ?? 'public'];
  const overrides = entry.expect ?? {};
  // `all` and `others` are the signed-in callers' answers where a route needs one: a guest keeps the 401.
  const guestKept = actor === 'guest' && needsBearer(route);
  return (
    overrides[actor] ??
    (actor !== owner && actor !== 'guest' ? overrides.others : undefined) ??
    (guestKept ? undefined : overrides.all) ??
    defaultAnswer(route, actor)
  );
}

/** Read-only routes first, then writes, deletions last: the owner's write comes after everyone else's call. */
const ORDER: Record<string, number> = { GET: 0, PATCH: 1, PUT: 1, POST: 2, DELETE: 3 };

describe('the access matrix: every route, every role, records owned by A, X and P', async () => {
  const recorder = routeRecorder();
  const world = await buildWorld({}, recorder.onRoute);
  const { app } = world;

  /** A session of its own for a call that ends one (signing out): the actor's other calls keep theirs. */
  async function freshHeaders(w: World, actor: Actor) {
    if (actor === 'guest') return {};
    const { user } = w.users[actor];
    const { sessionId } = await startSession(app.database.db, { config: app.config, clock: app.clock }, user);
    const { accessToken } = await signAccessToken(app.config, { userId: user.id, sessionId, admin: user.admin, type: user.type });
    return { authorization: `Bearer ${accessToken}` };
  }

  it('every cell answers as expected: 0 leaks', { timeout: 900_000 }, async () => {
    const { contract, problems } = inventory(recorder.keys, OTHER_ROUTES);
    expect(problems).toEqual([]);
    const routes = [...contract.values()]
      .filter((route) => route.namespace !== 'test')
      .sort((a, b) => (ORDER[a.method] ?? 9) - (ORDER[b.method] ?? 9));
    const actorsInOrder = (route: Route) => {
      const owner = OWNER[route.auth ?? 'public'];
      return [...ACTORS.filter((actor) => actor !== owner), ...(owner ? [owner] : [])];
    };
    const mismatches: string[] = [];
    const leaks: string[] = [];
    const skipped: string[] = [];
    let cells = 0;
    const started = performance.now();

    for (const route of routes) {
      const entry = ROUTE_ENTRIES[keyOf(route)]!;
      if (entry.skip) {
        skipped.push(`${keyOf(route)} × ${ACTORS.length}: ${entry.skip}`);
        continue;
      }
      const w = entry.prepare ? { ...world, ...(await entry.prepare(world)) } : world;
      const query = toWire(route, entry.query?.(w) ?? validSample(route, 'query'));
      const body = route.body ? toWire(route, entry.body?.(w) ?? validSample(route, 'body')) : undefined;
      for (const actor of actorsInOrder(route)) {
        const url = urlOf(w, route, entry) + queryString(query as Record<string, unknown>);
        const headers = { ...(entry.freshSession ? { ...headersOf(world, route, 'guest'), ...(await freshHeaders(world, actor)) } : headersOf(world, route, actor)), ...entry.headers };
        const response = await send(app, { method: route.method, url, headers, ...(body !== undefined ? { payload: body as object } : {}) }, route);
        cells += 1;
        const want = expected(route, entry, actor);
        if (response.statusCode !== want) {
          const line = `${keyOf(route)} as ${actor}: expected ${want}, got ${response.statusCode} ${response.body.slice(0, 160)}`;
          mismatches.push(line);
          if (response.statusCode < 300 && want >= 400) leaks.push(line);
        }
      }
    }
    for (const [key, other] of Object.entries(OTHER_ROUTES)) {
      if (other.skip || key.includes('*') || key.includes(':')) {
        skipped.push(`${key}: ${other.skip ?? 'a pattern route: its files are the web build’s and the sitemap’s'}`);
        continue;
      }
      for (const actor of ACTORS) {
        const [method, url] = key.split(' ') as ['GET', string];
        const response = await app.inject({ method, url, headers: actor === 'guest' ? {} : world.users[actor].headers });
        cells += 1;
        if (response.statusCode !== other.status) mismatches.push(`${key} as ${actor}: expected ${other.status}, got ${response.statusCode}`);
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      [
        `access matrix: ${cells} cells (${routes.length} contract routes + ${Object.keys(OTHER_ROUTES).length} others × ${ACTORS.length} roles: ${ACTORS.join(', ')}) in ${seconds} s`,
        `access matrix: ${leaks.length} leaks, ${mismatches.length} differences, ${skipped.length} skipped; ${routes.filter((route) => ROUTE_ENTRIES[keyOf(route)]?.expect).length} routes answer other than their auth kind's default (routes.ts says why)`,
        ...skipped.map((line) => `  skipped: ${line}`),
        ...mismatches.map((line) => `  differs: ${line}`),
      ].join('\n'),
    );
    expect(leaks).toEqual([]);
    expect(mismatches).toEqual([]);
  });
});
