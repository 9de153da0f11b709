import { accountMessages, type PasswordResetRequest } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { creditPendingRedemptions } from '../rewards/index.ts';
import { findUsableResetToken, revokeResetTokens } from './check-reset-token.ts';
import type { AccountsDeps } from './deps.ts';
import { hashPassword } from './passwords.ts';
import { loadProfile } from './profile.ts';
import { revokeAllSessions, startSession } from './sessions.ts';
import type { SignedIn } from './signed-in.ts';
import { accountStatus, findUserById } from './users.ts';

const invalidToken = () =>
  new AppError('reset_token_invalid', accountMessages.resetTokenInvalid, { pointer: '/password_reset_token' });

/**
 * POST /users/password_reset: spends the token, sets the password, confirms the email when the link was sent
 * to the address the account has now (the link proved that mailbox, no other), ends every other session and
 * signs this one in.
 */
export async function resetPassword(
  deps: AccountsDeps,
  { passwordResetToken, password }: z.output<typeof PasswordResetRequest>,
): Promise<SignedIn> {
  if (!(await findUsableResetToken(deps.db, passwordResetToken, { now: deps.clock.now() }))) throw invalidToken();
  const passwordHash = await hashPassword(password);
  const outcome = await deps.db.transaction(async (tx) => {
    // Checked again under a lock: two submissions of one link cannot both succeed.
    const token = await findUsableResetToken(tx, passwordResetToken, { now: deps.clock.now(), lock: true });
    if (!token) return null;
    const user = await findUserById(tx, token.userId);
    if (!user || user.status === 'disabled') return null;
    await tx.update(passwordResetTokens).set({ usedAt: deps.clock.now() }).where(eq(passwordResetTokens.id, token.id));
    await revokeResetTokens(tx, user.id);
    const sentToThisAddress = token.email !== null && token.email.toLowerCase() === user.email.toLowerCase();
    await tx
      .update(users)
      .set({
        passwordHash,
        confirmedAt: user.confirmedAt ?? (sentToThisAddress ? deps.clock.now() : null),
        status: accountStatus({ ...user, passwordHash }),
        updatedAt: deps.clock.now(),
      })
      .where(eq(users.id, user.id));
    if (!user.confirmedAt && sentToThisAddress) await creditPendingRedemptions(tx, deps.events, user.id);
    await deps.events.emit(tx, { type: 'account.changed', userId: user.id });
    await revokeAllSessions(tx, deps.events, user.id);
    return { session: await startSession(tx, deps, user), userId: user.id };
  });
  if (!outcome) throw invalidToken();
  return { profile: await loadProfile(deps, outcome.userId), session: outcome.session, newAccount: false };
}
