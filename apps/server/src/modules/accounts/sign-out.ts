import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index.ts';
import type { AccountsDeps } from './deps.ts';
import { revokeSession } from './sessions.ts';
import { sha256 } from './secrets.ts';

/**
 * DELETE /sessions: revokes the session of the refresh cookie and of the bearer token (either may be missing).
 * Always succeeds: signing out twice is not an error.
 */
export async function signOut(
  deps: Pick<AccountsDeps, 'db' | 'events'>,
  input: { refreshToken?: string; bearer?: { userId: string; sessionId: string } | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (input.refreshToken) {
      const [token] = await tx
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(input.refreshToken)));
      if (token) await revokeSession(tx, deps.events, token.familyId);
    }
    if (input.bearer) await revokeSession(tx, deps.events, input.bearer.sessionId, input.bearer.userId);
  });
}
