import { JSONAPI_MEDIA_TYPE, accountsRoutes as routes, type SessionMeta, type SnakeKeys, type UserProfile } from '@pitstop/contracts';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { oauthVerifierFor } from '../../adapters/oauth/index.ts';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { OwnedDocuments } from '../../lib/owned-documents.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiMeta, jsonApiResource } from '../../plugins/jsonapi.ts';
import { adminUserDetail, resendUserConfirmation, searchUsers, setUserDisabled } from './admin-users.ts';
import { type AfterReply, createAfterReply } from './after-reply.ts';
import { applyPromo } from './apply-promo.ts';
import { changePassword } from './change-password.ts';
import { checkResetToken } from './check-reset-token.ts';
import { confirmEmail } from './confirm-email.ts';
import type { AccountsDeps } from './deps.ts';
import { getUserType } from './get-user-type.ts';
import { confirmPhone, sendPhoneCode } from './phone-verification.ts';
import { loadProfile } from './profile.ts';
import { accountRateLimits } from './rate-limits.ts';
import { refreshSession } from './refresh-session.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendConfirmationCode } from './resend-confirmation-code.ts';
import { resetPassword } from './reset-password.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './session-cookie.ts';
import { signIn } from './sign-in.ts';
import { signInWithOAuth } from './sign-in-with-oauth.ts';
import { signOut } from './sign-out.ts';
import { signUp } from './sign-up.ts';
import type { SignedIn } from './signed-in.ts';
import { startPartialAccount } from './start-partial-account.ts';
import { updateProfile } from './update-profile.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the accounts calls finish after answering; tests await `idle()` before reading the outbox. */
    accountsAfterReply: AfterReply;
  }
}

const PRIVATE = 'private, no-store';

/** The user resource (snake_case attributes), with `meta` when given. */
async function userDocument<Meta extends Record<string, unknown> | undefined = undefined>(profile: UserProfile, meta?: Meta) {
  const document = await jsonApiResource('users', profile, meta);
  return document as unknown as { data: { id: string; type: 'users'; attributes: SnakeKeys<Omit<UserProfile, 'id'>> }; meta: SnakeKeys<Meta> };
}

/**
 * Accounts, sessions and roles (docs/product/accounts.md; contracts `accountsRoutes`). Handlers
 * parse, call one use-case, answer. The bearer-token guards (`app.requireUser`, `app.requireAdmin`) are the
 * auth plugin's (plugins/auth.ts).
 */
export const accountsModule = defineModule(
  'accounts',
  async (root, { config, database }) => {
    const limits = accountRateLimits(root, config);
    const afterReply = createAfterReply(root.log);
    root.decorate('accountsAfterReply', afterReply);
    root.addHook('onClose', () => afterReply.idle());
    const deps: AccountsDeps = {
      db: database.db,
      config,
      clock: root.clock,
      outbox: root.outbox,
      oauth: oauthVerifierFor(config),
      limits: limits.mail,
      afterReply,
      events: root.events,
    };
    // The refresh-token cookie is read and set only by these routes (and test support's): the cookie plugin's
    // two hooks run on their requests, not on every request of the site.
    const profiles = new OwnedDocuments();
    root.events.on('account.changed', ({ userId }) => profiles.invalidateOwner(userId), { atEmit: true });
    // The profile's `has_service_requests` (ADR 066): the user's first request turns it on.
    root.events.on('service_request.created', ({ userId }) => profiles.invalidateOwner(userId), { atEmit: true });
    // The profile's unread count (ADR 063): a message in, or a thread read, of the user's threads as the customer.
    for (const type of ['message.created', 'message_thread.read'] as const) {
      root.events.on(type, ({ customerId }) => profiles.invalidateOwner(customerId), { atEmit: true });
    }
    await root.register(async (app) => {
      await app.register(cookie);
      accountsRoutes(app, deps, limits, profiles);
    });
  },
  ['events', 'auth', 'outbox'],
);

function accountsRoutes(app: FastifyInstance, deps: AccountsDeps, limits: ReturnType<typeof accountRateLimits>, profiles: OwnedDocuments) {
  const { config } = deps;

  /** Sets the refresh cookie and answers with the user and the access token. */
  function session(reply: FastifyReply, { profile, session: tokens, newAccount }: SignedIn) {
    setRefreshCookie(reply, config, tokens);
    reply.header('cache-control', 'no-store');
    const meta: SessionMeta = {
      accessToken: tokens.access.accessToken,
      tokenType: 'Bearer',
      expiresIn: tokens.access.expiresIn,
      expiresAt: tokens.access.expiresAt.toISOString(),
      newAccount,
    };
    return userDocument(profile, meta);
  }

  mount(app, routes.signUp, { config: limits.perIp() }, async (request, reply) => {
    const signedIn = await signUp(deps, request.body);
    reply.status(201);
    return session(reply, signedIn);
  });

  // Every signed-in page reads it: kept per user in this process and dropped by the user's `account.changed` from
  // any node (ADR 067); the TTL bounds what no event says (a shop's staff list, a partner's admins).
  mount(app, routes.getProfile, { compress: false }, (request, reply) => {
    const userId = currentUser(request).id;
    return sendCachedDocument(
      request,
      reply,
      profiles.get({ userId, id: userId }, async () => z.encode(routes.getProfile.reply, await userDocument(await loadProfile(deps, userId)))),
      { contentType: JSONAPI_MEDIA_TYPE, cacheControl: 'private, no-store' },
    );
  });

  mount(app, routes.updateProfile, { preHandler: limits.passwordCheckAllowed }, async (request) =>
    limits.countingPasswordFailures(request, async () =>
      userDocument(await updateProfile(deps, { ...request.body, userId: currentUser(request).id, sessionId: currentUser(request).sessionId })),
    ),
  );

  mount(app, routes.signInWithOAuth, { config: limits.perIp() }, async (request, reply) =>
    session(reply, await signInWithOAuth(deps, request.body)),
  );

  mount(app, routes.signIn, { config: limits.perIp(), preHandler: limits.signInAllowed }, async (request, reply) =>
    limits.countingSignInFailures(request, async () => session(reply, await signIn(deps, request.body))),
  );

  mount(app, routes.signOut, async (request, reply) => {
    await signOut(deps, {
      refreshToken: readRefreshCookie(request, config),
      bearer: request.user ? { userId: request.user.id, sessionId: request.user.sessionId } : null,
    });
    clearRefreshCookie(reply, config);
    return reply.status(204).send();
  });

  mount(app, routes.refreshSession, { config: limits.perIp(3) }, async (request, reply) => {
    try {
      return session(reply, await refreshSession(deps, { refreshToken: readRefreshCookie(request, config) }));
    } catch (error) {
      clearRefreshCookie(reply, config);
      throw error;
    }
  });

  mount(
    app,
    routes.requestPasswordReset,
    { config: limits.perIp() },
    async (request) => jsonApiMeta(await requestPasswordReset(deps, request.body)),
  );

  mount(app, routes.checkPasswordResetToken, { config: limits.perIp() }, async (request) =>
    jsonApiMeta(await checkResetToken(deps, request.body)),
  );

  mount(app, routes.resetPassword, { config: limits.perIp() }, async (request, reply) =>
    session(reply, await resetPassword(deps, request.body)),
  );

  mount(app, routes.changePassword, { config: limits.perIp(), preHandler: limits.passwordCheckAllowed }, async (request, reply) =>
    limits.countingPasswordFailures(request, async () =>
      session(reply, await changePassword(deps, { ...request.body, userId: currentUser(request).id, sessionId: currentUser(request).sessionId })),
    ),
  );

  mount(app, routes.getUserType, { config: limits.perIp(3) }, async (request) =>
    jsonApiMeta(await getUserType(deps, request.query)),
  );

  mount(app, routes.startPartialAccount, { config: limits.perIp() }, async (request, reply) => {
    const outcome = await startPartialAccount(deps, request.body);
    if (!outcome.created) return jsonApiMeta(outcome.type);
    reply.status(201);
    return session(reply, outcome);
  });

  mount(app, routes.confirmEmail, { config: limits.perIp(), preHandler: limits.confirmPerUser }, async (request) =>
    userDocument(await confirmEmail(deps, { ...request.body, userId: currentUser(request).id })),
  );

  mount(app, routes.resendConfirmationCode, { config: limits.perIp() }, async (request) =>
    jsonApiMeta(await resendConfirmationCode(deps, { userId: currentUser(request).id })),
  );

  mount(app, routes.sendPhoneCode, { config: limits.perIp() }, async (request) =>
    jsonApiMeta(await sendPhoneCode(deps, { userId: currentUser(request).id })),
  );

  mount(app, routes.confirmPhone, { config: limits.perIp(), preHandler: limits.confirmPerUser }, async (request) =>
    userDocument(await confirmPhone(deps, { ...request.body, userId: currentUser(request).id })),
  );

  mount(app, routes.applyPromoCode, { config: limits.perIp() }, async (request) => {
    const { profile, redemption } = await applyPromo(deps, { ...request.body, userId: currentUser(request).id });
    return userDocument(profile, { ...redemption });
  });

  // The operations consoles' users (docs/product/operations.md, ADR 078): the roles are the table's.
  mount(app, routes.listAdminUsers, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    const { users, count, countCapped } = await searchUsers(deps, request.query);
    return jsonApiList('admin_users', users, count, { countCapped });
  });
  mount(app, routes.getAdminUser, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    return jsonApiResource('admin_users', await adminUserDetail(deps.db, request.params.userId));
  });
  mount(app, routes.disableAdminUser, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    const user = await setUserDisabled(deps, { actor: currentUser(request), userId: request.params.userId, disabled: true, reason: request.body.reason });
    return jsonApiResource('admin_users', user);
  });
  mount(app, routes.enableAdminUser, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    const user = await setUserDisabled(deps, { actor: currentUser(request), userId: request.params.userId, disabled: false, reason: request.body.reason });
    return jsonApiResource('admin_users', user);
  });
  mount(app, routes.resendAdminUserConfirmation, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    return jsonApiMeta(await resendUserConfirmation(deps, { actor: currentUser(request), userId: request.params.userId }));
  });
}
