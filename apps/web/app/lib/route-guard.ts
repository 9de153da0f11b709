import { useEffect } from 'react';
import { href, useLocation, useNavigate } from 'react-router';
import { useAppStartStatus } from './app-start';
import { getNextDestination, setNextDestination } from './next-destination';
import { withQuery } from './paths';
import type { RouteHandle } from './route-handle';
import { configuredDashboard, useRuntimeConfig } from './runtime-config';
import { type StoredUser, useCurrentUser } from './store';

/**
 * Guards. They run in the browser only: the server never
 * knows the user (the token lives in the browser), so it renders every non-public route as a neutral
 * loading shell and the client decides once it knows who is there.
 *
 * - A guest opening a non-public route is sent to /sign-in?redirectTo={that route}, once app start has
 *   finished (the stored session may still sign them in); signing in returns there.
 * - A signed-in user is bounced from guest-only routes (home, sign-in, sign-up, invite) to the ?redirectTo=
 *   destination, else their home (`homeOf`: /shop for shop staff, /dashboard for everyone else).
 * - An employee-type profile leaves for the staff dashboard with a full browser redirect, except on a page
 *   whose handle says `staffMayStay` (the trust-and-safety page) — when a staff dashboard is
 *   configured (`configuredDashboard`); without one the employee stays, as any signed-in user.
 * Why it is built this way: docs/decisions/011.
 */
export const REDIRECT_PARAM = 'redirectTo';

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
  handle: Pick<RouteHandle, 'public' | 'guestOnly' | 'staffMayStay'>;
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
  const accountPages = [href('/sign-in'), href('/sign-up'), href('/forgot-password')];
  if (accountPages.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return value;
}

/** The sign-in page that returns to `location` afterwards. */
export const signInPathFor = (location: { pathname: string; search: string; hash: string }): string =>
  withQuery(href('/sign-in'), { [REDIRECT_PARAM]: `${location.pathname}${location.search}${location.hash}` });

/** The ?redirectTo= destination of a URL's search part, if it is a safe one. */
export const redirectTargetOf = (search: string) => safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM));

/** Whether `pathname` of this origin is the page `url` (absolute or a path) or one under it (/staff/customers/1 under /staff). */
function isWithinPage(url: string, pathname: string): boolean {
  try {
    const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const target = new URL(url, base);
    const root = target.pathname.replace(/\/+$/, '');
    const here = pathname.replace(/\/+$/, '');
    return target.origin === base && (here === root || here.startsWith(`${root}/`));
  } catch {
    return false;
  }
}

/**
 * Where a signed-in person's day starts when nothing else was asked for (ADR 037): shop staff at the shop portal —
 * also when they are customers too, who reach their own home from the menu —, everyone else at /dashboard.
 */
export const homeOf = (user: Pick<StoredUser, 'shopStaff'>): string => (user.shopStaff ? href('/shop') : href('/dashboard'));

export function decideGuard({ handle, location, user, appStarted, staffDashboardUrl, nextDestination }: GuardInput): GuardDecision {
  // Until app start has checked the stored session (and dropped a store of another deployment), a stored user
  // is a guess: show the page and send nobody anywhere on its strength.
  if (user && !appStarted && !nextDestination) return { kind: 'render' };
  // The staff dashboard is this app's /staff unless another is configured (ADR 078); its own pages are the employee's.
  const staffDashboard = configuredDashboard(staffDashboardUrl);
  if (user?.type === 'employee' && staffDashboard && !handle.staffMayStay && !isWithinPage(staffDashboard, location.pathname)) {
    return { kind: 'leave', url: staffDashboard };
  }
  if (user) {
    if (handle.guestOnly) return { kind: 'redirect', to: nextDestination ?? redirectTargetOf(location.search) ?? homeOf(user) };
    return { kind: 'render' };
  }
  if (handle.public) return { kind: 'render' };
  if (nextDestination) return { kind: 'redirect', to: nextDestination };
  if (!appStarted) return { kind: 'wait' };
  return { kind: 'redirect', to: signInPathFor(location) };
}

/** Applies the guards to the current route; the layout shows the page only for `{kind: 'render'}`. */
export function useRouteGuard(handle: Pick<RouteHandle, 'public' | 'guestOnly' | 'staffMayStay'>): GuardDecision {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const appStarted = useAppStartStatus((state) => state.status === 'done');
  const { staffDashboardUrl } = useRuntimeConfig();
  const decision = decideGuard({ handle, location, user, appStarted, staffDashboardUrl, nextDestination: getNextDestination() });
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
