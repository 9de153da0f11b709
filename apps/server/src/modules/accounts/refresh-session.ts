import { accountMessages } from '@pitstop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccountsDeps } from './deps.ts';
import { loadProfile } from './profile.ts';
import { type Session, revokeSession, startSession } from './sessions.ts';
import { sha256 } from './secrets.ts';
import type { SignedIn } from './signed-in.ts';
import { findUserById } from './users.ts';

/** How long a just-spent refresh token may be presented again without counting as a replay. */
export const REUSE_GRACE_MS = 10_000;

type Outcome =
  | { ok: true; session: Session; userId: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' | 'disabled' };

/**
 * GET /sessions/refresh: spends the refresh token for a new one of the same family and a new access token.
 * A token spent more than REUSE_GRACE_MS ago was copied: the whole family is revoked, so the thief is out too.
 */
export async function refreshSession(deps: AccountsDeps, { refreshToken }: { refreshToken: string | undefined }): Promise<SignedIn> {
  if (!refreshToken) throw new AppError('session_expired', accountMessages.sessionExpired);
  // Decided in a transaction that commits even when the answer is "no": revocation must stick.
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [token] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .for('update');
    if (!token) return { ok: false, reason: 'unknown' };
    if (token.revokedAt) return { ok: false, reason: 'revoked' };
    if (token.expiresAt <= new Date()) return { ok: false, reason: 'expired' };
    if (token.spentAt && Date.now() - token.spentAt.getTime() > REUSE_GRACE_MS) {
      await revokeSession(tx, token.familyId);
      return { ok: false, reason: 'reused' };
    }
    // Within the grace interval a spent token is a race, not a theft: two tabs opened together (or a retried
    // request) refreshed with the same cookie. The late one gets a new token of the same family too.
    const user = await findUserById(tx, token.userId);
    if (!user || user.status === 'disabled') {
      await revokeSession(tx, token.familyId);
      return { ok: false, reason: 'disabled' };
    }
    if (token.spentAt) return { ok: true, session: await startSession(tx, deps.config, user, token.familyId), userId: user.id };
    const spent = await tx
      .update(refreshTokens)
      .set({ spentAt: new Date() })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.spentAt)))
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) {
      await revokeSession(tx, token.familyId);
      return { ok: false, reason: 'reused' };
    }
    return { ok: true, session: await startSession(tx, deps.config, user, token.familyId), userId: user.id };
  });
  if (!outcome.ok) throw new AppError('session_expired', accountMessages.sessionExpired);
  return { profile: await loadProfile(deps, outcome.userId), session: outcome.session, newAccount: false };
}
