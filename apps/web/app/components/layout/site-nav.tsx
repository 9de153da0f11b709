import { Anchor, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense, lazy, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from './nav-item';
import { NavCount, linkProps } from './nav-links';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

export interface SiteNavProps {
  /** Links, inline from 768 px and in the burger menu below. */
  items: NavItem[];
  /** The main action beside the links (Sign In button, user menu), shown at every width. */
  action?: ReactNode;
  /** What the burger menu shows under the links (e.g. the user's menu entries). */
  menuFooter?: ReactNode;
}

/**
 * The navbar's links and action, with a burger menu (a Mantine Drawer) below 768 px. The drawer closes when
 * a link is followed and whenever the location changes.
 */
export function SiteNav({ items, action, menuFooter }: SiteNavProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const location = useLocation();
  const menuId = useId();

  useEffect(() => {
    close();
  }, [location.pathname, location.hash, close]);

  const inline = items.filter((item) => !item.mobileOnly);
  return (
    <Group gap="md" wrap="nowrap">
      {inline.length > 0 && (
        <Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm" wrap="nowrap">
          {inline.map((item) => (
            <Anchor key={item.to} {...linkProps(item)} c="dark.6" fw={600} fz="sm" underline="never">
              <Group component="span" gap={6} wrap="nowrap">
                {item.label}
                <NavCount value={item.count} />
              </Group>
            </Anchor>
          ))}
        </Group>
      )}
      {action}
      <Burger
        opened={opened}
        onClick={() => {
          setMenuWanted(true);
          toggle();
        }}
        // Fetch the menu's code as soon as a pointer or focus reaches the button.
        onPointerEnter={() => void loadMobileMenu()}
        onFocus={() => void loadMobileMenu()}
        hiddenFrom="sm"
        size="sm"
        aria-label={opened ? 'Close navigation menu' : 'Open navigation menu'}
        aria-expanded={opened}
        aria-controls={menuId}
      />
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} opened={opened} onClose={close} items={items} footer={menuFooter} />
        </Suspense>
      )}
    </Group>
  );
}
