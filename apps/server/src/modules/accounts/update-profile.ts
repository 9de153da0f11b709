import { accountMessages, type ProfileUpdateRequest } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { queueConfirmationCode } from './account-emails.ts';
import { revokeResetTokens } from './check-reset-token.ts';
import type { AccountsDeps } from './deps.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { loadProfile } from './profile.ts';
import { requireRecentSignIn, revokeAllSessions } from './sessions.ts';
import { accountStatus, findUserByEmail, findUserById, type UserRow } from './users.ts';

export type ProfileUpdate = z.output<typeof ProfileUpdateRequest>;

const emailInUse = () => new AppError('email_taken', accountMessages.emailInUse, { pointer: '/email' });

/**
 * PUT /users/profile for the token's user: only the fields sent change. A new email unconfirms the account and
 * gets a code; `password` sets a first password, or confirms the current one (required to change the email).
 * An account without a password sets one or changes its email only soon after a sign-in.
 */
export async function updateProfile(
  deps: AccountsDeps,
  { userId, sessionId, ...input }: ProfileUpdate & { userId: string; sessionId: string },
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('session_expired', accountMessages.sessionExpired);
  const changes: Partial<UserRow> = {};

  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  // Address fields: absent = unchanged, '' or null = removed.
  if (input.address_1 !== undefined) changes.address1 = input.address_1 || null;
  if (input.address_2 !== undefined) changes.address2 = input.address_2 || null;
  if (input.city !== undefined) changes.city = input.city || null;
  if (input.state !== undefined) changes.state = input.state || null;
  if (input.zipcode !== undefined) changes.zipcode = input.zipcode || null;

  if (input.phoneNumber !== undefined) {
    changes.phoneNumber = input.phoneNumber;
    // A new number is nobody's proven number yet: texts wait until it is verified again (ADR 047).
    if (input.phoneNumber !== user.phoneNumber) changes.phoneVerifiedAt = null;
  }
  const phone = changes.phoneNumber !== undefined ? changes.phoneNumber : user.phoneNumber;
  if (input.contactViaTextMessage !== undefined) changes.contactViaTextMessage = input.contactViaTextMessage && phone !== null;
  if (input.maintenanceReminders !== undefined) changes.maintenanceReminders = input.maintenanceReminders;
  // Emptying the phone clears the SMS consent (docs/product/accounts.md "Sign-up").
  if (phone === null) changes.contactViaTextMessage = false;

  const newEmail = input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase() ? input.email : null;
  // Without a password there is nothing to re-enter: a fresh sign-in stands in for it (docs/security.md, V2/V3).
  if (!user.passwordHash && (input.password !== undefined || newEmail)) await requireRecentSignIn(deps.db, { userId, sessionId, now: deps.clock.now() });

  let passwordConfirmed = false;
  if (input.password !== undefined) {
    if (user.passwordHash) {
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError('current_password_wrong', accountMessages.currentPasswordWrong, { pointer: '/password' });
      }
      passwordConfirmed = true;
    } else {
      changes.passwordHash = await hashPassword(input.password);
    }
  }

  if (newEmail) {
    if (user.passwordHash && !passwordConfirmed) {
      throw new AppError('current_password_required', accountMessages.passwordRequiredForEmailChange, { pointer: '/password' });
    }
    if (await findUserByEmail(deps.db, newEmail)) throw emailInUse();
    changes.email = newEmail;
    changes.confirmedAt = null;
  } else if (input.email !== undefined && input.email !== user.email) {
    // The same address in another case: keep it as typed, still confirmed.
    changes.email = input.email;
  }

  const next = { ...user, ...changes };
  changes.status = accountStatus(next);
  changes.updatedAt = deps.clock.now();

  const messageIds = await deps.db
    .transaction(async (tx) => {
      await tx.update(users).set(changes).where(eq(users.id, userId));
      await deps.events.emit(tx, { type: 'account.changed', userId });
      // A reset link sent before must not outlive a new password or reach the account from the old address.
      if (newEmail || changes.passwordHash) await revokeResetTokens(tx, userId);
      // A first password ends every other session, as a password change does.
      if (changes.passwordHash) await revokeAllSessions(tx, deps.events, userId, { except: sessionId });
      // A new address: what every node's guard keeps of the account's sessions is read again (ADR 052).
      else if (newEmail) await deps.events.emit(tx, { type: 'sessions.changed', userId });
      return newEmail ? [await queueConfirmationCode(tx, deps, next)] : [];
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_lower_key')) throw emailInUse();
      throw error;
    });
  await deps.outbox.deliver(messageIds);
  return loadProfile(deps, userId);
}
