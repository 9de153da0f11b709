import { pageUrl } from '@pitstop/contracts/pages';
import { AppError } from '../../lib/app-error.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { findUserByEmail, randomToken, sha256 } from '../accounts/index.ts';

/** A reset token without the email round trip (e2e of the reset page), optionally already expired. */
export async function createResetToken(deps: { db: Db; config: Config; clock: Clock }, { email, expired }: { email: string; expired: boolean }) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError('not_found', `No user with the email ${email}.`);
  const token = randomToken(32);
  await deps.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(deps.clock.now().getTime() + (expired ? -60_000 : 60 * 60 * 1000)),
  });
  return { token, url: pageUrl(deps.config.publicUrl, '/reset-password/:token', { token }) };
}
