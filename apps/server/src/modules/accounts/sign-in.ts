import { accountMessages, type SignInRequest } from '@pitstop/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AccountsDeps } from './deps.ts';
import { verifyPassword } from './passwords.ts';
import { loadProfile } from './profile.ts';
import { startSession } from './sessions.ts';
import type { SignedIn } from './signed-in.ts';
import { findUserByEmail } from './users.ts';

/** POST /sessions: one answer for an unknown email and a wrong password, in the same time. */
export async function signIn(deps: AccountsDeps, input: z.output<typeof SignInRequest>): Promise<SignedIn> {
  const user = await findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) throw new AppError('invalid_credentials', accountMessages.invalidCredentials);
  if (user.status === 'disabled') throw new AppError('account_disabled', accountMessages.accountDisabled);
  const session = await startSession(deps.db, deps, user);
  return { profile: await loadProfile(deps, user.id), session, newAccount: false };
}
