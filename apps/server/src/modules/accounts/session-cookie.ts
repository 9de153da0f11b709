import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Session } from './sessions.ts';

/** The refresh cookie goes only to the session endpoints: GET /sessions/refresh and DELETE /sessions. */
export const REFRESH_COOKIE_PATH = '/api/v3/sessions';
export const refreshCookieName = (config: Config) => `${config.brandSlug}_refresh`;

// Secure in production; a production build served over plain http on a loopback address (the e2e run)
// could not keep a Secure cookie in every client, and nothing leaves the machine there anyway.
const isLoopbackHttp = (config: Config) => config.localServer && config.publicUrl.startsWith('http:');

function cookieOptions(config: Config): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction && !isLoopbackHttp(config),
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
