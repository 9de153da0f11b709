import cookie from '@fastify/cookie';
import { testSupportRoutes as routes } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { wallClock } from '../../lib/clock.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  findUserById,
  loadProfile,
  setRefreshCookie,
  signAccessToken,
  startSession,
} from '../accounts/index.ts';
import { createResetToken } from './create-reset-token.ts';
import { createTestPartner } from './create-test-partner.ts';
import { createTestUser } from './create-test-user.ts';

/**
 * /api/test: seeding for end-to-end tests (contracts `testSupportRoutes`, left out of the API document).
 * Mounted only when config.testSupport (E2E=true or DEV_TEST_SUPPORT=true, never by NODE_ENV alone): a server
 * without the switch does not have these routes at all. app.ts warns at start when they are on.
 */
export const testSupportModule = defineModule('test-support', async (root, { config, database }) => {
  if (!config.testSupport) return;
  const deps = { db: database.db, config, clock: root.clock, events: root.events };
  const profileDeps = { db: database.db };

  // The refresh cookie is set here as by a sign-in, in a scope of its own (see the accounts module).
  await root.register(async (app) => {
    await app.register(cookie);

    mount(app, routes.createTestUser, async (request, reply) => {
      const { user, password, session } = await createTestUser(deps, request.body);
      setRefreshCookie(reply, config, session);
      reply.status(201);
      return {
        user: await loadProfile(profileDeps, user.id),
        password,
        accessToken: session.access.accessToken,
        expiresAt: session.access.expiresAt.toISOString(),
      };
    });

    mount(app, routes.createTestAccessToken, async (request) => {
      const user = await findUserById(deps.db, request.body.userId);
      if (!user) throw new AppError('not_found', 'No such user.');
      // A real session, so the token is refused only for being expired (when asked) — as a browser's would be.
      const { sessionId } = await startSession(deps.db, deps, user);
      const claims = { userId: user.id, sessionId, admin: user.admin, type: user.type };
      // An access token is checked against wall time (lib/access-token.ts): so is it signed here.
      const wall = wallClock.now();
      const now = request.body.expired ? new Date(wall.getTime() - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000) : wall;
      const token = await signAccessToken(config, claims, { now });
      return { accessToken: token.accessToken, expiresAt: token.expiresAt.toISOString() };
    });

    mount(app, routes.createTestResetToken, async (request) => createResetToken(deps, request.body));

    mount(app, routes.createTestPartner, async (request, reply) => {
      reply.status(201);
      return createTestPartner(deps, request.body);
    });
  });

  // The marketplace's time (lib/clock.ts) and its jobs, for end-to-end runs: move the clock, then run a
  // recurring job now rather than waiting for its next occurrence.
  const shiftable = () => {
    const { clock } = root;
    if (!clock.set || !clock.reset) throw new AppError('not_found', "This server's clock cannot be moved.");
    return clock as Required<typeof clock>;
  };
  mount(root, routes.setTestClock, async (request) => {
    const clock = shiftable();
    clock.set(new Date(request.body.now));
    return { now: clock.now().toISOString() };
  });
  mount(root, routes.resetTestClock, async () => {
    const clock = shiftable();
    clock.reset();
    return { now: clock.now().toISOString() };
  });
  mount(root, routes.runTestJob, async (request) => {
    const { name } = request.params;
    if (!root.jobs.has(name)) throw new AppError('not_found', `No job named ${name}.`);
    const now = root.clock.now();
    await root.jobs.runNow(name);
    return { name, now: now.toISOString() };
  });
}, ['jobs', 'events']);
