import { Drawer, NavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NavItem } from './nav-item';
import { NavCount, linkProps } from './nav-links';

export interface MobileMenuProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  footer?: ReactNode;
}

/** The burger menu below 768 px (loaded on demand: most visits never open it). */
export default function MobileMenu({ id, opened, onClose, items, footer }: MobileMenuProps) {
  // Escape, the close button or a click outside: focus goes back to the burger that controls the menu. A link followed
  // only closes it: the new page takes focus (lib/focus-on-navigation.ts).
  const dismiss = () => {
    onClose();
    document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)?.focus();
  };
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={dismiss}
      position="right"
      size="xs"
      title="Menu"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': 'Close navigation menu' }}
      // Mantine gives focus back only from the second opening (the menu mounts open the first time), and would also
      // give it back after a link is followed, taking it from the new page: the nav does it, on a dismissal only.
      returnFocus={false}
    >
      <Stack component="nav" aria-label="Main" gap={4}>
        {items.map((item) => (
          <NavLink
            key={item.to}
            {...linkProps(item)}
            label={item.label}
            rightSection={<NavCount value={item.count} />}
            onClick={onClose}
            fw={600}
          />
        ))}
        {footer}
      </Stack>
    </Drawer>
  );
}
