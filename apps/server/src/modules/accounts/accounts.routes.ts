import {
  ChangePasswordRequest,
  ConfirmEmailRequest,
  EmailVerificationRequest,
  ForgotPasswordRequest,
  JSONAPI_MEDIA_TYPE,
  JsonApiErrorDocument,
  MessageDocument,
  OAuthSignInRequest,
  PasswordResetRequest,
  PasswordResetTokenDocument,
  PasswordResetTokenRequest,
  ProfileUpdateRequest,
  PromoDocument,
  PromoRequest,
  SessionDocument,
  type SessionMeta,
  type SnakeKeys,
  SignInRequest,
  SignUpRequest,
  toSnakeKeys,
  UserDocument,
  type UserProfile,
  UserTypeDocument,
  UserTypeQuery,
} from '@pitstop/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonApiResource } from '../../lib/jsonapi.ts';
import { currentUser } from '../../plugins/auth.ts';
import { applyPromo } from './apply-promo.ts';
import { changePassword } from './change-password.ts';
import { checkResetToken } from './check-reset-token.ts';
import { confirmEmail } from './confirm-email.ts';
import type { AccountsDeps } from './deps.ts';
import { getUserType } from './get-user-type.ts';
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

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, JsonApiErrorDocument]));
const tags = ['accounts'];

/** The user resource (snake_case attributes), with `meta` when given. */
async function userDocument<Meta extends Record<string, unknown> | undefined = undefined>(profile: UserProfile, meta?: Meta) {
  const document = await jsonApiResource('users', profile, meta);
  return document as unknown as { data: { id: string; type: 'users'; attributes: SnakeKeys<Omit<UserProfile, 'id'>> }; meta: SnakeKeys<Meta> };
}
/** A document with nothing but `meta`. */
const metaDocument = <Meta extends Record<string, unknown>>(meta: Meta) => ({ meta: toSnakeKeys<SnakeKeys<Meta>>(meta) });

/** Accounts calls of spec 000 §7 (mounted under /api/v3). Handlers parse, call one use-case, answer. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const { config } = deps;
  const limits = accountRateLimits(app, config);
  app.addHook('preSerialization', async (_request, reply, payload) => {
    reply.type(JSONAPI_MEDIA_TYPE);
    return payload;
  });

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

  app.post(
    '/users',
    {
      config: limits.perIp(),
      schema: { tags, body: SignUpRequest, response: { 201: SessionDocument, ...errors(409, 422, 429) } },
    },
    async (request, reply) => {
      const signedIn = await signUp(deps, request.body);
      reply.status(201);
      return session(reply, signedIn);
    },
  );

  app.get(
    '/users/profile',
    { preHandler: app.requireUser, schema: { tags, response: { 200: UserDocument, ...errors(401) } } },
    async (request) => userDocument(await loadProfile(deps, currentUser(request).id)),
  );

  app.put(
    '/users/profile',
    {
      preHandler: app.requireUser,
      schema: { tags, body: ProfileUpdateRequest, response: { 200: UserDocument, ...errors(401, 422) } },
    },
    async (request) => userDocument(await updateProfile(deps, { ...request.body, userId: currentUser(request).id })),
  );

  app.post(
    '/oauth_sessions',
    {
      config: limits.perIp(),
      schema: { tags, body: OAuthSignInRequest, response: { 200: SessionDocument, ...errors(400, 401, 403, 422, 429) } },
    },
    async (request, reply) => session(reply, await signInWithOAuth(deps, request.body)),
  );

  app.post(
    '/sessions',
    {
      config: limits.perIp(),
      preHandler: limits.signInPerEmail,
      schema: { tags, body: SignInRequest, response: { 200: SessionDocument, ...errors(401, 403, 422, 429) } },
    },
    async (request, reply) => session(reply, await signIn(deps, request.body)),
  );

  app.delete('/sessions', { schema: { tags } }, async (request, reply) => {
    await signOut(deps, {
      refreshToken: readRefreshCookie(request, config),
      bearer: request.user ? { userId: request.user.id, sessionId: request.user.sessionId } : null,
    });
    clearRefreshCookie(reply, config);
    return reply.status(204).send();
  });

  app.get(
    '/sessions/refresh',
    { config: limits.perIp(3), schema: { tags, response: { 200: SessionDocument, ...errors(401, 429) } } },
    async (request, reply) => {
      try {
        return session(reply, await refreshSession(deps, { refreshToken: readRefreshCookie(request, config) }));
      } catch (error) {
        clearRefreshCookie(reply, config);
        throw error;
      }
    },
  );

  app.post(
    '/users/forgot_password',
    {
      config: limits.perIp(),
      preHandler: limits.forgotPasswordPerEmail,
      schema: { tags, body: ForgotPasswordRequest, response: { 200: MessageDocument, ...errors(422, 429) } },
    },
    async (request) => metaDocument(await requestPasswordReset(deps, request.body)),
  );

  app.post(
    '/users/password_reset/token',
    {
      config: limits.perIp(),
      schema: { tags, body: PasswordResetTokenRequest, response: { 200: PasswordResetTokenDocument, ...errors(422, 429) } },
    },
    async (request) => metaDocument(await checkResetToken(deps, request.body)),
  );

  app.post(
    '/users/password_reset',
    {
      config: limits.perIp(),
      schema: { tags, body: PasswordResetRequest, response: { 200: SessionDocument, ...errors(422, 429) } },
    },
    async (request, reply) => session(reply, await resetPassword(deps, request.body)),
  );

  app.post(
    '/users/password',
    {
      preHandler: app.requireUser,
      schema: { tags, body: ChangePasswordRequest, response: { 200: SessionDocument, ...errors(401, 422) } },
    },
    async (request, reply) => session(reply, await changePassword(deps, { ...request.body, userId: currentUser(request).id })),
  );

  app.get(
    '/users/type',
    {
      config: limits.perIp(3),
      schema: { tags, querystring: UserTypeQuery, response: { 200: UserTypeDocument, ...errors(422, 429) } },
    },
    async (request) => metaDocument(await getUserType(deps, request.query)),
  );

  app.put(
    '/users/email_verification',
    {
      config: limits.perIp(),
      schema: {
        tags,
        body: EmailVerificationRequest,
        response: { 200: UserTypeDocument, 201: SessionDocument, ...errors(422, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await startPartialAccount(deps, request.body);
      if (!outcome.created) return metaDocument(outcome.type);
      reply.status(201);
      return session(reply, outcome);
    },
  );

  app.put(
    '/users/confirm_email',
    {
      config: limits.perIp(),
      preHandler: [app.requireUser, limits.confirmPerUser],
      schema: { tags, body: ConfirmEmailRequest, response: { 200: UserDocument, ...errors(401, 409, 422, 429) } },
    },
    async (request) => userDocument(await confirmEmail(deps, { ...request.body, userId: currentUser(request).id })),
  );

  app.post(
    '/users/resend_confirmation_code',
    {
      config: limits.perIp(),
      preHandler: [app.requireUser, limits.resendPerUser],
      schema: { tags, response: { 200: MessageDocument, ...errors(401, 409, 429) } },
    },
    async (request) => metaDocument(await resendConfirmationCode(deps, { userId: currentUser(request).id })),
  );

  app.post(
    '/users/promo',
    {
      config: limits.perIp(),
      preHandler: app.requireUser,
      schema: { tags, body: PromoRequest, response: { 200: PromoDocument, ...errors(401, 409, 422, 429) } },
    },
    async (request) => {
      const { profile, redemption } = await applyPromo(deps, { ...request.body, userId: currentUser(request).id });
      return userDocument(profile, { ...redemption });
    },
  );
};
