import { accountMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from './users.ts';

/** Sign-up with a registered email (spec 000 §8): a Facebook-only account gets its own sentence. */
export function emailConflict(existing: Pick<UserRow, 'passwordHash' | 'facebookUid'>) {
  const detail =
    existing.facebookUid && !existing.passwordHash ? accountMessages.facebookAccount : accountMessages.emailTaken;
  return new AppError('validation_failed', detail, { pointer: '/email' });
}
