import type { UserTypeMeta } from '@pitstop/contracts';
import type { Db } from '../../db/client.ts';
import { findUserByEmail } from './users.ts';

/** GET /users/type?email=: whether the email has an account and how it signs in (for the sign-in form). */
export async function getUserType(deps: { db: Db }, { email }: { email: string }): Promise<UserTypeMeta> {
  const user = await findUserByEmail(deps.db, email);
  return {
    email: email.trim(),
    exists: user !== undefined,
    hasPassword: Boolean(user?.passwordHash),
    facebook: Boolean(user?.facebookUid),
    partial: user?.status === 'partial',
  };
}
