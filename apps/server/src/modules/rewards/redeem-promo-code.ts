import { accountMessages, formatCents, INVITE_REWARD_CENTS, NEW_MEMBER_DAYS } from '@pitstop/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { promoCodes, promoRedemptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { type LedgerEvents, recordCreditTransaction } from './ledger.ts';

export interface Redemption {
  rewardCents: number;
  message: string;
}

const invalid = (detail: string) => new AppError('promo_code_invalid', detail, { pointer: '/promo_code' });
const conflict = (detail: string) => new AppError('promo_code_unavailable', detail, { pointer: '/promo_code' });
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Applies a promo code, or another user's invite slug, for `userId` inside the caller's transaction: a promo
 * code once per user, an invite once per user ever. Rewards go only to confirmed accounts (ADR 022): the
 * redemption of an unconfirmed account is kept and credited by creditPendingRedemptions when its email is
 * confirmed — an invite pays both sides then. A welcome code is for new members; an invite code only of a
 * confirmed inviter. `now` is the marketplace's clock (ADR 053): a code's expiry and the new-member window.
 */
export async function redeemPromoCode(tx: Tx, events: LedgerEvents, input: { userId: string; code: string; now: Date }): Promise<Redemption> {
  const code = input.code.trim();
  const [redeemer] = await tx
    .select({ confirmedAt: users.confirmedAt, createdAt: users.createdAt, referredByUserId: users.referredByUserId })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!redeemer) throw invalid(accountMessages.promoCodeInvalid);
  const confirmed = redeemer.confirmedAt !== null;

  // Locked: the redemption count of a limited code stays true under concurrent redemptions.
  const [promo] = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, code.toUpperCase()))
    .for('update');
  if (promo) {
    if (!promo.active) throw invalid(accountMessages.promoCodeInvalid);
    if (promo.expiresAt && promo.expiresAt <= input.now) throw invalid(accountMessages.promoCodeExpired);
    if (promo.newMembersOnly && input.now.getTime() - redeemer.createdAt.getTime() > NEW_MEMBER_DAYS * DAY_MS) {
      throw invalid(accountMessages.promoCodeNewMembersOnly);
    }
    const [used] = await tx
      .select({ mine: sql<number>`count(*) filter (where ${promoRedemptions.userId} = ${input.userId})`, paid: creditedCount })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, promo.id));
    if (Number(used?.mine ?? 0) > 0) throw conflict(accountMessages.promoCodeUsed);
    if (isExhausted(promo, used?.paid)) throw invalid(accountMessages.promoCodeExhausted);
    const id = await insertRedemption(tx, { userId: input.userId, promoCodeId: promo.id }, accountMessages.promoCodeUsed);
    const amount = formatCents(promo.rewardCents);
    if (!confirmed) {
      return {
        rewardCents: promo.rewardCents,
        message: `Promo code ${promo.code} accepted: ${amount} will be added to your rewards when you confirm your email address.`,
      };
    }
    await creditRedemption(tx, events, id);
    return { rewardCents: promo.rewardCents, message: `Promo code ${promo.code} applied: ${amount} added to your rewards.` };
  }

  const [inviter] = await tx
    .select({ id: users.id, status: users.status, confirmedAt: users.confirmedAt })
    .from(users)
    .where(eq(users.promoSlug, code.toLowerCase()));
  // An unconfirmed account's invite code is no code: throwaway inviters earn nothing.
  if (!inviter || inviter.status === 'disabled' || !inviter.confirmedAt) throw invalid(accountMessages.promoCodeInvalid);
  if (inviter.id === input.userId) throw invalid(accountMessages.ownInvite);
  const [earlier] = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.userId, input.userId), isNull(promoRedemptions.promoCodeId)));
  if (earlier || redeemer.referredByUserId) throw conflict(accountMessages.inviteAlreadyUsed);

  const id = await insertRedemption(tx, { userId: input.userId, inviterUserId: inviter.id }, accountMessages.inviteAlreadyUsed);
  await tx.update(users).set({ referredByUserId: inviter.id, updatedAt: sql`now()` }).where(eq(users.id, input.userId));
  const amount = formatCents(INVITE_REWARD_CENTS);
  if (!confirmed) {
    return {
      rewardCents: INVITE_REWARD_CENTS,
      message: `Invite accepted: ${amount} will be added to your rewards when you confirm your email address.`,
    };
  }
  await creditRedemption(tx, events, id);
  return { rewardCents: INVITE_REWARD_CENTS, message: `Invite accepted: ${amount} added to your rewards.` };
}

/**
 * Credits the redemptions `userId` made while unconfirmed; the caller has just confirmed the account's email
 * (in the same transaction). Each redemption is credited once, whatever happens to the email later.
 */
export async function creditPendingRedemptions(tx: Tx, events: LedgerEvents, userId: string) {
  const pending = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.userId, userId), isNull(promoRedemptions.creditedAt)));
  for (const { id } of pending) await creditRedemption(tx, events, id);
}

/** A limited code counts the redemptions it paid: waiting ones of unconfirmed accounts cannot use it up. */
const creditedCount = sql<number>`count(*) filter (where ${promoRedemptions.creditedAt} is not null)`;
const isExhausted = (promo: { maxRedemptions: number | null }, paid: number | string | undefined) =>
  promo.maxRedemptions !== null && Number(paid ?? 0) >= promo.maxRedemptions;

/** The ledger rows of one redemption (a promo: the redeemer; an invite: both sides), marked credited once. */
async function creditRedemption(tx: Tx, events: LedgerEvents, redemptionId: string) {
  const [redemption] = await tx
    .update(promoRedemptions)
    .set({ creditedAt: sql`now()` })
    .where(and(eq(promoRedemptions.id, redemptionId), isNull(promoRedemptions.creditedAt)))
    .returning();
  if (!redemption) return;
  if (redemption.promoCodeId) {
    const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.id, redemption.promoCodeId)).for('update');
    if (!promo) return;
    // Confirmed redeemers got the last ones while this one waited: it is dropped, not paid past the limit.
    const [others] = await tx
      .select({ paid: creditedCount })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoCodeId, promo.id), ne(promoRedemptions.id, redemption.id)));
    if (isExhausted(promo, others?.paid)) {
      await tx.delete(promoRedemptions).where(eq(promoRedemptions.id, redemption.id));
      return;
    }
    await recordCreditTransaction(tx, events, {
      userId: redemption.userId,
      amountCents: promo.rewardCents,
      kind: 'earned',
      reason: `Promo code ${promo.code}`,
      reference: `promo:${promo.code}`,
    });
    return;
  }
  if (!redemption.inviterUserId) return;
  const [invitee] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, redemption.userId));
  const [inviter] = await tx
    .select({ id: users.id, firstName: users.firstName, status: users.status })
    .from(users)
    .where(eq(users.id, redemption.inviterUserId));
  await recordCreditTransaction(tx, events, {
    userId: redemption.userId,
    amountCents: INVITE_REWARD_CENTS,
    kind: 'earned',
    reason: inviter?.firstName ? `Invite from ${inviter.firstName}` : 'Invite from a friend',
    reference: `invite:${redemption.inviterUserId}`,
  });
  if (inviter && inviter.status !== 'disabled') {
    await recordCreditTransaction(tx, events, {
      userId: inviter.id,
      amountCents: INVITE_REWARD_CENTS,
      kind: 'earned',
      reason: invitee?.firstName ? `${invitee.firstName} accepted your invite` : 'A friend accepted your invite',
      reference: `invite:${redemption.userId}`,
    });
  }
}

async function insertRedemption(tx: Tx, values: typeof promoRedemptions.$inferInsert, duplicateMessage: string): Promise<string> {
  try {
    const [row] = await tx.insert(promoRedemptions).values(values).returning({ id: promoRedemptions.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateMessage);
    throw error;
  }
}
