import type { EmailVerificationRequest, UserTypeMeta } from '@pitstop/contracts';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { queueConfirmationCode } from './account-emails.ts';
import type { AccountsDeps } from './deps.ts';
import { getUserType } from './get-user-type.ts';
import { loadProfile } from './profile.ts';
import { startSession } from './sessions.ts';
import type { SignedIn } from './signed-in.ts';
import { newPromoSlug, normaliseEmail, programColumns } from './users.ts';

export type EmailVerificationOutcome = ({ created: true } & SignedIn) | { created: false; type: UserTypeMeta };

/**
 * PUT /users/email_verification: a new email becomes a partial account (signed in, with a confirmation code
 * on its way) that PUT /users/profile completes; a known email is only described, never signed in.
 */
export async function startPartialAccount(
  deps: AccountsDeps,
  input: z.output<typeof EmailVerificationRequest>,
): Promise<EmailVerificationOutcome> {
  const known = await getUserType(deps, input);
  if (known.exists) return { created: false, type: known };
  const email = normaliseEmail(input.email);
  const created = await deps.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          status: 'partial',
          provider: 'email',
          landingPage: input.landingPage ?? null,
          // A program page's account joins its program, as sign-up's does (ADR 062).
          ...programColumns(input.partnerName),
          promoSlug: newPromoSlug(null),
          createdAt: deps.clock.now(),
        })
        .returning();
      const messageId = await queueConfirmationCode(tx, deps, user!);
      return { userId: user!.id, session: await startSession(tx, deps, user!), messageIds: [messageId] };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_lower_key')) return null;
      throw error;
    });
  // Someone registered the same email a moment ago: describe that account instead.
  if (!created) return { created: false, type: await getUserType(deps, input) };
  await deps.outbox.deliver(created.messageIds);
  return { created: true, profile: await loadProfile(deps, created.userId), session: created.session, newAccount: true };
}
