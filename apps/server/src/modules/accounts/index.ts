/**
 * Accounts: users, sessions and roles. Other modules use these; their routes name `auth: 'user'` in their
 * route table (the guard is plugins/auth.ts's) and read the caller with `currentUser(request)`.
 */
export type { AccountsDeps } from './deps.ts';
export { loadProfile } from './profile.ts';
export { findUserByEmail, findUserById, type UserRow } from './users.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { signAccessToken, verifyAccessToken, ACCESS_TOKEN_TTL_SECONDS, type AccessClaims } from '../../lib/access-token.ts';
export { disableAccount, startSession, revokeAllSessions, type Session } from './sessions.ts';
export { setRefreshCookie, refreshCookieName, REFRESH_COOKIE_PATH } from './session-cookie.ts';
export { newPromoSlug, accountStatus } from './users.ts';
export { randomToken, sha256 } from './secrets.ts';
export { accountsModule } from './accounts.module.ts';
export { seedDemoAccounts, DEMO_ACCOUNTS, DEMO_PROMO_CODE } from './seed-demo-accounts.ts';
export { reachableContacts, type Reachable } from './reachable.ts';
