import { accountMessages, CONFIRMATION_CODE_MAX_ATTEMPTS, CONFIRMATION_CODE_TTL_MINUTES, type UserProfile } from '@pitstop/contracts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { phoneCodeText } from '../../adapters/email/index.ts';
import { phoneCodes, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { brandOf } from './account-emails.ts';
import type { AccountsDeps } from './deps.ts';
import { loadProfile } from './profile.ts';
import { confirmationCode, sameDigest, sha256 } from './secrets.ts';
import { findUserById } from './users.ts';

/**
 * Phone verification (ADR 047): a texted code proves the number before any text goes to it. The email code's
 * rules: 6 random digits, stored hashed with the user id and the number, single use, 30 minutes, 5 tries a
 * code counted before comparing; a new code replaces the old and is spent from the account's message budget.
 */
const phoneCodeDigest = (userId: string, phoneNumber: string, code: string) => sha256(`phone:${userId}:${phoneNumber}:${code}`);

const refuse = (detail: string) => new AppError('confirmation_code_invalid', detail, { pointer: '/code' });

async function userWithPhone(deps: Pick<AccountsDeps, 'db'>, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('session_expired', accountMessages.sessionExpired);
  if (!user.phoneNumber) throw new AppError('validation_failed', accountMessages.phoneMissing, { pointer: '/phone_number' });
  if (user.phoneVerifiedAt) throw new AppError('already_confirmed', accountMessages.phoneAlreadyVerified);
  return { ...user, phoneNumber: user.phoneNumber };
}

/** POST /users/phone_verification_code: texts a new code to the profile's number (429 past the message budget). */
export async function sendPhoneCode(deps: AccountsDeps, { userId }: { userId: string }): Promise<{ message: string }> {
  const user = await userWithPhone(deps, userId);
  // The same budget as every account message: per number and per account, refused (nothing else happens here).
  await deps.limits.mail({ address: user.phoneNumber, userId });
  const code = confirmationCode();
  const messageId = await deps.db.transaction(async (tx) => {
    await tx.delete(phoneCodes).where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.consumedAt)));
    await tx.insert(phoneCodes).values({
      userId,
      phoneNumber: user.phoneNumber,
      codeHash: phoneCodeDigest(userId, user.phoneNumber, code),
      expiresAt: new Date(deps.clock.now().getTime() + CONFIRMATION_CODE_TTL_MINUTES * 60_000),
    });
    return deps.outbox.queueSms(tx, user.phoneNumber, phoneCodeText(brandOf(deps.config), { code }), 'phone-code');
  });
  await deps.outbox.deliver([messageId]);
  return { message: accountMessages.phoneCodeSent };
}

/** PUT /users/confirm_phone: the newest code texted to the number the profile has now, unexpired, within its tries. */
export async function confirmPhone(deps: AccountsDeps, { userId, code }: { userId: string; code: string }): Promise<UserProfile> {
  const user = await userWithPhone(deps, userId);
  const [pending] = await deps.db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.consumedAt)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!pending || pending.phoneNumber !== user.phoneNumber) throw refuse(accountMessages.phoneCodeMissing);
  if (pending.expiresAt <= deps.clock.now()) throw refuse(accountMessages.codeExpired);

  // Counted before comparing, atomically: parallel guesses cannot go past the limit.
  const [counted] = await deps.db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.id, pending.id), isNull(phoneCodes.consumedAt), lt(phoneCodes.attempts, CONFIRMATION_CODE_MAX_ATTEMPTS)))
    .returning({ attempts: phoneCodes.attempts });
  if (!counted) throw refuse(accountMessages.codeAttemptsExceeded);
  if (!sameDigest(phoneCodeDigest(userId, user.phoneNumber, code), pending.codeHash)) {
    throw refuse(counted.attempts >= CONFIRMATION_CODE_MAX_ATTEMPTS ? accountMessages.codeAttemptsExceeded : accountMessages.codeIncorrect);
  }

  const verified = await deps.db.transaction(async (tx) => {
    const consumed = await tx
      .update(phoneCodes)
      .set({ consumedAt: deps.clock.now() })
      .where(and(eq(phoneCodes.id, pending.id), isNull(phoneCodes.consumedAt)))
      .returning({ id: phoneCodes.id });
    if (consumed.length === 0) return false;
    // Only while the profile still has the number the code went to.
    const updated = await tx
      .update(users)
      .set({ phoneVerifiedAt: deps.clock.now(), updatedAt: deps.clock.now() })
      .where(and(eq(users.id, userId), eq(users.phoneNumber, pending.phoneNumber)))
      .returning({ id: users.id });
    if (updated.length > 0) await deps.events.emit(tx, { type: 'account.changed', userId });
    return updated.length > 0;
  });
  if (!verified) throw refuse(accountMessages.phoneCodeMissing);
  return loadProfile(deps, userId);
}
