import {
  TestAccessTokenRequest,
  TestAccessTokenResponse,
  TestResetTokenRequest,
  TestResetTokenResponse,
  TestUserRequest,
  TestUserResponse,
} from '@pitstop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  findUserById,
  loadProfile,
  setRefreshCookie,
  signAccessToken,
  startSession,
} from '../accounts/index.ts';
import { createResetToken } from './create-reset-token.ts';
import { createTestUser } from './create-test-user.ts';

/**
 * /api/test: seeding for end-to-end tests. Registered only when config.testSupport (NODE_ENV is not
 * production, or E2E=true) — a production server does not have these routes at all.
 */
export const testSupportRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, deps) => {
  const profileDeps = { db: deps.db, countUnreadMessages: async () => 0 };

  app.post(
    '/users',
    { schema: { hide: true, body: TestUserRequest, response: { 201: TestUserResponse } } },
    async (request, reply) => {
      const { user, password, session } = await createTestUser(deps, request.body);
      setRefreshCookie(reply, deps.config, session);
      reply.status(201);
      return {
        user: await loadProfile(profileDeps, user.id),
        password,
        accessToken: session.access.accessToken,
        expiresAt: session.access.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/access-tokens',
    { schema: { hide: true, body: TestAccessTokenRequest, response: { 200: TestAccessTokenResponse } } },
    async (request) => {
      const user = await findUserById(deps.db, request.body.userId);
      if (!user) throw new AppError('not_found', 'No such user.');
      // A real session, so the token is refused only for being expired (when asked) — as a browser's would be.
      const { sessionId } = await startSession(deps.db, deps.config, user);
      const claims = { userId: user.id, sessionId, admin: user.admin, type: user.type };
      const now = request.body.expired ? new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000) : new Date();
      const token = await signAccessToken(deps.config, claims, { now });
      return { accessToken: token.accessToken, expiresAt: token.expiresAt.toISOString() };
    },
  );

  app.post(
    '/password-reset-tokens',
    { schema: { hide: true, body: TestResetTokenRequest, response: { 200: TestResetTokenResponse } } },
    async (request) => createResetToken(deps, request.body),
  );
};
