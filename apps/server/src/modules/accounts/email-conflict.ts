import { accountMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from './users.ts';

/** Sign-up with a registered email (docs/product/accounts.md): a Facebook-only account gets its own sentence. */
export function emailConflict(existing: Pick<UserRow, 'passwordHash' | 'facebookUid'>) {
  return existing.facebookUid && !existing.passwordHash
    ? new AppError('facebook_account', accountMessages.facebookAccount, { pointer: '/email' })
    : new AppError('email_taken', accountMessages.emailTaken, { pointer: '/email' });
}
