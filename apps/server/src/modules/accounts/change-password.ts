import { accountMessages, type ChangePasswordRequest } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { revokeResetTokens } from './check-reset-token.ts';
import type { AccountsDeps } from './deps.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { loadProfile } from './profile.ts';
import { requireRecentSignIn, revokeAllSessions, startSession } from './sessions.ts';
import type { SignedIn } from './signed-in.ts';
import { accountStatus, findUserById } from './users.ts';

/**
 * POST /users/password: change the password (the current one is required when there is one), or set a first
 * one (soon after a sign-in only). Every session and every unused reset link ends; the caller gets a new session.
 */
export async function changePassword(
  deps: AccountsDeps,
  { userId, sessionId, currentPassword, password }: z.output<typeof ChangePasswordRequest> & { userId: string; sessionId: string },
): Promise<SignedIn> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('session_expired', accountMessages.sessionExpired);
  if (user.passwordHash) {
    if (!currentPassword) {
      throw new AppError('current_password_required', accountMessages.currentPasswordRequired, { pointer: '/current_password' });
    }
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError('current_password_wrong', accountMessages.currentPasswordWrong, { pointer: '/current_password' });
    }
  } else {
    await requireRecentSignIn(deps.db, { userId, sessionId, now: deps.clock.now() });
  }
  const passwordHash = await hashPassword(password);
  const session = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, status: accountStatus({ ...user, passwordHash }), updatedAt: deps.clock.now() })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, deps.events, userId);
    await deps.events.emit(tx, { type: 'account.changed', userId });
    await revokeResetTokens(tx, userId);
    return startSession(tx, deps, user);
  });
  return { profile: await loadProfile(deps, userId), session, newAccount: false };
}
