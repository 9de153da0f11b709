import type { UserType } from '@pitstop/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';

/** Short-lived: a stolen access token is worth minutes; the refresh cookie renews it. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  /** The refresh-token family this token was issued under (signing out revokes it). */
  sessionId: string;
  admin: boolean;
  type: UserType;
}

export interface AccessToken {
  accessToken: string;
  expiresIn: number;
  expiresAt: Date;
}

const keys = new WeakMap<Config, Uint8Array>();
function keyFor(config: Config) {
  let key = keys.get(config);
  if (!key) {
    key = new TextEncoder().encode(config.jwtSecret);
    keys.set(config, key);
  }
  return key;
}
const audience = (config: Config) => `${config.brandSlug}-api`;

/** HS256 JWT: sub = user id, sid = session family. `now` lets tests mint an expired one. */
export async function signAccessToken(
  config: Config,
  claims: AccessClaims,
  { now = new Date(), ttlSeconds = ACCESS_TOKEN_TTL_SECONDS }: { now?: Date; ttlSeconds?: number } = {},
): Promise<AccessToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const accessToken = await new SignJWT({ sid: claims.sessionId, adm: claims.admin, utp: claims.type })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(config.brandSlug)
    .setAudience(audience(config))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyFor(config));
  return { accessToken, expiresIn: ttlSeconds, expiresAt: new Date(expiresAt * 1000) };
}

export type VerifiedAccess = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens verified before, with their expiry (per configuration): a browser sends the same token with every call
 * for its 15 minutes, and checking an HS256 signature through WebCrypto costs about half a millisecond of the
 * event loop a call. Only a token that verified is kept; the same string is the same signed claims, and whether
 * whether its session is still live is the auth plugin's question (kept sessions, dropped by events: ADR 052). Bounded: the oldest go.
 */
const VERIFIED_KEPT = 10_000;
const verified = new WeakMap<Config, Map<string, { claims: AccessClaims; expiresAtMs: number }>>();

export async function verifyAccessToken(config: Config, token: string): Promise<VerifiedAccess> {
  let known = verified.get(config);
  if (!known) verified.set(config, (known = new Map()));
  const hit = known.get(token);
  if (hit) {
    if (Date.now() < hit.expiresAtMs) return { ok: true, claims: hit.claims };
    known.delete(token);
    return { ok: false, reason: 'expired' };
  }
  const result = await verifyWithJose(config, token);
  if (result.ok) {
    if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value!);
    known.set(token, { claims: result.claims, expiresAtMs: result.expiresAtMs });
  }
  return result.ok ? { ok: true, claims: result.claims } : result;
}

async function verifyWithJose(config: Config, token: string): Promise<{ ok: true; claims: AccessClaims; expiresAtMs: number } | { ok: false; reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, keyFor(config), {
      algorithms: ['HS256'],
      issuer: config.brandSlug,
      audience: audience(config),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
    return {
      ok: true,
      expiresAtMs: payload.exp * 1000,
      claims: {
        userId: payload.sub,
        sessionId: payload.sid,
        admin: payload.adm === true,
        type: payload.utp === 'employee' ? 'employee' : 'other',
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
