import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppLayout from '~/components/layout/app-layout';
import { makeProfile } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { api } from './api-client';
import { useAppStartStatus } from './app-start';
import { getAuthToken, setAuthToken } from './auth-token';
import { getNextDestination, setNextDestination } from './next-destination';
import { type GuardInput, decideGuard, safeRedirectTarget, signInPathFor } from './route-guard';
import type { RouteHandle } from './route-handle';
import { resetStoreForTests, useAppStore } from './store';
// The frame loads it lazily after the first page: loaded here first, so it arrives inside each test's render.
import '~/components/layout/late-frame';

const at = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

const input = (overrides: Partial<GuardInput>): GuardInput => ({
  handle: {},
  location: at('/dashboard'),
  user: null,
  appStarted: true,
  staffDashboardUrl: '/staff',
  nextDestination: null,
  ...overrides,
});

describe('decideGuard', () => {
  it('sends a guest on a non-public route to /sign-in, remembering the route, once app start is done', () => {
    expect(decideGuard(input({ location: at('/profile/account?tab=1#x'), appStarted: false }))).toEqual({ kind: 'wait' });
    expect(decideGuard(input({ location: at('/profile/account?tab=1#x') }))).toEqual({
      kind: 'redirect',
      to: '/sign-in?redirectTo=%2Fprofile%2Faccount%3Ftab%3D1%23x',
    });
  });

  it('shows public routes to everyone', () => {
    expect(decideGuard(input({ handle: { public: true }, appStarted: false }))).toEqual({ kind: 'render' });
    expect(decideGuard(input({ handle: { public: true }, user: makeProfile() }))).toEqual({ kind: 'render' });
  });

  it('bounces a signed-in user from guest-only routes to the remembered destination or /dashboard', () => {
    const user = makeProfile();
    const guestOnly: RouteHandle = { public: true, guestOnly: true };
    expect(decideGuard(input({ handle: guestOnly, location: at('/'), user }))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideGuard(input({ handle: guestOnly, location: at('/sign-in?redirectTo=%2Fprofile%2Faccount'), user }))).toEqual({
      kind: 'redirect',
      to: '/profile/account',
    });
    expect(
      decideGuard(input({ handle: guestOnly, location: at('/sign-up'), user, nextDestination: '/activate-account' })),
    ).toEqual({ kind: 'redirect', to: '/activate-account' });
    expect(decideGuard(input({ location: at('/dashboard'), user }))).toEqual({ kind: 'render' });
  });

  it('lands shop staff on the shop portal (also when they are customers too), unless a destination was asked for', () => {
    const staff = makeProfile({ shopStaff: true });
    const guestOnly: RouteHandle = { public: true, guestOnly: true };
    expect(decideGuard(input({ handle: guestOnly, location: at('/sign-in'), user: staff }))).toEqual({ kind: 'redirect', to: '/shop' });
    expect(decideGuard(input({ handle: guestOnly, location: at('/'), user: staff }))).toEqual({ kind: 'redirect', to: '/shop' });
    expect(decideGuard(input({ handle: guestOnly, location: at('/sign-in?redirectTo=%2Fdashboard'), user: staff }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideGuard(input({ location: at('/dashboard'), user: staff }))).toEqual({ kind: 'render' });
  });

  it('sends an employee to the staff dashboard, except on a page employees may stay on (trust and safety) and on that dashboard', () => {
    const employee = makeProfile({ type: 'employee' });
    expect(decideGuard(input({ user: employee, staffDashboardUrl: 'https://staff.example.com/' }))).toEqual({
      kind: 'leave',
      url: 'https://staff.example.com/',
    });
    expect(decideGuard(input({ user: employee, handle: { public: true, staffMayStay: true }, location: at('/trust-and-saftey') }))).toEqual({
      kind: 'render',
    });
    expect(
      decideGuard(input({ user: employee, handle: { public: true }, location: at('/staff'), staffDashboardUrl: `${window.location.origin}/staff` })),
    ).toEqual({ kind: 'render' });
    // The pages under it are the staff console's too (ADR 078); a page merely starting with its name is not.
    const staffDashboardUrl = `${window.location.origin}/staff`;
    expect(decideGuard(input({ user: employee, location: at('/staff/customers/1'), staffDashboardUrl }))).toEqual({ kind: 'render' });
    expect(decideGuard(input({ user: employee, location: at('/staffing'), staffDashboardUrl }))).toEqual({ kind: 'leave', url: staffDashboardUrl });
  });

  it('keeps an employee in the app while no staff dashboard is configured (a bare path or nothing: the app serves none)', () => {
    const employee = makeProfile({ type: 'employee' });
    for (const staffDashboardUrl of ['/staff', '', 'staff.example.com']) {
      expect(decideGuard(input({ user: employee, staffDashboardUrl })), staffDashboardUrl).toEqual({ kind: 'render' });
      expect(decideGuard(input({ user: employee, staffDashboardUrl, handle: { public: true, guestOnly: true }, location: at('/sign-in') }))).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      });
    }
  });

  it('takes a guest leaving a private page (sign-out) where the app said, not to /sign-in', () => {
    expect(decideGuard(input({ nextDestination: '/' }))).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('safeRedirectTarget', () => {
  it('keeps paths of this site and refuses other sites and the account pages', () => {
    expect(safeRedirectTarget('/profile/account?x=1')).toBe('/profile/account?x=1');
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null, '/sign-in', '/sign-up?x', '/forgot-password']) {
      expect(safeRedirectTarget(value)).toBeNull();
    }
  });

  it('builds the sign-in address that returns', () => {
    expect(signInPathFor(at('/dashboard'))).toBe('/sign-in?redirectTo=%2Fdashboard');
  });
});

function Page({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

const page = (path: string, name: string, handle: RouteHandle) => ({ path, handle, Component: () => <Page name={name} /> });

const routes = [
  {
    Component: AppLayout,
    children: [
      page('/', 'Home', { public: true, guestOnly: true }),
      page('/sign-in', 'Sign in', { public: true, guestOnly: true }),
      page('/dashboard', 'Dashboard', {}),
      page('/profile/account', 'Account', {}),
      page('/contact', 'Help', { public: true }),
    ],
  },
];

describe('the guards in the frame', () => {
  beforeEach(() => {
    resetStoreForTests();
    setNextDestination(null);
    useAppStartStatus.setState({ status: 'running' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetStoreForTests());
    useAppStartStatus.setState({ status: 'idle' });
  });

  it('shows a loading shell, not the private page, until it knows the guest must sign in', async () => {
    renderWithProviders(null, { url: '/profile/account', routes });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Account' })).not.toBeInTheDocument();

    act(() => useAppStartStatus.setState({ status: 'done' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in?redirectTo=%2Fprofile%2Faccount');

    // Signing in returns to the remembered page.
    act(() => useAppStore.getState().setUser(makeProfile()));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile\/account$/);
  });

  it('shows a private page as soon as the stored user is known', async () => {
    act(() => useAppStore.getState().setUser(makeProfile()));
    renderWithProviders(null, { url: '/dashboard', routes });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in user from home to /dashboard once app start has checked the stored session', async () => {
    useAppStartStatus.setState({ status: 'running' });
    act(() => useAppStore.getState().setUser(makeProfile()));
    renderWithProviders(null, { url: '/', routes });
    // A stored user may be stale (another deployment's store, an ended session): home stays until start is done.
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    act(() => useAppStartStatus.setState({ status: 'done' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('takes a user signing out of a private page home', async () => {
    useAppStartStatus.setState({ status: 'done' });
    act(() => useAppStore.getState().setUser(makeProfile()));
    renderWithProviders(null, { url: '/dashboard', routes });
    await screen.findByRole('heading', { name: 'Dashboard' });
    act(() => {
      setNextDestination('/');
      useAppStore.getState().logout();
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  /** The real API client against a server that answers the profile 401 and the refresh with `refresh`. */
  function serverRefusing(refresh: () => Response | Promise<Response>) {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/sessions/refresh') ? refresh() : jsonApi(401, { errors: [{ status: '401', code: 'unauthorized', title: 'Unauthorized', detail: 'Expired.' }] }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const jsonApi = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });

  async function signedInAt(url: string, heading: string) {
    useAppStartStatus.setState({ status: 'done' });
    setAuthToken('token-1');
    act(() => useAppStore.getState().setUser(makeProfile()));
    renderWithProviders(null, { url, routes });
    await screen.findByRole('heading', { name: heading });
  }

  it('takes a user whose refresh is refused (401) from a private page to /, as a logout does (ADR 023)', async () => {
    serverRefusing(() => jsonApi(401, { errors: [{ status: '401', code: 'unauthorized', title: 'Unauthorized', detail: 'Session expired.' }] }));
    await signedInAt('/dashboard', 'Dashboard');

    await act(() => expect(api.call(accountsEndpoints.getProfile)).rejects.toMatchObject({ status: 401 }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(useAppStore.getState().user.isLoggedIn).toBe(false);
    expect(getAuthToken()).toBeNull();
  });

  it('leaves a user whose refresh is refused on a public page there, signed out', async () => {
    serverRefusing(() => jsonApi(401, null));
    await signedInAt('/contact', 'Help');

    await act(() => expect(api.call(accountsEndpoints.getProfile)).rejects.toMatchObject({ status: 401 }));

    await waitFor(() => expect(useAppStore.getState().user.isLoggedIn).toBe(false));
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact$/);
  });

  it('sends a guest whose stale token is refused on to sign in from a private page later, not to /', async () => {
    serverRefusing(() => jsonApi(401, null));
    useAppStartStatus.setState({ status: 'done' });
    setAuthToken('stale-token');
    renderWithProviders(null, { url: '/contact', routes });
    await screen.findByRole('heading', { name: 'Help' });

    await act(() => expect(api.call(accountsEndpoints.getProfile)).rejects.toMatchObject({ status: 401 }));
    expect(getAuthToken()).toBeNull();
    expect(getNextDestination()).toBeNull();
  });

  it.each([
    ['a 503', () => jsonApi(503, { errors: [{ status: '503', code: 'unavailable', title: 'Unavailable', detail: 'Down.' }] })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps a user whose refresh gets %s signed in, drops the refused token and says to try again later', async (_name, refresh) => {
    serverRefusing(refresh);
    await signedInAt('/dashboard', 'Dashboard');

    await act(() =>
      expect(api.call(accountsEndpoints.getProfile)).rejects.toMatchObject({ message: 'There was an error. Please try again later.' }),
    );

    expect(useAppStore.getState().user.isLoggedIn).toBe(true);
    expect(getAuthToken()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });
});
