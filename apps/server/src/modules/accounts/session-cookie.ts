import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Session } from './sessions.ts';

/** The refresh cookie goes only to the session endpoints: GET /sessions/refresh and DELETE /sessions. */
export const REFRESH_COOKIE_PATH = '/api/v3/sessions';
export const refreshCookieName = (config: Config) => `${config.brandSlug}_refresh`;

function cookieOptions(config: Config): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    // Secure on every production server, PUBLIC_URL or not: the default address (http://localhost) is no
    // proof that no proxy in front serves it to others over http. Browsers treat http://localhost and
    // http://127.0.0.1 as secure contexts and keep Secure cookies there, so `npm start` and the e2e run (both
    // production over http on loopback) still sign in (e2e/specs/accounts). Development and test servers
    // over plain http need the cookie without it.
    secure: config.isProduction,
    path: REFRESH_COOKIE_PATH,
  };
}

export function setRefreshCookie(reply: FastifyReply, config: Config, session: Session) {
  reply.setCookie(refreshCookieName(config), session.refreshToken, { ...cookieOptions(config), expires: session.refreshExpiresAt });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(refreshCookieName(config), cookieOptions(config));
}

export const readRefreshCookie = (request: FastifyRequest, config: Config): string | undefined =>
  request.cookies[refreshCookieName(config)];
