import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { sha256 } from './secrets.ts';

/** The reset-token row if the token is unused and unexpired at `now` (the marketplace's clock). */
export async function findUsableResetToken(db: Db | Tx, token: string, { now, lock = false }: { now: Date; lock?: boolean }) {
  const query = db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** POST /users/password_reset/token: whether the reset page may show its form (else the client goes to /sign-in). */
export async function checkResetToken(deps: { db: Db; clock: Clock }, { passwordResetToken }: { passwordResetToken: string }) {
  return { valid: (await findUsableResetToken(deps.db, passwordResetToken, { now: deps.clock.now() })) !== undefined };
}

/** Unused reset links of the user stop working (a new reset, a password change, an email change). */
export async function revokeResetTokens(tx: Db | Tx, userId: string) {
  await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
