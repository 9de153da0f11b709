import { Button, Stack } from '@mantine/core';
import { Link, href, useLocation } from 'react-router';
import type { NavItem } from './nav-item';
import { SiteNav } from './site-nav';

/** Sections of the landing page: the only places a guest's nav links to until more public pages exist. */
export const GUEST_NAV_ITEMS: NavItem[] = [
  { label: 'How it works', to: `${href('/')}#how-it-works` },
  { label: 'Plus membership', to: `${href('/')}#plus` },
];

/**
 * Signed out (docs/product/signed-in-home.md): a Sign Up button on the sign-in page, otherwise Sign In. /forgot-password is the
 * sign-in screen too (docs/product/accounts.md), so it offers Sign Up rather than a Sign In button to itself.
 */
export function LoggedOutNav() {
  const { pathname } = useLocation();
  const onSignIn = pathname === href('/sign-in') || pathname === href('/forgot-password');
  const button = (fullWidth: boolean) =>
    onSignIn ? (
      <Button component={Link} to={href('/sign-up')} size="sm" radius="xl" fullWidth={fullWidth}>
        Sign Up
      </Button>
    ) : (
      <Button component={Link} to={href('/sign-in')} size="sm" radius="xl" variant="outline" fullWidth={fullWidth}>
        Sign In
      </Button>
    );
  return (
    <SiteNav
      items={GUEST_NAV_ITEMS}
      action={button(false)}
      menuFooter={
        <Stack mt="md" px="sm">
          {button(true)}
        </Stack>
      }
    />
  );
}
