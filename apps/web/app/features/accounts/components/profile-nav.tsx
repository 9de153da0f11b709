import { Button, Group } from '@mantine/core';
import { Link, href, useLocation } from 'react-router';

export interface ProfilePage {
  label: string;
  to: string;
}

/**
 * The profile's subpages (docs/product/accounts.md): only those that exist are listed; the others join as their pages are built.
 */
export const PROFILE_PAGES: ProfilePage[] = [
  { label: 'Account', to: href('/profile/account') },
  { label: 'Password', to: href('/profile/password') },
  { label: 'Vehicle', to: href('/profile/vehicle') },
  { label: 'Reviews', to: href('/profile/reviews') },
  { label: 'Subscriptions', to: href('/profile/subscriptions') },
  { label: 'Roadside', to: href('/profile/roadside') },
];

export function ProfileNav({ pages = PROFILE_PAGES }: { pages?: ProfilePage[] }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Profile" gap="xs">
      {pages.map((page) => {
        const current = pathname === page.to || pathname.startsWith(`${page.to}/`);
        return (
          <Button
            key={page.to}
            component={Link}
            to={page.to}
            variant={current ? 'filled' : 'default'}
            radius="xl"
            size="sm"
            aria-current={current ? 'page' : undefined}
          >
            {page.label}
          </Button>
        );
      })}
    </Group>
  );
}
