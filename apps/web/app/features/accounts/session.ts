import type { RuntimeConfig, UserProfile } from '@pitstop/contracts';
import { setAuthToken } from '~/lib/auth-token';
import { type SessionReply, acceptSession, fetchProfile, welcomeBack } from '~/lib/current-user';
import { DASHBOARD_PATH, REDIRECT_PARAM } from '~/lib/route-guard';
import { useAppStore } from '~/lib/store';

/** Where the flows of this feature lead (the routes live in app/routes.ts). */
export const ACTIVATE_ACCOUNT_PATH = '/activate-account';

/** The confirmation page, keeping the destination the user was headed to before signing up. */
export function activateAccountPath(redirectTo: string | null): string {
  return redirectTo ? `${ACTIVATE_ACCOUNT_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo })}` : ACTIVATE_ACCOUNT_PATH;
}

/**
 * After POST /users (spec 000 §4 "Sign-up submit"): keep the token, fetch the profile, then sign the browser
 * in — the guards take a new, unconfirmed account on to "Confirm your account".
 */
export async function completeSignUp(reply: SessionReply, redirectTo: string | null): Promise<UserProfile> {
  if (typeof reply.meta.accessToken === 'string') setAuthToken(reply.meta.accessToken);
  let profile = reply.data;
  try {
    profile = await fetchProfile();
  } catch {
    // The reply's own profile will do: it is the same user.
  }
  // A new account is not welcomed back on its next visit.
  useAppStore.getState().setWelcomeShown(true);
  const destination = profile.confirmed ? (redirectTo ?? DASHBOARD_PATH) : activateAccountPath(redirectTo);
  return acceptSession({ ...reply, data: profile }, destination);
}

/**
 * After POST /sessions: sign the browser in (the guards then leave the sign-in page for the ?redirectTo=
 * destination or /dashboard), welcome the user back; an admin goes on to the admin dashboard (spec 000 §4).
 */
export function completeSignIn(reply: SessionReply, config: Pick<RuntimeConfig, 'adminDashboardUrl'>): UserProfile {
  const profile = acceptSession(reply);
  welcomeBack(profile);
  if (profile.admin && profile.type !== 'employee') window.location.assign(config.adminDashboardUrl);
  return profile;
}
