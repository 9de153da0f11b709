/**
 * Accounts: users, sessions and roles. Other modules use these; routes guard with `app.requireUser` /
 * `app.requireAdmin` (plugins/auth.ts) and read the caller with `currentUser(request)`.
 */
export { accountsRoutes } from './accounts.routes.ts';
export type { AccountsDeps } from './deps.ts';
export { loadProfile } from './profile.ts';
export { findUserByEmail, findUserById, type UserRow } from './users.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { signAccessToken, verifyAccessToken, ACCESS_TOKEN_TTL_SECONDS, type AccessClaims } from './access-token.ts';
export { startSession, revokeAllSessions, type Session } from './sessions.ts';
export { setRefreshCookie, refreshCookieName, REFRESH_COOKIE_PATH } from './session-cookie.ts';
export { newPromoSlug, accountStatus } from './users.ts';
export { randomToken, sha256 } from './secrets.ts';
export { accountsPlugin } from './accounts.plugin.ts';
export { currentUser, authPlugin, type AuthUser } from '../../plugins/auth.ts';
export { seedDemoAccounts, DEMO_ACCOUNTS, DEMO_PROMO_CODE } from './seed-demo-accounts.ts';
