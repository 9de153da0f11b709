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
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Menu"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': 'Close navigation menu' }}
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
