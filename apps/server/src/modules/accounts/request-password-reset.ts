import { accountMessages, PASSWORD_RESET_TTL_MINUTES } from '@pitstop/contracts';
import { pageUrl } from '@pitstop/contracts/pages';
import { passwordResetEmail } from '../../adapters/email/index.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { brandOf } from './account-emails.ts';
import { revokeResetTokens } from './check-reset-token.ts';
import type { AccountsDeps } from './deps.ts';
import { randomToken, sha256 } from './secrets.ts';
import { findUserByEmail } from './users.ts';

/**
 * POST /users/forgot_password: emails a single-use link `{publicUrl}/reset-password/{token}` (only the newest
 * link works). The answer is the same, in the same time, whether or not the email has an account: the call
 * counts the address's mail budget (known or not) and answers; the lookup, the link and the email come after.
 */
export async function requestPasswordReset(deps: AccountsDeps, { email }: { email: string }): Promise<{ message: string }> {
  await deps.limits.mail({ address: email });
  deps.afterReply.run('password reset email', () => issueResetLink(deps, email));
  return { message: accountMessages.resetLinkSent };
}

async function issueResetLink(deps: AccountsDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === 'disabled') return;
  const token = randomToken(32);
  const messageId = await deps.db.transaction(async (tx) => {
    await revokeResetTokens(tx, user.id);
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      email: user.email,
      expiresAt: new Date(deps.clock.now().getTime() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
    });
    const url = pageUrl(deps.config.publicUrl, '/reset-password/:token', { token });
    return deps.outbox.queueEmail(tx, user.email, passwordResetEmail(brandOf(deps.config), { firstName: user.firstName, url }));
  });
  await deps.outbox.deliver([messageId]);
}
