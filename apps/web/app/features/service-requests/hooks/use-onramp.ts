import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppStartStatus } from '~/lib/app-start';
import { withQuery } from '~/lib/paths';
import { useAppStore, useCurrentUser } from '~/lib/store';
import {
  type OnrampNext,
  type OnrampStep,
  isOnrampStep,
  nextOnrampStep,
  onrampCartOf,
  onrampRedirect,
  onrampStepPath,
  sessionOf,
} from '../onramp-steps';

/** The onramp's state now, read at the moment it is needed (after a change the page just made). */
export function currentOnramp() {
  const { onrampCart, user } = useAppStore.getState();
  return { cart: onrampCartOf(onrampCart), session: sessionOf(user.profile) };
}

/** The onramp cart, with the defaults of what an older stored cart lacks. */
export function useOnrampCart() {
  const slice = useAppStore((state) => state.onrampCart);
  return useMemo(() => onrampCartOf(slice), [slice]);
}

/** A `vin` the request arrived with (docs/product/requests-and-offers.md) travels along to the vehicle step. */
const withVin = (path: string, search: string) => withQuery(path, { vin: new URLSearchParams(search).get('vin') });

/** The address of the step to go to after this one, from the cart as it is now. */
export function nextOnrampPath(search = ''): string {
  const { cart, session } = currentOnramp();
  return withVin(onrampStepPath(nextOnrampStep(cart, session), cart), search);
}

/** Continue: to the next step still to do (the contact step when everything is done). */
export function useOnrampContinue(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return () => void navigate(nextOnrampPath(search));
}

export type OnrampGuardDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/**
 * The onramp's guard for the route's step (`handle.step`): until app start has read the stored cart and the
 * session nothing is decided; then a step that is not this person's, or whose earlier steps are not done, sends
 * them to the step to do (`onrampRedirect`), and a step reached at another address (a notes type that is not the
 * cart's) to its own.
 */
export function useOnrampGuard(routeStep: string | undefined): OnrampGuardDecision {
  const { pathname, search } = useLocation();
  const started = useAppStartStatus((state) => state.status === 'done');
  const cart = useOnrampCart();
  const session = sessionOf(useCurrentUser());
  if (!isOnrampStep(routeStep)) return { kind: 'render' };
  if (!started) return { kind: 'wait' };
  const step: OnrampStep | OnrampNext = onrampRedirect(routeStep, cart, session) ?? routeStep;
  const path = onrampStepPath(step, cart);
  return path === pathname ? { kind: 'render' } : { kind: 'redirect', to: withVin(path, search) };
}
