import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The rewards ledger (ARCHITECTURE §5 "Money"): one signed row per movement, in cents. Balance = sum;
 * earned = sum of credits; used = sum of debits.
 */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind', { enum: ['earned', 'used', 'expired'] }).notNull(),
    /** A sentence the rewards page shows, e.g. "Invite accepted by Sam". */
    reason: text('reason').notNull(),
    /** What caused it, e.g. "promo:WELCOME10", "invite:<user id>", "offer:<id>". */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_transactions_user_idx').on(t.userId, t.createdAt),
    check(
      'credit_transactions_sign_check',
      sql`(${t.kind} = 'earned' and ${t.amountCents} > 0) or (${t.kind} <> 'earned' and ${t.amountCents} < 0)`,
    ),
  ],
);

/** Promo codes, stored upper-case and matched whatever the case the user types. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    rewardCents: integer('reward_cents').notNull(),
    active: boolean('active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** null: unlimited. */
    maxRedemptions: integer('max_redemptions'),
    /** Only for accounts younger than NEW_MEMBER_DAYS (a welcome code such as WELCOME10; ADR 022). */
    newMembersOnly: boolean('new_members_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('promo_codes_reward_check', sql`${t.rewardCents} > 0`), check('promo_codes_code_upper', sql`${t.code} = upper(${t.code})`)],
);

/**
 * Who redeemed what: a promo code at most once per user, and at most one invite (another user's slug) per
 * user — the unique indexes make that hold under concurrent requests. A redemption by an unconfirmed account
 * waits (credited_at null) and is credited when the account's email is confirmed (ADR 022).
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'cascade' }),
    inviterUserId: uuid('inviter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the ledger got its rows: null while the redeemer's email is unconfirmed (ADR 022). */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_code_user_key').on(t.promoCodeId, t.userId),
    uniqueIndex('promo_redemptions_one_invite_key')
      .on(t.userId)
      .where(sql`${t.promoCodeId} is null`),
    index('promo_redemptions_promo_idx').on(t.promoCodeId),
  ],
);
