import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '~/lib/route-handle';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { makeProfile } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import AppLayout from './app-layout';
import { ZIP_DATA_LICENSE_URL } from './app-footer';
// The frame loads it lazily after the first page: loaded here first, so it arrives inside each test's render.
import '~/components/layout/late-frame';

// The frame's own behaviour: the signed-in navbar's live messages (their stream and poll) are the messages
// feature's, tested in its e2e spec; here they render nothing.
vi.mock('~/features/messages/components/messages-live', () => ({ default: () => null }));
// The global search's own behaviour is its component's test (features/search); here only where it shows.
vi.mock('~/features/search/components/global-search', () => ({ default: () => <input aria-label="Search" /> }));

const page = (text: string, handle: RouteHandle = {}) => ({
  Component: () => <h1>{text}</h1>,
  handle,
});

const routes = [
  {
    Component: AppLayout,
    children: [
      { path: '/', ...page('Home', { public: true }) },
      { path: '/sign-in', ...page('Sign in page', { public: true }) },
      { path: '/forgot-password', ...page('Reset your password', { public: true }) },
      { path: '/429', ...page('Too many requests', { public: true, hideNavLinks: true }) },
      { path: '/invite', ...page('Invite', { public: true, closeButton: true }) },
      { path: '/modal-only', ...page('Slot content', { public: true, hideMainSlot: true }) },
      {
        path: '/from',
        handle: { public: true },
        Component: () => (
          <>
            <h1>First page</h1>
            <Link to="/to">Go on</Link>
            <Link to="/code">Enter a code</Link>
          </>
        ),
      },
      { path: '/to', ...page('Second page', { public: true }) },
      {
        path: '/code',
        handle: { public: true },
        Component: () => (
          <>
            <h1>Confirm</h1>
            <input aria-label="Code" autoFocus />
          </>
        ),
      },
    ],
  },
];

const renderAt = (url: string) => renderWithProviders(null, { url, routes });

beforeEach(() => resetStoreForTests());
afterEach(() => act(() => resetStoreForTests()));

describe('the navbar for guests', () => {
  it('offers Sign In everywhere but the sign-in page', async () => {
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('offers Sign Up on the sign-in page', async () => {
    renderAt('/sign-in');
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('offers Sign Up on /forgot-password, the sign-in screen too, never a Sign In button to itself', async () => {
    renderAt('/forgot-password');
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('links the logo home', async () => {
    renderAt('/sign-in');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Pitstop home' })).toHaveAttribute('href', '/');
  });
});

describe('route handles', () => {
  it('hideNavLinks leaves the logo only', async () => {
    renderAt('/429');
    await screen.findByRole('heading', { name: 'Too many requests' });
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link')).toEqual([within(header).getByRole('link', { name: 'Pitstop home' })]);
    expect(within(header).queryByRole('button', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('closeButton shows a close button back home for a guest', async () => {
    renderAt('/invite');
    expect(await screen.findByRole('link', { name: 'Close' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('closeButton leads to the dashboard for a signed-in user', async () => {
    act(() => useAppStore.getState().setUser(makeProfile({ id: 'u1', firstName: 'Ada' })));
    renderAt('/invite');
    expect(await screen.findByRole('link', { name: 'Close' })).toHaveAttribute('href', '/dashboard');
  });

  it('hideMainSlot hides the main content', async () => {
    renderAt('/modal-only');
    const heading = await screen.findByText('Slot content');
    expect(heading).not.toBeVisible();
  });
});

describe('the navbar for a signed-in user', () => {
  it("shows the user's name with a Logout entry instead of Sign In", async () => {
    const user = userEvent.setup();
    act(() => useAppStore.getState().setUser(makeProfile({ id: 'u1', firstName: 'Ada' })));
    renderAt('/');

    await user.click(await screen.findByRole('button', { name: 'Ada' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('falls back to "Profile" without a first name', async () => {
    act(() => useAppStore.getState().setUser(makeProfile({ id: 'u1', firstName: null })));
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Profile' })).toBeInTheDocument();
  });
});

describe('the burger menu (below 768 px)', () => {
  const happyDom = (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } })
    .happyDOM;
  beforeEach(() => happyDom.setViewport({ width: 360, height: 740 }));
  afterEach(() => happyDom.setViewport({ width: 1024, height: 768 }));

  it('is not shown from 768 px', async () => {
    happyDom.setViewport({ width: 1024, height: 768 });
    renderAt('/');
    await screen.findByRole('link', { name: 'Sign In' });
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument();
  });

  it('opens a menu with the links and closes when one is followed', async () => {
    const user = userEvent.setup();
    renderAt('/sign-in');

    const burger = await screen.findByRole('button', { name: 'Open navigation menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Close navigation menu', expanded: true })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'How it works' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('gives focus back to the burger when dismissed, the first time too', async () => {
    const user = userEvent.setup();
    renderAt('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open navigation menu' })).toHaveFocus();
  });
});

describe('the footer', () => {
  it('carries the copyright notice and the zip data credit', async () => {
    renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Pitstop. All rights reserved.`);
    expect(footer).toHaveTextContent('ZIP code data: GeoNames, licensed CC BY 4.0');
    expect(within(footer).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', ZIP_DATA_LICENSE_URL);
  });
});

describe('keyboard and screen-reader navigation', () => {
  it('makes a skip link the first Tab stop, leading to the page (the browser focuses it: the e2e navigation spec)', async () => {
    const user = userEvent.setup();
    renderAt('/from');
    await screen.findByRole('heading', { name: 'First page' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it("moves focus to the new page's heading after a navigation", async () => {
    const user = userEvent.setup();
    renderAt('/from');
    await user.click(await screen.findByRole('link', { name: 'Go on' }));
    const heading = await screen.findByRole('heading', { name: 'Second page' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus a new page chose itself', async () => {
    const user = userEvent.setup();
    renderAt('/from');
    await user.click(await screen.findByRole('link', { name: 'Enter a code' }));
    const field = await screen.findByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Confirm' })).not.toHaveFocus();
  });

  it('does not move focus on the first page load', async () => {
    renderAt('/to');
    const heading = await screen.findByRole('heading', { name: 'Second page' });
    expect(heading).not.toHaveFocus();
  });
});

describe('the global search (spec 001 §2)', () => {
  const signIn = (hasServiceRequests: boolean) => act(() => useAppStore.getState().setUser(makeProfile({ id: 'u1', firstName: 'Ada', hasServiceRequests })));

  it('shows in the navbar of a signed-in user with service requests', async () => {
    signIn(true);
    renderAt('/');
    expect(await within(screen.getByRole('banner')).findByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('is not shown to a user without service requests, nor to a guest', async () => {
    signIn(false);
    renderAt('/');
    await screen.findByRole('button', { name: 'Ada' });
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
    act(() => useAppStore.getState().setUser(null));
    await screen.findByRole('link', { name: 'Sign In' });
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('is not shown on a close-button route', async () => {
    signIn(true);
    renderAt('/invite');
    await screen.findByRole('link', { name: 'Close' });
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('is not shown where the nav links are hidden (the invite page)', async () => {
    signIn(true);
    renderAt('/429');
    await screen.findByRole('heading', { name: 'Too many requests' });
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
  });
});
