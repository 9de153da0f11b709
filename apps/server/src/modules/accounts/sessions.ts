import { createHmac, randomUUID } from 'node:crypto';
import { accountMessages, RECENT_SIGN_IN_MINUTES } from '@pitstop/contracts';
import { and, eq, isNull, min, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../plugins/events.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { type AccessToken, signAccessToken } from '../../lib/access-token.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from './secrets.ts';
import type { UserRow } from './users.ts';

export const REFRESH_TOKEN_TTL_DAYS = 30;

/** What a sign-in hands out: the access token for the reply and the refresh token for the cookie. */
export interface Session {
  sessionId: string;
  access: AccessToken;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/**
 * Starts a session (a new refresh-token family), or continues `familyId` when rotating; a rotation passes the
 * spent token's `successorToken`, so presenting the spent token again may hand out the same one (refresh-session.ts).
 * Its start and expiry are the marketplace's clock, which the refresh and the recent sign-in read (ADR 053).
 */
export async function startSession(
  tx: Db | Tx,
  { config, clock }: { config: Config; clock: Clock },
  user: Pick<UserRow, 'id' | 'admin' | 'type'>,
  familyId: string = randomUUID(),
  refreshToken: string = randomToken(),
): Promise<Session> {
  const now = clock.now();
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
  await tx.insert(refreshTokens).values({ userId: user.id, familyId, tokenHash: sha256(refreshToken), expiresAt: refreshExpiresAt, createdAt: now });
  return resumeSession(config, user, { familyId, refreshToken, refreshExpiresAt });
}

/** A new access token for a refresh token already stored (the grace-window answer of refresh-session.ts). */
export async function resumeSession(
  config: Config,
  user: Pick<UserRow, 'id' | 'admin' | 'type'>,
  { familyId, refreshToken, refreshExpiresAt }: { familyId: string; refreshToken: string; refreshExpiresAt: Date },
): Promise<Session> {
  const access = await signAccessToken(config, {
    userId: user.id,
    sessionId: familyId,
    admin: user.admin,
    type: user.type,
  });
  return { sessionId: familyId, access, refreshToken, refreshExpiresAt };
}

/**
 * The one token that follows `refreshToken` in its family: derived with the server's key, so the server can
 * name it again without storing it (only its sha256 is stored) and nobody without the key can.
 */
export const successorToken = (config: Config, refreshToken: string) =>
  createHmac('sha256', config.jwtSecret).update(`refresh-successor:${refreshToken}`).digest('base64url');

type Events = Pick<DomainEvents, 'emit'>;

/**
 * Signs one session out: every token of the family stops working, on every node at the commit (the guard's
 * kept sessions drop it, ADR 052).
 */
export async function revokeSession(tx: Db | Tx, events: Events, familyId: string, userId?: string) {
  const revoked = await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        userId ? eq(refreshTokens.userId, userId) : undefined,
      ),
    )
    .returning({ userId: refreshTokens.userId });
  const owner = userId ?? revoked[0]?.userId;
  if (owner) await events.emit(tx, { type: 'sessions.changed', userId: owner, sessionId: familyId });
}

/** Signs a user out everywhere (password changed or reset), optionally keeping one session. */
export async function revokeAllSessions(tx: Db | Tx, events: Events, userId: string, { except }: { except?: string } = {}) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        except ? ne(refreshTokens.familyId, except) : undefined,
      ),
    );
  await events.emit(tx, { type: 'sessions.changed', userId });
}

/**
 * Disables an account: its sessions end on every node at the commit (ADR 052), and sign-in and refresh refuse it.
 * The operations console's to call; tests use it today.
 */
export async function disableAccount(tx: Db | Tx, events: Events, userId: string) {
  await tx.update(users).set({ status: 'disabled', updatedAt: sql`now()` }).where(eq(users.id, userId));
  await events.emit(tx, { type: 'sessions.changed', userId });
  await events.emit(tx, { type: 'account.changed', userId });
}

/**
 * An account without a password has nothing to re-enter: setting a first password or changing its email needs
 * a sign-in (password, Facebook, reset link or the account's creation) less than RECENT_SIGN_IN_MINUTES ago.
 * The session's first refresh token was written at that sign-in; refreshes since then add later ones.
 */
export async function requireRecentSignIn(tx: Db | Tx, { userId, sessionId, now }: { userId: string; sessionId: string; now: Date }) {
  const [started] = await tx
    .select({ at: min(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, userId)));
  if (!started?.at || now.getTime() - started.at.getTime() > RECENT_SIGN_IN_MINUTES * 60 * 1000) {
    throw new AppError('recent_sign_in_required', accountMessages.recentSignInRequired);
  }
}
