import { useMatches } from 'react-router';
import { type PartnerFrame, useAppStore } from './store';

/**
 * Route metadata (docs/architecture.md): every route module exports
 * `export const handle: RouteHandle = {…}`. Nested routes merge their handles, the deepest route winning.
 */
export interface RouteHandle {
  /** Reachable without signing in (guests opening other routes are sent to /sign-in). */
  public?: boolean;
  /** For guests only: a signed-in user is sent on to /dashboard (or the ?redirectTo= destination). */
  guestOnly?: boolean;
  /** An employee may read this page without being sent to the staff dashboard (trust and safety). */
  staffMayStay?: boolean;
  /** Show only the logo in the navbar (e.g. /429, /invite/{promoSlug}). */
  hideNavLinks?: boolean;
  /** Hide the main content slot (the route shows its content elsewhere, e.g. a modal). */
  hideMainSlot?: boolean;
  /** Show a close (X) button that returns home (guests) or to /dashboard (signed-in users). */
  closeButton?: boolean;
  /** Keep the scroll position when arriving here instead of scrolling to the top. */
  preserveScroll?: boolean;
  /** Page title, shown as "{title} | {brand}" (the root's meta reads it; a route's own meta may override). */
  title?: string;
  /** Which step bar shows above the page (drawn by the flow's own layout route, not the frame). */
  stepBar?: 'onramp' | 'appointment';
  /**
   * The flow step this route is (onramp: services, location, interview, …; features/service-requests/onramp-steps.ts):
   * the step bar marks it, and the flow's guard sends a person who lacks what it needs to the first step to do.
   */
  step?: string;
  /**
   * The partner's frame (logo, footer) this page's own loader data says, for the server's render and until the
   * membership frame has loaded (a white-label program page, ADR 062); the store's `partner` wins once it is set.
   */
  partnerFrame?: (loaderData: unknown) => PartnerFrame | null;
  /** For a module serving several routes (app/routes.ts): what differs, by route id. */
  byRoute?: Record<string, RouteHandle>;
}

const isHandle = (value: unknown): value is RouteHandle => typeof value === 'object' && value !== null;

/** The merged handle of the given matches (outermost first), the deepest route winning. */
export function mergeRouteHandles(matches: readonly ({ id?: string; handle?: unknown } | undefined)[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) {
    if (isHandle(match?.handle)) Object.assign(merged, match.handle, match.handle.byRoute?.[match.id ?? '']);
  }
  return merged;
}

/** The current route's merged handle. */
export function useRouteHandle(): RouteHandle {
  return mergeRouteHandles(useMatches());
}

/**
 * The partner's frame the page is drawn in (ADR 060, 062): what the membership frame put in the store, else what the
 * page's own loader data says (the deepest route's `partnerFrame`), else none (the brand's).
 */
export function usePartnerFrame(): PartnerFrame | null | undefined {
  const stored = useAppStore((state) => state.partner);
  const page = useMatches().at(-1);
  return stored ?? (page?.handle as RouteHandle | undefined)?.partnerFrame?.(page?.loaderData);
}
