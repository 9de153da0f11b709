import { accountMessages, centsToDollars, INVITE_REWARD_CENTS, type Invite } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The invite page (/invite/{promoSlug}): who invites and what each side earns. */
export async function getInvite(deps: { db: Db }, { promoSlug }: { promoSlug: string }): Promise<Invite> {
  const [inviter] = await deps.db
    .select({ firstName: users.firstName, status: users.status, promoSlug: users.promoSlug, confirmedAt: users.confirmedAt })
    .from(users)
    .where(eq(users.promoSlug, promoSlug.toLowerCase()));
  // Only a confirmed account invites (ADR 022): the code of an unconfirmed one would be refused at redemption.
  if (!inviter || inviter.status === 'disabled' || !inviter.confirmedAt) throw new AppError('not_found', accountMessages.inviteNotFound);
  return {
    promoSlug: inviter.promoSlug,
    inviterFirstName: inviter.firstName ?? 'A friend',
    rewardCents: INVITE_REWARD_CENTS,
    reward: centsToDollars(INVITE_REWARD_CENTS),
  };
}
