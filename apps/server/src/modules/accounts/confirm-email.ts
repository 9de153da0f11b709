import { accountMessages, CONFIRMATION_CODE_MAX_ATTEMPTS, type UserProfile } from '@pitstop/contracts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { confirmationCodes, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { creditPendingRedemptions } from '../rewards/index.ts';
import { codeDigest, queueWelcomeEmail } from './account-emails.ts';
import type { AccountsDeps } from './deps.ts';
import { loadProfile } from './profile.ts';
import { sameDigest } from './secrets.ts';
import { findUserById } from './users.ts';

const refuse = (detail: string) => new AppError('confirmation_code_invalid', detail, { pointer: '/code' });

/**
 * PUT /users/confirm_email for the token's user: the newest code for the current email, unexpired, within
 * its attempts (every try counts, right or wrong). Confirming credits the promo codes and invite redeemed
 * while unconfirmed (ADR 022) and sends the welcome email.
 */
export async function confirmEmail(deps: AccountsDeps, { userId, code }: { userId: string; code: string }): Promise<UserProfile> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('session_expired', accountMessages.sessionExpired);
  if (user.confirmedAt) throw new AppError('already_confirmed', accountMessages.alreadyConfirmed);

  const [pending] = await deps.db
    .select()
    .from(confirmationCodes)
    .where(and(eq(confirmationCodes.userId, userId), isNull(confirmationCodes.consumedAt)))
    .orderBy(desc(confirmationCodes.createdAt))
    .limit(1);
  if (!pending || pending.email.toLowerCase() !== user.email.toLowerCase()) throw refuse(accountMessages.codeMissing);
  if (pending.expiresAt <= deps.clock.now()) throw refuse(accountMessages.codeExpired);

  // Counted before comparing, atomically: parallel guesses cannot go past the limit.
  const [counted] = await deps.db
    .update(confirmationCodes)
    .set({ attempts: sql`${confirmationCodes.attempts} + 1` })
    .where(
      and(
        eq(confirmationCodes.id, pending.id),
        isNull(confirmationCodes.consumedAt),
        lt(confirmationCodes.attempts, CONFIRMATION_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: confirmationCodes.attempts });
  if (!counted) throw refuse(accountMessages.codeAttemptsExceeded);
  if (!sameDigest(codeDigest(userId, code), pending.codeHash)) {
    throw refuse(
      counted.attempts >= CONFIRMATION_CODE_MAX_ATTEMPTS ? accountMessages.codeAttemptsExceeded : accountMessages.codeIncorrect,
    );
  }

  const messageIds = await deps.db.transaction(async (tx) => {
    const consumed = await tx
      .update(confirmationCodes)
      .set({ consumedAt: deps.clock.now() })
      .where(and(eq(confirmationCodes.id, pending.id), isNull(confirmationCodes.consumedAt)))
      .returning({ id: confirmationCodes.id });
    if (consumed.length === 0) return null;
    await tx.update(users).set({ confirmedAt: deps.clock.now(), updatedAt: deps.clock.now() }).where(eq(users.id, userId));
    await deps.events.emit(tx, { type: 'account.changed', userId });
    await creditPendingRedemptions(tx, deps.events, userId);
    return [await queueWelcomeEmail(tx, deps, user)];
  });
  if (!messageIds) throw new AppError('already_confirmed', accountMessages.alreadyConfirmed);
  await deps.outbox.deliver(messageIds);
  return loadProfile(deps, userId);
}
