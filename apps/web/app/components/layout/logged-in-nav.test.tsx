import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { makeProfile } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LoggedInNav, loggedInNavItems, userMenuItems } from './logged-in-nav';

const config = { adminDashboardUrl: 'https://admin.example.com', partnerAdminUrl: 'https://partners.example.com' };

afterEach(() => act(() => resetStoreForTests()));

describe('the logged-in nav links', () => {
  it('has Home (mobile only) and Help for everyone, Admin for admins and partner admins in a new tab', () => {
    expect(loggedInNavItems(makeProfile(), config)).toEqual([
      { label: 'Home', to: '/dashboard', mobileOnly: true },
      { label: 'Help', to: '/contact' },
      { label: 'Messages', to: '/messages', count: 0 },
    ]);
    expect(loggedInNavItems(makeProfile({ admin: true }), config)).toContainEqual({
      label: 'Admin',
      to: 'https://admin.example.com',
      external: true,
    });
    const partnerAdmin = makeProfile({ administeredPartners: [{ id: 'p1', name: 'Amazon Flex', slug: 'amazon-flex' }] });
    expect(loggedInNavItems(partnerAdmin, config)).toContainEqual({
      label: 'Admin',
      to: 'https://partners.example.com',
      external: true,
    });
  });

  it('has a Shop link for shop staff, before Help', () => {
    expect(loggedInNavItems(makeProfile({ shopStaff: true }), config).map((item) => [item.label, item.to])).toEqual([
      ['Home', '/dashboard'],
      ['Shop', '/shop'],
      ['Help', '/contact'],
      ['Messages', '/messages'],
    ]);
    expect(loggedInNavItems(makeProfile(), config).map((item) => item.label)).not.toContain('Shop');
  });

  it('has no Admin link while the dashboard is not configured (the server default is a path this app does not serve)', () => {
    const unconfigured = { adminDashboardUrl: '/admin', partnerAdminUrl: '/partner-admin' };
    const partnerAdmin = makeProfile({ administeredPartners: [{ id: 'p1', name: 'Amazon Flex', slug: 'amazon-flex' }] });
    for (const user of [makeProfile({ admin: true }), partnerAdmin]) {
      expect(loggedInNavItems(user, unconfigured).map((item) => item.label)).toEqual(['Home', 'Help', 'Messages']);
      expect(loggedInNavItems(user, { adminDashboardUrl: '', partnerAdminUrl: '' }).map((item) => item.label)).toEqual(['Home', 'Help', 'Messages']);
    }
    renderWithProviders(<LoggedInNav user={makeProfile({ admin: true })} onLogout={() => {}} />);
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('opens Admin in a new tab without giving it this window', () => {
    act(() => useAppStore.getState().setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, ...config }, 'loaded'));
    renderWithProviders(<LoggedInNav user={makeProfile({ admin: true })} onLogout={() => {}} />);
    const admin = screen.getByRole('link', { name: 'Admin' });
    expect(admin).toHaveAttribute('target', '_blank');
    expect(admin).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});

describe('the user menu', () => {
  it('is labelled with the first name and holds your requests, your appointments, booking, Profile and Logout', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithProviders(<LoggedInNav user={makeProfile({ firstName: 'Ada', unreadCount: 3 })} onLogout={onLogout} />);

    await user.click(screen.getByRole('button', { name: 'Ada' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Your requests' })).toHaveAttribute('href', '/service-requests');
    expect(within(menu).getByRole('menuitem', { name: 'Your appointments' })).toHaveAttribute('href', '/appointments');
    expect(within(menu).getByRole('menuitem', { name: 'Book an appointment' })).toHaveAttribute('href', '/book-appointment');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile/account');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('offers the same pages in the burger menu', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM;
    happyDom.setViewport({ width: 360, height: 740 });
    onTestFinished(() => happyDom.setViewport({ width: 1024, height: 768 }));
    const user = userEvent.setup();
    renderWithProviders(<LoggedInNav user={makeProfile({ firstName: 'Ada', shopStaff: true })} onLogout={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    for (const [name, path] of [
      ['Shop', '/shop'],
      ['Your requests', '/service-requests'],
      ['Your appointments', '/appointments'],
      ['Book an appointment', '/book-appointment'],
    ]) {
      expect(within(drawer).getByRole('link', { name })).toHaveAttribute('href', path);
    }
  });
});

describe('the paywall and the partner’s links (spec 001 §2, §4; ADR 060)', () => {
  afterEach(() => act(() => useAppStore.setState({ partner: undefined })));

  it('hides Profile and Messages from a paywalled user', async () => {
    act(() => useAppStore.setState({ partner: { paywalled: true } }));
    renderWithProviders(<LoggedInNav user={makeProfile({ firstName: '', unreadCount: 3 })} onLogout={() => {}} />);
    const menu = screen.getByRole('button', { name: 'Account' });
    await userEvent.setup().click(menu);
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
    expect(userMenuItems(true).map((item) => item.label)).not.toContain('Profile');
  });

  it('shows Profile, and Messages with the unread count (the live one when given, else the profile’s), otherwise', async () => {
    const { unmount } = renderWithProviders(<LoggedInNav user={makeProfile({ firstName: '', unreadCount: 3 })} onLogout={() => {}} />);
    expect(screen.getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/messages');
    expect(screen.getByLabelText('3 unread')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<LoggedInNav user={makeProfile({ firstName: '', unreadCount: 3 })} unreadCount={0} onLogout={() => {}} />);
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/unread/)).not.toBeInTheDocument();
  });

  it('has AutoEssentials only when the partner has offers', () => {
    expect(loggedInNavItems(makeProfile(), config, { hasOffers: true }).map((item) => [item.label, item.to])).toContainEqual([
      'AutoEssentials',
      '/auto-essentials',
    ]);
    expect(loggedInNavItems(makeProfile(), config, { hasOffers: false }).map((item) => item.label)).not.toContain('AutoEssentials');
  });
});
