import { accountMessages, formatCents, INVITE_REWARD_CENTS } from '@pitstop/contracts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { promoCodes, promoRedemptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordCreditTransaction } from './ledger.ts';

export interface Redemption {
  rewardCents: number;
  message: string;
}

const invalid = (detail: string) => new AppError('promo_code_invalid', detail, { pointer: '/promo_code' });
const conflict = (detail: string) => new AppError('promo_code_unavailable', detail, { pointer: '/promo_code' });

/**
 * Applies a promo code, or another user's invite slug, for `userId` inside the caller's transaction: a promo
 * code once per user (one ledger row), an invite once per user ever (a row for each side).
 */
export async function redeemPromoCode(tx: Tx, input: { userId: string; code: string }): Promise<Redemption> {
  const code = input.code.trim();
  // Locked: the redemption count of a limited code stays true under concurrent redemptions.
  const [promo] = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, code.toUpperCase()))
    .for('update');
  if (promo) {
    if (!promo.active) throw invalid(accountMessages.promoCodeInvalid);
    if (promo.expiresAt && promo.expiresAt <= new Date()) throw invalid(accountMessages.promoCodeExpired);
    const [used] = await tx
      .select({ mine: sql<number>`count(*) filter (where ${promoRedemptions.userId} = ${input.userId})`, all: count() })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, promo.id));
    if (Number(used?.mine ?? 0) > 0) throw conflict(accountMessages.promoCodeUsed);
    if (promo.maxRedemptions !== null && Number(used?.all ?? 0) >= promo.maxRedemptions) {
      throw invalid(accountMessages.promoCodeExhausted);
    }
    await insertRedemption(tx, { userId: input.userId, promoCodeId: promo.id }, accountMessages.promoCodeUsed);
    await recordCreditTransaction(tx, {
      userId: input.userId,
      amountCents: promo.rewardCents,
      kind: 'earned',
      reason: `Promo code ${promo.code}`,
      reference: `promo:${promo.code}`,
    });
    return {
      rewardCents: promo.rewardCents,
      message: `Promo code ${promo.code} applied: ${formatCents(promo.rewardCents)} added to your rewards.`,
    };
  }

  const [inviter] = await tx
    .select({ id: users.id, firstName: users.firstName, status: users.status })
    .from(users)
    .where(eq(users.promoSlug, code.toLowerCase()));
  if (!inviter || inviter.status === 'disabled') throw invalid(accountMessages.promoCodeInvalid);
  if (inviter.id === input.userId) throw invalid(accountMessages.ownInvite);
  const [invitee] = await tx
    .select({ firstName: users.firstName, referredByUserId: users.referredByUserId })
    .from(users)
    .where(eq(users.id, input.userId));
  const [earlier] = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.userId, input.userId), isNull(promoRedemptions.promoCodeId)));
  if (earlier || invitee?.referredByUserId) throw conflict(accountMessages.inviteAlreadyUsed);

  await insertRedemption(tx, { userId: input.userId, inviterUserId: inviter.id }, accountMessages.inviteAlreadyUsed);
  await tx.update(users).set({ referredByUserId: inviter.id, updatedAt: new Date() }).where(eq(users.id, input.userId));
  await recordCreditTransaction(tx, {
    userId: input.userId,
    amountCents: INVITE_REWARD_CENTS,
    kind: 'earned',
    reason: inviter.firstName ? `Invite from ${inviter.firstName}` : 'Invite from a friend',
    reference: `invite:${inviter.id}`,
  });
  await recordCreditTransaction(tx, {
    userId: inviter.id,
    amountCents: INVITE_REWARD_CENTS,
    kind: 'earned',
    reason: invitee?.firstName ? `${invitee.firstName} accepted your invite` : 'A friend accepted your invite',
    reference: `invite:${input.userId}`,
  });
  return {
    rewardCents: INVITE_REWARD_CENTS,
    message: `Invite accepted: ${formatCents(INVITE_REWARD_CENTS)} added to your rewards.`,
  };
}

async function insertRedemption(
  tx: Tx,
  values: typeof promoRedemptions.$inferInsert,
  duplicateMessage: string,
) {
  try {
    await tx.insert(promoRedemptions).values(values);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateMessage);
    throw error;
  }
}
