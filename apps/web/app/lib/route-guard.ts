import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppStartStatus } from './app-start';
import type { RouteHandle } from './route-handle';
import { useRuntimeConfig } from './runtime-config';
import { type StoredUser, useCurrentUser } from './store';

/**
 * Guards (spec 000 §2 "Guards", §4 "App start", §6; 001 §4). They run in the browser only: the server never
 * knows the user (the token lives in the browser), so it renders every non-public route as a neutral
 * loading shell and the client decides once it knows who is there.
 *
 * - A guest opening a non-public route is sent to /sign-in?redirectTo={that route}, once app start has
 *   finished (the stored session may still sign them in); signing in returns there.
 * - A signed-in user is bounced from guest-only routes (home, sign-in, sign-up, invite) to the ?redirectTo=
 *   destination or /dashboard.
 * - An employee-type profile leaves for the staff dashboard with a full browser redirect, except on the
 *   trust-and-safety page.
 * Why it is built this way: docs/decisions/011.
 */
export const SIGN_IN_PATH = '/sign-in';
export const DASHBOARD_PATH = '/dashboard';
export const REDIRECT_PARAM = 'redirectTo';
/** Employees may read this page without being sent to the staff dashboard (spec 000 §4; spelling as routed). */
export const TRUST_AND_SAFETY_PATH = '/trust-and-saftey';

export type GuardDecision =
  /** Show the page. */
  | { kind: 'render' }
  /** Show the loading shell: who is there is not known yet. */
  | { kind: 'wait' }
  /** Show the loading shell and go elsewhere in the app (history entry replaced). */
  | { kind: 'redirect'; to: string }
  /** Show the loading shell and load another page (the staff dashboard may be another site). */
  | { kind: 'leave'; url: string };

export interface GuardInput {
  handle: Pick<RouteHandle, 'public' | 'guestOnly'>;
  location: { pathname: string; search: string; hash: string };
  user: StoredUser | null;
  /** App start has finished: a guest now is a guest for good. */
  appStarted: boolean;
  staffDashboardUrl: string;
  /** Where a session change just made by the app sends the user (see `setNextDestination`). */
  nextDestination: string | null;
}

/**
 * A destination inside this app taken from a query value, or null: only a path of this origin ('/x', not
 * '//host' or '/\host'), never back to the sign-in or sign-up pages.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const path = value.split(/[?#]/)[0] ?? '';
  if (['/sign-in', '/sign-up', '/forgot-password'].some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return value;
}

/** The sign-in page that returns to `location` afterwards. */
export function signInPathFor(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams({ [REDIRECT_PARAM]: `${location.pathname}${location.search}${location.hash}` });
  return `${SIGN_IN_PATH}?${params.toString()}`;
}

/** The ?redirectTo= destination of a URL's search part, if it is a safe one. */
export const redirectTargetOf = (search: string) => safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM));

/** Whether `url` (absolute or a path) is the page at `pathname` of this origin. */
function isCurrentPage(url: string, pathname: string): boolean {
  try {
    const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const target = new URL(url, base);
    return target.origin === base && target.pathname.replace(/\/+$/, '') === pathname.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

export function decideGuard({ handle, location, user, appStarted, staffDashboardUrl, nextDestination }: GuardInput): GuardDecision {
  // Until app start has checked the stored session (and dropped a store of another deployment), a stored user
  // is a guess: show the page and send nobody anywhere on its strength.
  if (user && !appStarted && !nextDestination) return { kind: 'render' };
  if (user?.type === 'employee' && location.pathname !== TRUST_AND_SAFETY_PATH && !isCurrentPage(staffDashboardUrl, location.pathname)) {
    return { kind: 'leave', url: staffDashboardUrl };
  }
  if (user) {
    if (handle.guestOnly) return { kind: 'redirect', to: nextDestination ?? redirectTargetOf(location.search) ?? DASHBOARD_PATH };
    return { kind: 'render' };
  }
  if (handle.public) return { kind: 'render' };
  if (nextDestination) return { kind: 'redirect', to: nextDestination };
  if (!appStarted) return { kind: 'wait' };
  return { kind: 'redirect', to: signInPathFor(location) };
}

let nextDestination: string | null = null;

/**
 * Declares where the session change the app is about to make leads (call it right before setting or
 * clearing the user): signing up goes on to /activate-account, signing out to /. Without it, the guard
 * would send a new user on a guest-only page to /dashboard, and a user signing out of a private page to
 * /sign-in. The destination is used by the redirects the guard makes until a page shows.
 */
export function setNextDestination(path: string | null): void {
  nextDestination = path;
}

/** Applies the guards to the current route; the layout shows the page only for `{kind: 'render'}`. */
export function useRouteGuard(handle: Pick<RouteHandle, 'public' | 'guestOnly'>): GuardDecision {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const appStarted = useAppStartStatus((state) => state.status === 'done');
  const { staffDashboardUrl } = useRuntimeConfig();
  const decision = decideGuard({ handle, location, user, appStarted, staffDashboardUrl, nextDestination });
  const { kind } = decision;
  const target = kind === 'redirect' ? decision.to : kind === 'leave' ? decision.url : null;
  const userId = user?.id ?? null;

  useEffect(() => {
    // A declared destination serves the session change it was declared for, and no later one: it is dropped
    // once a page shows (the destination, or any page when no redirect was needed).
    if (kind === 'render') setNextDestination(null);
    if (kind === 'redirect' && target) void navigate(target, { replace: true });
    if (kind === 'leave' && target) window.location.replace(target);
  }, [kind, target, userId, navigate]);

  return decision;
}
