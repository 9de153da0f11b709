import { accountMessages, type SignUpRequest } from '@pitstop/contracts';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { redeemPromoCode } from '../rewards/index.ts';
import { queueConfirmationCode } from './account-emails.ts';
import type { AccountsDeps } from './deps.ts';
import { emailConflict } from './email-conflict.ts';
import { hashPassword } from './passwords.ts';
import { loadProfile } from './profile.ts';
import { startSession } from './sessions.ts';
import type { SignedIn } from './signed-in.ts';
import { findUserByEmail, newPromoSlug, normaliseEmail, programColumns } from './users.ts';

export type SignUpInput = z.output<typeof SignUpRequest>;

/**
 * POST /users: the account, its promo or invite, a confirmation code by email and a session — one
 * transaction, so a bad promo code leaves no half-made account behind.
 */
export async function signUp(deps: AccountsDeps, input: SignUpInput): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  const existing = await findUserByEmail(deps.db, email);
  if (existing) throw emailConflict(existing);

  const passwordHash = await hashPassword(input.password);
  const { session, userId, messageIds } = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        // Consent to texts needs a number to text (docs/product/accounts.md "Sign-up").
        contactViaTextMessage: input.contactViaTextMessage && input.phoneNumber !== null,
        status: 'active',
        provider: 'email',
        isRetailUser: input.isRetailUser,
        ...programColumns(input.partnerName),
        acquisitionSource: input.acquisitionSource ?? null,
        marketingSource: input.marketingSource ?? null,
        campaignSource: input.campaignSource ?? null,
        deliveryDriverCompanies: [...new Set(input.deliveryDriverCompanies ?? [])],
        promoSlug: newPromoSlug(input.firstName),
        // The new-member window counts from here, by the marketplace's clock (ADR 053).
        createdAt: deps.clock.now(),
      })
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'users_email_lower_key')) {
          throw new AppError('email_taken', accountMessages.emailTaken, { pointer: '/email' });
        }
        throw error;
      });
    if (input.promoCode) await redeemPromoCode(tx, deps.events, { userId: user!.id, code: input.promoCode, now: deps.clock.now() });
    const codeMessage = await queueConfirmationCode(tx, deps, user!);
    return { session: await startSession(tx, deps, user!), userId: user!.id, messageIds: [codeMessage] };
  });
  await deps.outbox.deliver(messageIds);
  return { profile: await loadProfile(deps, userId), session, newAccount: true };
}
