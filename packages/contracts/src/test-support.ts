import { z } from 'zod';
import { UserProfile, UserStatus, UserType } from './accounts.ts';
import { MAX_INPUT_LENGTH } from './common/field-rules.ts';
import { text } from './common/fields.ts';
import { defineRoutes } from './common/routes.ts';

/**
 * Test support: seeding for end-to-end runs (`/api/test`, plain JSON). Served only when switched on (E2E=true,
 * or DEV_TEST_SUPPORT=true on a development machine); any other server does not have these routes at all, and
 * the API document leaves them out.
 */

/** POST /api/test/users: a user with exactly these attributes, signed in (refresh cookie set too). */
export const TestUserRequest = z.object({
  email: text().trim().max(MAX_INPUT_LENGTH).optional(),
  /** null: no password (a Facebook-only or partial account). Default 'password123'. */
  password: text().min(1).max(MAX_INPUT_LENGTH).nullable().optional(),
  firstName: text().max(MAX_INPUT_LENGTH).nullable().optional(),
  lastName: text().max(MAX_INPUT_LENGTH).nullable().optional(),
  phoneNumber: text().max(20).nullable().optional(),
  contactViaTextMessage: z.boolean().optional(),
  confirmed: z.boolean().optional(),
  /** The phone number counts as verified by a texted code. */
  phoneVerified: z.boolean().optional(),
  admin: z.boolean().optional(),
  type: UserType.optional(),
  status: UserStatus.optional(),
  facebookUid: text().max(MAX_INPUT_LENGTH).nullable().optional(),
  isLyftDriver: z.boolean().optional(),
  newLyftAccount: z.boolean().optional(),
  isRetailUser: z.boolean().optional(),
  partnerName: text().max(MAX_INPUT_LENGTH).nullable().optional(),
  /** Rewards balance to start with, in cents (one 'earned' ledger row). */
  rewardsCents: z.number().int().nonnegative().max(100_000_000).optional(),
  /** Partner slugs this user administers (partners are created when missing). */
  administeredPartners: z.array(text().min(1).max(64)).optional(),
  promoSlug: text().min(1).max(64).optional(),
  /** Make the user staff of the shop location nearest this zip that its requests reach (the shop portal's e2e). */
  shopStaffNear: text().regex(/^\d{5}$/).optional(),
});
export type TestUserRequest = z.input<typeof TestUserRequest>;
export const TestUserResponse = z.object({
  user: UserProfile,
  /** The password to sign in with (null when the account has none). */
  password: z.string().nullable(),
  accessToken: z.string(),
  expiresAt: z.string(),
});
export type TestUserResponse = z.infer<typeof TestUserResponse>;

/** POST /api/test/access-tokens: an access token for a user — `expired: true` mints one that expired a minute ago. */
export const TestAccessTokenRequest = z.object({ userId: text().min(1), expired: z.boolean().default(false) });
export const TestAccessTokenResponse = z.object({ accessToken: z.string(), expiresAt: z.string() });

/** POST /api/test/password-reset-tokens: a reset token for an email (`expired: true` for one already expired). */
export const TestResetTokenRequest = z.object({ email: text().min(1), expired: z.boolean().default(false) });
export const TestResetTokenResponse = z.object({ token: z.string(), url: z.string() });

/**
 * PUT /api/test/clock: the marketplace's time (`app.clock`: slots, holds, reminders) reads this instant from
 * now on, plus the time that passes. DELETE /api/test/clock puts it back to the real time. Both answer the
 * clock's time.
 */
export const TestClockRequest = z.object({ now: z.iso.datetime({ offset: true }) });
export const TestClockResponse = z.object({ now: z.string() });

/** POST /api/test/jobs/:name/run: runs that job's handler now, once, at the clock's time (after moving it). */
export const TestJobParams = z.object({ name: text().regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/).max(100) });
export const TestJobRunResponse = z.object({ name: z.string(), now: z.string() });

/** A banner config's texts as a test may send them (text fields: no control characters, bounded). */
const bannerLine = () => text().max(MAX_INPUT_LENGTH);
const bannerHtml = () => text({ multiline: true }).max(10_000).nullable();

/**
 * POST /api/test/partners: a ride-share-like partner of its own (unique slug) with one program and one free plan,
 * and the join banner config asked for, as a partner's config would be stored — for the specs that need a partner's
 * authored text (the modal HTML) the demo partners do not have. A user signs up through it with `partnerName`.
 */
export const TestPartnerRequest = z.object({
  /** The fields of the banner config (membership.ts `BannerConfig`) to set; the rest keep their defaults. */
  bannerConfig: z
    .object({
      bannerColor: text().max(32),
      bannerText: bannerLine(),
      mobileBannerText: bannerLine(),
      modalHtml: bannerHtml(),
      modalHtmlExpanded: bannerHtml(),
      modalTitle: bannerLine().nullable(),
      joinButtonText: bannerLine().nullable(),
    })
    .partial(),
});
export type TestPartnerRequest = z.input<typeof TestPartnerRequest>;
export const TestPartnerResponse = z.object({ partnerId: z.string(), programName: z.string(), planName: z.string() });
export type TestPartnerResponse = z.infer<typeof TestPartnerResponse>;

export const testSupportRoutes = defineRoutes('test-support', {
  createTestUser: {
    namespace: 'test',
    method: 'POST',
    path: '/users',
    summary: 'Create a user with exactly these attributes, signed in',
    body: TestUserRequest,
    reply: TestUserResponse,
    status: 201,
    errors: ['conflict'],
  },
  createTestAccessToken: {
    namespace: 'test',
    method: 'POST',
    path: '/access-tokens',
    summary: "Mint an access token for a user (or one that has expired)",
    body: TestAccessTokenRequest,
    reply: TestAccessTokenResponse,
    errors: ['not_found'],
  },
  createTestResetToken: {
    namespace: 'test',
    method: 'POST',
    path: '/password-reset-tokens',
    summary: 'Make a password reset token for an email (or one that has expired)',
    body: TestResetTokenRequest,
    reply: TestResetTokenResponse,
    errors: ['not_found'],
  },
  createTestPartner: {
    namespace: 'test',
    method: 'POST',
    path: '/partners',
    summary: 'Create a partner with a program, a free plan and the join banner config asked for',
    body: TestPartnerRequest,
    reply: TestPartnerResponse,
    status: 201,
  },
  setTestClock: {
    namespace: 'test',
    method: 'PUT',
    path: '/clock',
    summary: "Move the marketplace's clock to an instant (it goes on from there)",
    body: TestClockRequest,
    reply: TestClockResponse,
    errors: ['not_found'],
  },
  resetTestClock: {
    namespace: 'test',
    method: 'DELETE',
    path: '/clock',
    summary: "Put the marketplace's clock back to the real time",
    reply: TestClockResponse,
    errors: ['not_found'],
  },
  runTestJob: {
    namespace: 'test',
    method: 'POST',
    path: '/jobs/:name/run',
    summary: "Run a job's handler now, once, at the clock's time",
    params: TestJobParams,
    reply: TestJobRunResponse,
    errors: ['not_found'],
  },
});
