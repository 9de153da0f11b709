import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A user's first and last names as one text ("Jordan Quill"; either may be missing): what the consoles' search matches
 * a name against, and the expression of its trigram index — the query and the index must use this same expression
 * for the index to serve it (ADR 084).
 */
export const userFullName = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`;

/**
 * Accounts (docs/product/accounts.md). A user signs up with a password, through
 * Facebook, or starts as a partial account (email only, from a landing page) completed later.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** argon2id; null for Facebook-only and partial accounts. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Digits only: 10, US numbers without the leading 1. */
    phoneNumber: text('phone_number'),
    contactViaTextMessage: boolean('contact_via_text_message').notNull().default(false),
    /** When `phoneNumber` was proven by a texted code; a change of number clears it. No text goes to a number without it. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Emails when maintenance falls due on a vehicle (module car-care); the person may turn them off. */
    maintenanceReminders: boolean('maintenance_reminders').notNull().default(true),
    /** partial: created from an email alone; active: a full account; disabled: may not sign in. */
    status: text('status', { enum: ['partial', 'active', 'disabled'] }).notNull().default('active'),
    /** How the account was created: 'email' (password) or 'facebook'. */
    provider: text('provider', { enum: ['email', 'facebook'] }).notNull().default('email'),
    facebookUid: text('facebook_uid').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    admin: boolean('admin').notNull().default(false),
    type: text('type', { enum: ['employee', 'other'] }).notNull().default('other'),
    isLyftDriver: boolean('is_lyft_driver').notNull().default(false),
    newLyftAccount: boolean('new_lyft_account').notNull().default(false),
    isRetailUser: boolean('is_retail_user').notNull().default(true),
    acquisitionSource: text('acquisition_source'),
    marketingSource: text('marketing_source'),
    campaignSource: text('campaign_source'),
    /** The program slug the user signed up through. */
    partnerName: text('partner_name'),
    landingPage: text('landing_page'),
    deliveryDriverCompanies: text('delivery_driver_companies').array().notNull().default(sql`'{}'::text[]`),
    address1: text('address_1'),
    address2: text('address_2'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    /** The user's own invite code: /invite/{promoSlug}. */
    promoSlug: text('promo_slug').notNull().unique(),
    referredByUserId: uuid('referred_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are unique whatever their case: Alex@x.com and alex@x.com are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The consoles' searches (ADR 084): part of an email, a name or a phone number (ILIKE '%…%'), by trigrams.
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_full_name_trgm_idx').using('gin', sql`${userFullName(t)} gin_trgm_ops`),
    index('users_phone_number_trgm_idx').using('gin', t.phoneNumber.op('gin_trgm_ops')),
  ],
);

/**
 * Rotating refresh tokens, stored as sha256. One sign-in starts a family; every refresh spends a token and
 * adds the next. Presenting a spent token means it was copied: the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Six-digit email confirmation codes: expiring, a few attempts each; a new one replaces the old. */
export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the code was sent to: changing the email again makes the code useless. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('confirmation_codes_user_idx').on(t.userId), check('confirmation_codes_attempts_check', sql`${t.attempts} >= 0`)],
);

/** Six-digit phone verification codes (texted): the email codes' rules, for the number they were sent to. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number the code was texted to: changing the number again makes the code useless. */
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_codes_user_idx').on(t.userId), check('phone_codes_attempts_check', sql`${t.attempts} >= 0`)],
);

/**
 * Password reset tokens (32 random bytes, stored as sha256): single use, expire within the hour; a new reset,
 * a password change and an email change delete the unused ones.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to: a reset confirms the account's email only when it is still this one. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
