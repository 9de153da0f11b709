import { snakeCase } from 'change-case';
import { z } from 'zod';
import { Email, FirstName, LastName, MAX_INPUT_LENGTH, OptionalPhone, Password, ShortText, text, Zip } from './common/fields.ts';
import { jsonApiCappedListDocument, jsonApiDocument } from './common/jsonapi.ts';
import { PageQuery } from './common/pagination.ts';
import { AuditReason } from './common/reason.ts';
import { defineRoutes } from './common/routes.ts';
// The figure lives in a zod-free module (the public pages read it there); re-exported for everyone else.
export { INVITE_REWARD_CENTS } from './product-figures.ts';

/**
 * Accounts, sessions and roles (docs/product/accounts.md).
 *
 * Every endpoint lives under `/api/v3` and speaks JSON:API with snake_case keys on the wire; the schemas named
 * `*Request`/`*Query` and the entity schemas describe camelCase code shapes (the server camelizes incoming
 * keys before validating), the `*Document` schemas describe the snake_case wire replies.
 *
 * Sessions: a reply that signs someone in (sign-up, sign-in, OAuth, refresh, password reset, a new partial
 * account) is a `SessionDocument`: the user resource plus `meta.access_token` — a JWT to send as
 * `Authorization: Bearer` for `meta.expires_in` seconds. The same reply sets the refresh cookie (httpOnly,
 * SameSite=Strict, path /api/v3/sessions); `GET /sessions/refresh` spends it for a new access token and a new
 * cookie. Refresh tokens rotate: presenting one already spent signs the whole session out everywhere, so a
 * client must refresh once at a time (one request in flight across tabs).
 *
 * Money: the ledger is in cents; the profile's `rewards`, `earnedRewards` and `usedRewards` are dollars
 * (two decimals), which is what the spec's client multiplies by 100 when it sends "max rewards × 100".
 */

// ─── Messages the server sends word for word (docs/product/errors-and-validation.md) ────────────────────────────────────────────
export const accountMessages = {
  /** Sign-up with an email already registered (any case). */
  emailTaken: 'email has already been taken',
  /** Sign-up with the email of an account that signs in only through Facebook. */
  facebookAccount: 'E-mail is already associated with Facebook Login account',
  /** Profile update to an email another user holds. */
  emailInUse: 'Email has already been taken and Email is in use already',
  /** What the client shows for `emailInUse`. */
  emailInUseShown: 'Email is in use already.',
  /** Wrong password and unknown email alike: nobody learns which emails exist from sign-in. */
  invalidCredentials: 'Invalid email or password.',
  accountDisabled: 'This account has been disabled. Please contact support.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  adminRequired: 'Only administrators can do that.',
  employeeRequired: 'Only staff can do that.',
  currentPasswordWrong: 'Current password is incorrect.',
  currentPasswordRequired: 'Enter your current password.',
  passwordRequiredForEmailChange: 'Enter your password to change your email address.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  resetLinkSent: 'If an account exists for that email, we sent a link to reset the password.',
  codeFormat: 'Enter the 6-digit code from the email.',
  codeIncorrect: 'That code is not correct.',
  codeExpired: 'This code has expired. Request a new one.',
  codeAttemptsExceeded: 'Too many incorrect attempts. Request a new code.',
  codeMissing: 'There is no code waiting for this account. Request a new one.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  codeSent: 'We sent a new code to your email address.',
  facebookNoEmail: 'Your Facebook account has no email address. Please sign up with your email instead.',
  oauthInvalid: 'We could not verify your Facebook sign-in. Please try again.',
  /** Facebook sign-in with the email of an account whose address nobody has confirmed yet (ADR 021). */
  oauthAccountUnconfirmed:
    'An account with this email is waiting to be confirmed. Sign in with your password first (or reset it with Forgot password), then you can use Facebook.',
  /** An account without a password sets one or changes its email only soon after a sign-in (docs/security.md). */
  recentSignInRequired:
    'For your security, sign in again (or use Forgot password to get a link by email) before you set a password or change your email address.',
  promoCodeRequired: 'Promo code is required.',
  promoCodeInvalid: 'Promo code is invalid.',
  promoCodeExpired: 'This promo code has expired.',
  promoCodeUsed: 'You have already used this promo code.',
  promoCodeExhausted: 'This promo code is no longer available.',
  /** A welcome code (WELCOME10) on an account older than NEW_MEMBER_DAYS. */
  promoCodeNewMembersOnly: 'This promo code is for new members.',
  inviteAlreadyUsed: 'You have already accepted an invite.',
  ownInvite: 'You cannot use your own invite code.',
  inviteNotFound: 'This invite link is not valid.',
  // Phone verification (docs/product/profile-and-messages.md): no text goes to a number before it is verified.
  phoneCodeFormat: 'Enter the 6-digit code from the text message.',
  phoneMissing: 'Add a mobile phone number first.',
  phoneAlreadyVerified: 'Your phone number is already verified.',
  phoneCodeSent: 'We texted a code to your phone number.',
  phoneCodeMissing: 'There is no code waiting for this number. Send a new one.',
} as const;

// ─── Limits ──────────────────────────────────────────────────────────────────────────────────────────
export const CONFIRMATION_CODE_LENGTH = 6;
export const CONFIRMATION_CODE_TTL_MINUTES = 30;
export const CONFIRMATION_CODE_MAX_ATTEMPTS = 5;
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** How recent a sign-in must be for an account without a password to set one or change its email. */
export const RECENT_SIGN_IN_MINUTES = 15;
/** How long an account counts as a new member's, for welcome codes (ADR 022). */
export const NEW_MEMBER_DAYS = 30;

// ─── Entities ────────────────────────────────────────────────────────────────────────────────────────
/** partial: created from an email alone (a landing page) and completed later with PUT /users/profile. */
export const UserStatus = z.enum(['partial', 'active', 'disabled']);
export type UserStatus = z.infer<typeof UserStatus>;
/** Employees are sent to the staff dashboard (docs/product/accounts.md). */
export const UserType = z.enum(['employee', 'other']);
export type UserType = z.infer<typeof UserType>;
/** How the account signs in: 'email' (a password) or 'facebook'. */
export const AuthProvider = z.enum(['email', 'facebook']);
export type AuthProvider = z.infer<typeof AuthProvider>;
export const OAUTH_SERVICES = ['facebook'] as const;
/** Programs (partnerName) of ride-share drivers: signing up through one sets isLyftDriver and newLyftAccount. */
export const RIDE_SHARE_PROGRAMS = ['lyft'] as const;

export const AdministeredPartner = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type AdministeredPartner = z.infer<typeof AdministeredPartner>;

/** Dollars with two decimals (the ledger's cents / 100). */
const Dollars = z.number();
const nullableText = z.string().nullable();

/**
 * The user profile (docs/product/accounts.md "Profile"). Always the token's own user.
 * - providerId: the identity provider the account was created with ('email' or 'facebook');
 *   uid: the user's identifier at that provider (the email address, or the Facebook user id).
 * - rewards = balance, earnedRewards = credits, usedRewards = debits (positive), all in dollars.
 * - administeredPartners non-empty = partner admin; admin = site admin; type 'employee' = staff;
 *   shopStaff = staff of a shop location (the shop portal).
 * - promoSlug: the user's invite code (/invite/{promoSlug}); isRetailUser and partnerName as signed up.
 */
export const UserProfile = z.object({
  createdAt: z.string(),
  id: z.string(),
  providerId: AuthProvider,
  uid: z.string(),
  firstName: nullableText,
  lastName: nullableText,
  email: z.string(),
  phoneNumber: nullableText,
  contactViaTextMessage: z.boolean(),
  /** The phone number was proven by a texted code (PUT /users/confirm_phone); texts go only to a verified number. */
  phoneVerified: z.boolean(),
  /** Emails when maintenance falls due on a vehicle (docs/product/car-care.md); on unless the person turns them off. */
  maintenanceReminders: z.boolean(),
  status: UserStatus,
  unreadCount: z.number().int().nonnegative(),
  /** Has made a service request: the navbar shows the global search (spec 001 §2 "Global search", ADR 066). */
  hasServiceRequests: z.boolean(),
  usedRewards: Dollars,
  rewards: Dollars,
  earnedRewards: Dollars,
  isLyftDriver: z.boolean(),
  hasPassword: z.boolean(),
  confirmed: z.boolean(),
  admin: z.boolean(),
  type: UserType,
  newLyftAccount: z.boolean(),
  address_1: nullableText,
  address_2: nullableText,
  city: nullableText,
  state: nullableText,
  zipcode: nullableText,
  administeredPartners: z.array(AdministeredPartner),
  /** Works at a shop location (the shop portal, /shop): lands there after signing in (ADR 037). */
  shopStaff: z.boolean(),
  promoSlug: z.string(),
  isRetailUser: z.boolean(),
  partnerName: nullableText,
});
export type UserProfile = z.infer<typeof UserProfile>;

/** What a sign-in reply carries besides the user (camelCase; snake_case on the wire). */
export const SessionMeta = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds the access token is valid for. */
  expiresIn: z.number().int().positive(),
  expiresAt: z.string(),
  /** True when this call created the account (sign-up, a first Facebook sign-in, a new partial account). */
  newAccount: z.boolean(),
});
export type SessionMeta = z.infer<typeof SessionMeta>;

// ─── Requests (camelCase; the web forms `.pick()` from these) ───────────────────────────────────────────
const OptionalText = ShortText.nullish();
const RETAIL_DEFAULT = true;

/** POST /users — the new user payload. SMS consent without a phone is stored as false. */
export const SignUpRequest = z.object({
  firstName: FirstName,
  lastName: LastName,
  email: Email,
  password: Password,
  phoneNumber: OptionalPhone,
  contactViaTextMessage: z.boolean().default(false),
  /** true unless the join-plus flow. */
  isRetailUser: z.boolean().default(RETAIL_DEFAULT),
  acquisitionSource: OptionalText,
  marketingSource: OptionalText,
  campaignSource: OptionalText,
  /** The program slug (e.g. 'amazon-flex'). */
  partnerName: OptionalText,
  /** A promo code or another user's invite slug; an unknown one fails the sign-up with promoCodeInvalid. */
  promoCode: OptionalText,
  /** Delivery-driver flow: the companies ticked, plus free-text "Other" entries. */
  deliveryDriverCompanies: z.array(ShortText.min(1)).max(30).nullish(),
});
export type SignUpRequest = z.input<typeof SignUpRequest>;

/** POST /sessions */
export const SignInRequest = z.object({ email: Email, password: Password });
export type SignInRequest = z.input<typeof SignInRequest>;

/** POST /oauth_sessions (docs/product/accounts.md "Facebook sign-in"). The email is trusted only as the provider reports it. */
export const OAuthSignInRequest = z.object({
  email: Email.nullish(),
  token: text().min(1).max(4096),
  service: z.enum(OAUTH_SERVICES),
  uid: text().trim().min(1).max(MAX_INPUT_LENGTH),
  /** When the provider's token expires (seconds since the epoch or an ISO date); informational. */
  expiresAt: z.union([z.number(), text().max(64)]).nullish(),
  firstName: OptionalText,
  lastName: OptionalText,
});
export type OAuthSignInRequest = z.input<typeof OAuthSignInRequest>;

/**
 * PUT /users/profile — every field optional; only those sent change.
 * `password`: for an account without one (partial, Facebook) it sets it; otherwise it must be the current
 * password, and it is required to change the email. Changing the email unconfirms the account and sends a
 * code to the new address. Clearing the phone clears SMS consent.
 */
export const ProfileUpdateRequest = z.object({
  firstName: FirstName.optional(),
  lastName: LastName.optional(),
  email: Email.optional(),
  password: Password.optional(),
  /** Absent: unchanged; '' or null: removed. */
  phoneNumber: OptionalPhone.optional(),
  contactViaTextMessage: z.boolean().optional(),
  maintenanceReminders: z.boolean().optional(),
  address_1: OptionalText,
  address_2: OptionalText,
  city: OptionalText,
  state: text().trim().toUpperCase().length(2, { message: 'State must be a two-letter code.' }).nullish(),
  zipcode: Zip.nullish(),
});
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;

/** POST /users/password — change (or, without one, set) the password; signs other sessions out. */
export const ChangePasswordRequest = z.object({
  currentPassword: text().max(MAX_INPUT_LENGTH).nullish(),
  password: Password,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** POST /users/forgot_password */
export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

const ResetToken = text().trim().min(1, { message: accountMessages.resetTokenInvalid }).max(200);
/** POST /users/password_reset/token */
export const PasswordResetTokenRequest = z.object({ passwordResetToken: ResetToken });
export type PasswordResetTokenRequest = z.input<typeof PasswordResetTokenRequest>;
/** POST /users/password_reset — sets the password, confirms the email, signs out every other session. */
export const PasswordResetRequest = z.object({ passwordResetToken: ResetToken, password: Password });
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

/** GET /users/type?email= */
export const UserTypeQuery = z.object({ email: Email });
export type UserTypeQuery = z.input<typeof UserTypeQuery>;

/**
 * PUT /users/email_verification. `partnerName`: the program whose page started the account (a `/plus/{program}/…`
 * create-password page), recorded as sign-up's is, so the account belongs to that program (ADR 062).
 */
export const EmailVerificationRequest = z.object({ email: Email, landingPage: OptionalText, partnerName: OptionalText });
export type EmailVerificationRequest = z.input<typeof EmailVerificationRequest>;

/** PUT /users/confirm_email (signed in) */
export const ConfirmEmailRequest = z.object({
  code: text()
    .trim()
    .regex(new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`), { message: accountMessages.codeFormat }),
});
export type ConfirmEmailRequest = z.input<typeof ConfirmEmailRequest>;

/** PUT /users/confirm_phone (signed in): the code texted by POST /users/phone_verification_code. */
export const ConfirmPhoneRequest = z.object({
  code: text()
    .trim()
    .regex(new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`), { message: accountMessages.phoneCodeFormat }),
});
export type ConfirmPhoneRequest = z.input<typeof ConfirmPhoneRequest>;

/** POST /users/promo (signed in) — a promo code or another user's invite slug, once. */
export const PromoRequest = z.object({
  promoCode: text().trim().min(1, { message: accountMessages.promoCodeRequired }).max(64),
});
export type PromoRequest = z.input<typeof PromoRequest>;

// ─── Replies ─────────────────────────────────────────────────────────────────────────────────────────
/** A key in snake_case, as `snakeCase` writes it for the keys used here (letters, digits, underscores). */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;
/** A camelCase shape with snake_case keys, nested objects and arrays included. */
export type SnakeKeys<T> = T extends readonly (infer Item)[]
  ? SnakeKeys<Item>[]
  : T extends Record<string, unknown>
    ? { [K in keyof T as K extends string ? SnakeCase<K> : K]: SnakeKeys<T[K]> }
    : T;

/** The same schema with snake_case keys, nested objects and arrays included (the wire form). */
export function snakeKeys<T extends z.ZodType>(schema: T): z.ZodType<SnakeKeys<z.output<T>>, SnakeKeys<z.input<T>>> {
  return snakeKeysOf(schema) as never;
}
function snakeKeysOf(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    return z.object(
      Object.fromEntries(
        Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [
          snakeCase(key),
          snakeKeysOf(value),
        ]),
      ),
    );
  }
  if (schema instanceof z.ZodArray) return z.array(snakeKeysOf(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return snakeKeysOf(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return snakeKeysOf(schema.unwrap() as z.ZodType).optional();
  return schema;
}

/**
 * `{data: {type: 'users', id, attributes}}` — GET/PUT /users/profile, confirm_email, promo. The id is the
 * resource's, not an attribute: a JSON:API deserializer puts it back, giving `UserProfile`.
 */
export const UserAttributes = UserProfile.omit({ id: true });
export const UserDocument = jsonApiDocument('users', snakeKeys(UserAttributes));
/** A user document that also signs in: sign-up, sign-in, OAuth, refresh, reset, new partial account. */
export const SessionDocument = UserDocument.extend({ meta: snakeKeys(SessionMeta) });

/** A reply with nothing but a sentence to show (forgot password, resend code). */
export const MessageMeta = z.object({ message: z.string() });
export const MessageDocument = z.object({ meta: MessageMeta });

/** GET /users/type: whether an email has an account, and how it signs in. */
export const UserTypeMeta = z.object({
  email: z.string(),
  exists: z.boolean(),
  /** Signs in with a password. */
  hasPassword: z.boolean(),
  /** Signs in with Facebook (linked or created through it). */
  facebook: z.boolean(),
  /** A partial account: finish it with "forgot password" to set a password. */
  partial: z.boolean(),
});
export type UserTypeMeta = z.infer<typeof UserTypeMeta>;
export const UserTypeDocument = z.object({ meta: snakeKeys(UserTypeMeta) });

/**
 * PUT /users/email_verification: 201 + SessionDocument when the email was new (a partial account is created,
 * a confirmation code sent, and the visitor signed in to complete it); 200 + UserTypeDocument when the email
 * already has an account (sign in, or use forgot password).
 */
export const EmailVerificationDocument = z.union([SessionDocument, UserTypeDocument]);

/** POST /users/password_reset/token: 200 either way; `valid: false` sends the client to /sign-in. */
export const PasswordResetTokenMeta = z.object({ valid: z.boolean() });
export const PasswordResetTokenDocument = z.object({ meta: PasswordResetTokenMeta });

/** POST /users/promo: the updated user plus what was credited. */
export const PromoMeta = z.object({ rewardCents: z.number().int().positive(), message: z.string() });
export const PromoDocument = UserDocument.extend({ meta: snakeKeys(PromoMeta) });

/**
 * The endpoints, under /api/v3. A call past its rate limit answers 429 ('Too many requests. Please try again
 * later.'); a call with a bearer token that has run out answers 401 `session_expired` (refresh once, retry).
 */
// --- The operations consoles' users (docs/product/operations.md, ADR 078) ---

export const adminUserMessages = {
  userNotFound: 'No such user.',
  notYourself: 'You cannot disable your own account.',
  alreadyDisabled: 'This account is already disabled.',
  notDisabled: 'This account is not disabled.',
} as const;

/** GET /v3/admin/users?q=&page=&per_page=: `q` is matched in the email, the name and the phone number's digits. */
export const AdminUserQuery = PageQuery.extend({ q: text().max(MAX_INPUT_LENGTH).optional().describe('Words of the email, the name or the phone number.') });
export type AdminUserQuery = z.input<typeof AdminUserQuery>;

/** One account as the consoles list it. */
export const AdminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  status: z.enum(['partial', 'active', 'disabled']),
  confirmed: z.boolean(),
  admin: z.boolean(),
  type: UserType,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** What the consoles show of one account: the account, its vehicles, its latest requests and bookings, and the counts. */
export const AdminUserDetail = AdminUser.extend({
  vehicles: z.array(z.object({ id: z.string(), name: z.string() })),
  serviceRequests: z.array(z.object({ id: z.string(), status: z.string(), services: z.array(z.string()), createdAt: z.string() })),
  bookings: z.array(
    z.object({ id: z.string(), serviceRequestId: z.string().nullable(), offerId: z.string().nullable(), shopName: z.string(), status: z.string(), startsAt: z.string() }),
  ),
  counts: z.object({ vehicles: z.number().int(), serviceRequests: z.number().int(), bookings: z.number().int() }),
  /** The customer's conversation with support, if there is one yet (read and written from /staff). */
  supportThreadId: z.string().nullable(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AdminUserListDocument = jsonApiCappedListDocument('admin_users', snakeKeys(AdminUser.omit({ id: true })));
export const AdminUserDocument = jsonApiDocument('admin_users', snakeKeys(AdminUserDetail.omit({ id: true })));
export const AdminUserParams = z.object({ userId: z.uuid() });
/** Disabling or enabling an account says why (the audit log keeps it). */
export const AdminUserStatusChange = z.object({ reason: AuditReason });
export type AdminUserStatusChange = z.input<typeof AdminUserStatusChange>;

export const accountsRoutes = defineRoutes('accounts', {
  signUp: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users',
    summary: 'Create an account with a password and sign in',
    body: SignUpRequest,
    reply: SessionDocument,
    status: 201,
    errors: ['email_taken', 'facebook_account', 'promo_code_invalid', 'promo_code_unavailable'],
  },
  getProfile: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/profile',
    summary: "Read the signed-in user's profile",
    auth: 'user',
    reply: UserDocument,
  },
  updateProfile: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/users/profile',
    summary: "Change the signed-in user's profile (only the fields sent)",
    auth: 'user',
    body: ProfileUpdateRequest,
    reply: UserDocument,
    errors: ['email_taken', 'current_password_wrong', 'current_password_required', 'recent_sign_in_required'],
  },
  signInWithOAuth: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/oauth_sessions',
    summary: 'Sign in (or sign up) with a Facebook token',
    body: OAuthSignInRequest,
    reply: SessionDocument,
    errors: ['oauth_unavailable', 'oauth_invalid', 'oauth_account_unconfirmed', 'account_disabled', 'conflict'],
  },
  signIn: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/sessions',
    summary: 'Sign in with email and password',
    body: SignInRequest,
    reply: SessionDocument,
    errors: ['invalid_credentials', 'account_disabled'],
  },
  signOut: {
    namespace: 'main',
    method: 'DELETE',
    path: '/v3/sessions',
    summary: 'Sign out: end the session of the refresh cookie and of the bearer token',
    status: 204,
  },
  refreshSession: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/sessions/refresh',
    summary: 'Spend the refresh cookie for a new access token and cookie',
    auth: 'refresh-cookie',
    reply: SessionDocument,
    errors: ['session_expired'],
  },
  requestPasswordReset: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/forgot_password',
    summary: 'Email a password reset link (the same reply whether or not the account exists)',
    body: ForgotPasswordRequest,
    reply: MessageDocument,
  },
  checkPasswordResetToken: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/password_reset/token',
    summary: 'Say whether a password reset token is still valid',
    body: PasswordResetTokenRequest,
    reply: PasswordResetTokenDocument,
  },
  resetPassword: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/password_reset',
    summary: 'Set a new password with a reset token and sign in',
    body: PasswordResetRequest,
    reply: SessionDocument,
    errors: ['reset_token_invalid'],
  },
  changePassword: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/password',
    summary: 'Change (or set a first) password; signs the other sessions out',
    auth: 'user',
    body: ChangePasswordRequest,
    reply: SessionDocument,
    errors: ['current_password_wrong', 'current_password_required', 'recent_sign_in_required'],
  },
  getUserType: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/type',
    summary: 'Say whether an email has an account and how it signs in',
    query: UserTypeQuery,
    reply: UserTypeDocument,
  },
  startPartialAccount: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/users/email_verification',
    summary: 'Start an account from an email alone, or describe the account the email already has',
    body: EmailVerificationRequest,
    reply: EmailVerificationDocument,
    replies: { 200: UserTypeDocument, 201: SessionDocument },
  },
  confirmEmail: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/users/confirm_email',
    summary: "Confirm the signed-in user's email with the emailed code",
    auth: 'user',
    body: ConfirmEmailRequest,
    reply: UserDocument,
    errors: ['confirmation_code_invalid', 'already_confirmed'],
  },
  resendConfirmationCode: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/resend_confirmation_code',
    summary: 'Email a new confirmation code',
    auth: 'user',
    reply: MessageDocument,
    errors: ['already_confirmed'],
  },
  sendPhoneCode: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/phone_verification_code',
    summary: "Text a 6-digit code to the signed-in user's phone number, to verify it (within the account's message budget)",
    auth: 'user',
    reply: MessageDocument,
    errors: ['validation_failed', 'already_confirmed', 'rate_limited'],
  },
  confirmPhone: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/users/confirm_phone',
    summary: "Verify the signed-in user's phone number with the texted code",
    auth: 'user',
    body: ConfirmPhoneRequest,
    reply: UserDocument,
    errors: ['confirmation_code_invalid', 'already_confirmed', 'rate_limited'],
  },
  applyPromoCode: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/promo',
    summary: "Apply a promo code or another user's invite code to the signed-in user's rewards",
    auth: 'user',
    body: PromoRequest,
    reply: PromoDocument,
    errors: ['promo_code_invalid', 'promo_code_unavailable'],
  },
  listAdminUsers: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/users',
    summary: 'Find accounts by email, name or phone, newest first, a page at a time (the operations consoles)',
    auth: 'employee',
    query: AdminUserQuery,
    reply: AdminUserListDocument,
  },
  getAdminUser: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/users/:userId',
    summary: 'One account as the consoles see it: the profile, vehicles, latest requests and bookings, counts, support thread',
    auth: 'employee',
    params: AdminUserParams,
    reply: AdminUserDocument,
    errors: ['not_found'],
  },
  disableAdminUser: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/admin/users/:userId/disable',
    summary: 'Disable an account, with a reason: its sessions end at once and it may not sign in (audited)',
    description: 'An admin cannot disable their own account (409).',
    auth: 'admin',
    params: AdminUserParams,
    body: AdminUserStatusChange,
    reply: AdminUserDocument,
    errors: ['not_found', 'conflict'],
  },
  enableAdminUser: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/admin/users/:userId/enable',
    summary: 'Enable a disabled account again, with a reason (audited)',
    auth: 'admin',
    params: AdminUserParams,
    body: AdminUserStatusChange,
    reply: AdminUserDocument,
    errors: ['not_found', 'conflict'],
  },
  resendAdminUserConfirmation: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/admin/users/:userId/confirmation_code',
    summary: "Send a new confirmation code to an account's email (within its mail budget; audited)",
    auth: 'admin',
    params: AdminUserParams,
    reply: MessageDocument,
    errors: ['not_found', 'already_confirmed', 'rate_limited'],
  },
});
