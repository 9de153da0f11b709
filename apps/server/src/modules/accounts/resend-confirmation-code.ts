import { accountMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { queueConfirmationCode } from './account-emails.ts';
import type { AccountsDeps } from './deps.ts';
import { findUserById } from './users.ts';

/** POST /users/resend_confirmation_code: a new code replaces the old one, with its own tries (within the mail budget). */
export async function resendConfirmationCode(deps: AccountsDeps, { userId }: { userId: string }): Promise<{ message: string }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('session_expired', accountMessages.sessionExpired);
  if (user.confirmedAt) throw new AppError('already_confirmed', accountMessages.alreadyConfirmed);
  const messageId = await deps.db.transaction((tx) => queueConfirmationCode(tx, deps, user, { freshAttempts: true }));
  await deps.outbox.deliver([messageId]);
  return { message: accountMessages.codeSent };
}
