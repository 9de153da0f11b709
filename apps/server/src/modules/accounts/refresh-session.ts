import { accountMessages } from '@pitstop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccountsDeps } from './deps.ts';
import { loadProfile } from './profile.ts';
import { type Session, resumeSession, revokeSession, startSession, successorToken } from './sessions.ts';
import { sha256 } from './secrets.ts';
import type { SignedIn } from './signed-in.ts';
import { findUserById } from './users.ts';

/** How long a just-spent refresh token may be presented again without counting as a replay. */
export const REUSE_GRACE_MS = 10_000;

type Outcome =
  | { ok: true; session: Session; userId: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' | 'disabled' };

/**
 * GET /sessions/refresh: spends the refresh token for its successor (successorToken: one per token) and a new
 * access token. A spent token presented again within REUSE_GRACE_MS (two tabs, a retried request) gets the
 * same successor while that successor is unspent, so a replay never forks a second chain; presented later, or
 * once its successor was spent, it was copied: the whole family is revoked, so the thief is out too.
 */
export async function refreshSession(deps: AccountsDeps, { refreshToken }: { refreshToken: string | undefined }): Promise<SignedIn> {
  if (!refreshToken) throw new AppError('session_expired', accountMessages.sessionExpired);
  const successor = successorToken(deps.config, refreshToken);
  // Decided in a transaction that commits even when the answer is "no": revocation must stick.
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [token] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .for('update');
    if (!token) return { ok: false, reason: 'unknown' };
    if (token.revokedAt) return { ok: false, reason: 'revoked' };
    const now = deps.clock.now();
    if (token.expiresAt <= now) return { ok: false, reason: 'expired' };
    if (token.spentAt && now.getTime() - token.spentAt.getTime() > REUSE_GRACE_MS) {
      await revokeSession(tx, deps.events, token.familyId);
      return { ok: false, reason: 'reused' };
    }
    const user = await findUserById(tx, token.userId);
    if (!user || user.status === 'disabled') {
      await revokeSession(tx, deps.events, token.familyId);
      return { ok: false, reason: 'disabled' };
    }
    if (token.spentAt) {
      // Within the grace interval: the late caller gets the successor the first one got, if nobody spent it yet.
      const [next] = await tx
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, sha256(successor)), eq(refreshTokens.familyId, token.familyId)));
      if (!next || next.spentAt || next.revokedAt) {
        await revokeSession(tx, deps.events, token.familyId);
        return { ok: false, reason: 'reused' };
      }
      const session = await resumeSession(deps.config, user, {
        familyId: token.familyId,
        refreshToken: successor,
        refreshExpiresAt: next.expiresAt,
      });
      return { ok: true, session, userId: user.id };
    }
    const spent = await tx
      .update(refreshTokens)
      .set({ spentAt: now })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.spentAt)))
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) {
      await revokeSession(tx, deps.events, token.familyId);
      return { ok: false, reason: 'reused' };
    }
    return { ok: true, session: await startSession(tx, deps, user, token.familyId, successor), userId: user.id };
  });
  if (!outcome.ok) throw new AppError('session_expired', accountMessages.sessionExpired);
  return { profile: await loadProfile(deps, outcome.userId), session: outcome.session, newAccount: false };
}
