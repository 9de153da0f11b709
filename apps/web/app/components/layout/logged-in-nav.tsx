import { Button, Divider, Menu, NavLink, Stack } from '@mantine/core';
import type { RuntimeConfig } from '@pitstop/contracts';
import { Link, href } from 'react-router';
import { configuredDashboard, useRuntimeConfig } from '~/lib/runtime-config';
import { type PartnerFrame, type StoredUser, useAppStore } from '~/lib/store';
import type { NavItem } from './nav-item';
import { SiteNav } from './site-nav';

export interface LoggedInNavProps {
  user: StoredUser;
  /** Unread messages (the threads' count, kept live; the profile's until it has loaded). */
  unreadCount?: number;
  /** Ends the session: tells the server, clears local state, goes home. */
  onLogout: () => void;
}

/**
 * The signed-in links (docs/product/signed-in-home.md): Home (mobile only), Admin for admins (the
 * admin dashboard) and partner admins (the partner admin dashboard) in a new tab when that dashboard is
 * configured, Help, and Messages with the unread count — hidden when paywalled (spec 001 §2).
 */
export function loggedInNavItems(
  user: StoredUser,
  config: Pick<RuntimeConfig, 'adminDashboardUrl' | 'partnerAdminUrl'>,
  partner: Pick<PartnerFrame, 'hasOffers' | 'paywalled'> = {},
  unreadCount = user.unreadCount ?? 0,
): NavItem[] {
  const items: NavItem[] = [{ label: 'Home', to: href('/dashboard'), mobileOnly: true }];
  // No link while the dashboard is not configured: the app serves none of them (configuredDashboard).
  const admin = user.admin ? configuredDashboard(config.adminDashboardUrl) : null;
  const partnerAdmin = user.administeredPartners.length > 0 ? configuredDashboard(config.partnerAdminUrl) : null;
  const adminUrl = admin ?? partnerAdmin;
  if (adminUrl) items.push({ label: 'Admin', to: adminUrl, external: true });
  // Shop staff's portal (ADR 037): where they land after signing in, and one click away from anywhere.
  if (user.shopStaff) items.push({ label: 'Shop', to: href('/shop') });
  // Spec 001 "Layout and navigation": only when the partner has offers for its members.
  if (partner.hasOffers) items.push({ label: 'AutoEssentials', to: href('/auto-essentials') });
  items.push({ label: 'Help', to: href('/contact') });
  if (!partner.paywalled) items.push({ label: 'Messages', to: href('/messages'), count: unreadCount });
  return items;
}

/**
 * The user menu's pages (docs/product/signed-in-home.md), the same in the dropdown and the burger menu: what the person has —
 * their requests, their appointments —, booking a visit directly, and their profile.
 */
export const USER_MENU_ITEMS: readonly NavItem[] = [
  { label: 'Your requests', to: href('/service-requests') },
  { label: 'Your appointments', to: href('/appointments') },
  { label: 'Book an appointment', to: href('/book-appointment') },
  { label: 'Rewards', to: href('/rewards') },
  { label: 'Profile', to: href('/profile/account') },
];

/** The user menu as a paywalled user sees it (spec 001 §2 guards, §4 "Paywall"): no Profile. */
export const userMenuItems = (paywalled: boolean): readonly NavItem[] =>
  paywalled ? USER_MENU_ITEMS.filter((item) => item.to !== href('/profile/account')) : USER_MENU_ITEMS;

/**
 * The signed-in navbar: the links, and a menu labelled with the user's first name (falling back to
 * Profile) holding the user menu's pages (`USER_MENU_ITEMS`) and Logout. Below 768 px the same entries are in the burger menu.
 */
export function LoggedInNav({ user, unreadCount, onLogout }: LoggedInNavProps) {
  const config = useRuntimeConfig();
  const partner = useAppStore((state) => state.partner) ?? {};
  // The menu's label falls back to Profile, but not for a paywalled user, who has no Profile (spec §2).
  const name = user.firstName?.trim() || (partner.paywalled ? 'Account' : 'Profile');
  const items = loggedInNavItems(user, config, partner, unreadCount);
  const menuItems = userMenuItems(partner.paywalled === true);
  const userMenu = (
    // No focus placeholder: a bare element inside role="menu" is not a menu item (axe: aria-required-children).
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" size="sm" radius="xl" visibleFrom="sm">
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {menuItems.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Item onClick={onLogout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
  const menuFooter = (
    <Stack gap={4}>
      <Divider my="xs" />
      {menuItems.map((item) => (
        <NavLink key={item.to} component={Link} to={item.to} label={item.label} fw={600} />
      ))}
      <NavLink component="button" label="Logout" onClick={onLogout} fw={600} />
    </Stack>
  );
  return <SiteNav items={items} action={userMenu} menuFooter={menuFooter} />;
}
