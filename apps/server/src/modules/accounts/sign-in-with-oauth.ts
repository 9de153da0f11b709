import { accountMessages, type OAuthSignInRequest } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { queueWelcomeEmail } from './account-emails.ts';
import type { AccountsDeps } from './deps.ts';
import { loadProfile } from './profile.ts';
import { startSession } from './sessions.ts';
import type { SignedIn } from './signed-in.ts';
import { accountStatus, findUserByEmail, newPromoSlug } from './users.ts';

/**
 * POST /oauth_sessions: the provider vouches for the token; then the account with that Facebook id signs in,
 * or the confirmed account with the provider's (verified) email is linked to it, or a new confirmed account is
 * made. An account with that email whose address nobody has confirmed is refused, not linked (ADR 021): whoever
 * registered it chose its password and holds its sessions, and may not be the owner of the mailbox.
 */
export async function signInWithOAuth(deps: AccountsDeps, input: z.output<typeof OAuthSignInRequest>): Promise<SignedIn> {
  if (!deps.oauth) throw new AppError('oauth_unavailable', 'Facebook sign-in is not available.');
  const identity = await deps.oauth.verify(input);
  if (!identity || identity.uid !== input.uid) throw new AppError('oauth_invalid', accountMessages.oauthInvalid);

  const outcome = await deps.db
    .transaction(async (tx) => {
      const [linked] = await tx.select().from(users).where(eq(users.facebookUid, identity.uid));
      if (linked) return { user: linked, newAccount: false, messageIds: [] as string[] };
      if (!identity.email) throw new AppError('validation_failed', accountMessages.facebookNoEmail, { pointer: '/email' });

      const byEmail = await findUserByEmail(tx, identity.email);
      if (byEmail) {
        if (!byEmail.confirmedAt) throw new AppError('oauth_account_unconfirmed', accountMessages.oauthAccountUnconfirmed);
        // Both the provider and the account's own confirmation vouch for this address: link it.
        const firstName = byEmail.firstName ?? identity.firstName;
        const lastName = byEmail.lastName ?? identity.lastName;
        const [user] = await tx
          .update(users)
          .set({
            facebookUid: identity.uid,
            firstName,
            lastName,
            status: accountStatus({ ...byEmail, facebookUid: identity.uid, firstName, lastName }),
            updatedAt: deps.clock.now(),
          })
          .where(eq(users.id, byEmail.id))
          .returning();
        await deps.events.emit(tx, { type: 'account.changed', userId: byEmail.id });
        return { user: user!, newAccount: false, messageIds: [] as string[] };
      }

      const [user] = await tx
        .insert(users)
        .values({
          email: identity.email,
          provider: 'facebook',
          facebookUid: identity.uid,
          firstName: identity.firstName,
          lastName: identity.lastName,
          confirmedAt: deps.clock.now(),
          // The new-member window counts from here, by the marketplace's clock (ADR 053).
          createdAt: deps.clock.now(),
          status: accountStatus({ status: 'active', passwordHash: null, facebookUid: identity.uid, ...identity }),
          promoSlug: newPromoSlug(identity.firstName),
        })
        .returning();
      return { user: user!, newAccount: true, messageIds: [await queueWelcomeEmail(tx, deps, user!)] };
    })
    .catch((error: unknown) => {
      // Two first sign-ins at once: the loser tries again and finds the account the winner made.
      if (isUniqueViolation(error)) throw new AppError('conflict', accountMessages.oauthInvalid);
      throw error;
    });

  if (outcome.user.status === 'disabled') throw new AppError('account_disabled', accountMessages.accountDisabled);
  const session = await startSession(deps.db, deps, outcome.user);
  await deps.outbox.deliver(outcome.messageIds);
  return { profile: await loadProfile(deps, outcome.user.id), session, newAccount: outcome.newAccount };
}
