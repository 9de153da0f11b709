import type { UserProfile } from '@pitstop/contracts';
import type { accountsRoutes } from '@pitstop/contracts/accounts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { pushAlert } from './alerts';
import { api, isApiError } from './api-client';
import type { ReplyOf } from './api-types';
import { getAuthToken, setAuthToken } from './auth-token';
import { setNextDestination } from './next-destination';
import { useAppStore } from './store';

/**
 * The signed-in user: reading the
 * profile into the store, and signing the browser in with a session reply (sign-up, sign-in, password reset
 * and change: the user plus `meta.access_token`, packages/contracts/src/accounts.ts).
 */

/** A reply that signs in (sign-up, sign-in, password reset and change): the profile and the access token. */
export type SessionReply = ReplyOf<typeof accountsRoutes.signIn>;

export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  const { data } = await api.call(accountsEndpoints.getProfile, { signal });
  return data;
}

/**
 * Signs the browser in: keeps the access token (the refresh cookie came with the reply) and sets the user,
 * which sets the logged-in flag. `destination` is where the guards send the user from a guest-only page
 * (route-guard.ts); without it they go to the ?redirectTo= destination or /dashboard.
 */
export function acceptSession(reply: SessionReply, destination?: string): UserProfile {
  if (reply.meta.accessToken) setAuthToken(reply.meta.accessToken);
  if (destination) setNextDestination(destination);
  useAppStore.getState().setUser(reply.data);
  return reply.data;
}

/** Puts a fresh profile in the store (after the server changed it: confirmation, profile update). */
export function setCurrentUser(profile: UserProfile): void {
  useAppStore.getState().setUser(profile);
}

/**
 * The user has made a service request: from now on the navbar offers the global search (spec 001 §2, ADR 066), as
 * the profile's `hasServiceRequests` will say at its next read.
 */
export function noteServiceRequestMade(): void {
  const { user, setUser } = useAppStore.getState();
  if (user.profile && !user.profile.hasServiceRequests) setUser({ ...user.profile, hasServiceRequests: true });
}

/**
 * The welcome alert's text: with unread messages 'Welcome back {name}. You have {n} new messages.' (on every
 * load), otherwise 'Welcome back {name}.' — or null when that one was already shown this session.
 */
export function welcomeText(profile: UserProfile, alreadyWelcomed: boolean): string | null {
  const name = profile.firstName?.trim();
  const greeting = name ? `Welcome back ${name}.` : 'Welcome back.';
  const unread = profile.unreadCount;
  // The spec's sentence, word for word, for any count.
  if (unread > 0) return `${greeting} You have ${unread} new messages.`;
  return alreadyWelcomed ? null : greeting;
}

/** Shows the welcome alert (a returning user: app start with a session, or signing in). */
export function welcomeBack(profile: UserProfile): void {
  const { settings, setWelcomeShown } = useAppStore.getState();
  const text = welcomeText(profile, settings.welcomeShown);
  if (!text) return;
  pushAlert({ type: 'success', message: text, timedDismiss: true });
  setWelcomeShown(true);
}

/**
 * App start's profile step: with a session, fetch the profile into the store and welcome the user back. A
 * refused session has already been ended by the API client (one refresh, then logout).
 */
export async function loadCurrentUser(): Promise<void> {
  if (getAuthToken() === null) return;
  let profile: UserProfile;
  try {
    profile = await fetchProfile();
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
  setCurrentUser(profile);
  welcomeBack(profile);
}
