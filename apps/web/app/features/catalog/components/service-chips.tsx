import { Chip, Group, Loader, Text, createScopedKeydownHandler } from '@mantine/core';
import type { Service } from '@pitstop/contracts';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { type KeyboardEvent, useState } from 'react';

export interface ServiceChipsProps {
  services: Service[] | undefined;
  isSelected: (service: Service) => boolean;
  toggle: (service: Service) => void;
  /** Names the group for assistive technology. */
  label: string;
  loading?: boolean;
  /** A failed load: its message is shown. */
  error?: unknown;
}

// Arrow keys move between the group's checkboxes, in both directions as the chips wrap into rows (Mantine's helper).
const GROUP = '[data-service-chips]';
const moveAcross = createScopedKeydownHandler({ parentSelector: GROUP, siblingSelector: 'input', orientation: 'horizontal', dir: 'ltr' });
const moveDown = createScopedKeydownHandler({ parentSelector: GROUP, siblingSelector: 'input', orientation: 'vertical', dir: 'ltr' });
// The helper is typed for buttons (Tabs, SegmentedControl) and reads only the event's target and key.
const move = (event: KeyboardEvent<HTMLInputElement>) => {
  const keyed = event as unknown as KeyboardEvent<HTMLButtonElement>;
  moveAcross(keyed);
  moveDown(keyed);
};

/**
 * Services as selectable chips (checkboxes): checking one adds it to the request, unchecking removes it. The group
 * is one stop of the Tab key (issue 23 §6: the services page took 33 Tabs to reach Continue): Tab enters at the
 * chip last focused, arrows (and Home, End) move between chips, Space checks.
 */
export function ServiceChips({ services, isSelected, toggle, label, loading, error }: ServiceChipsProps) {
  const [focused, setFocused] = useState(0);
  if (loading) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Loading services…</Text>
      </Group>
    );
  }
  if (error) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {extractErrorText(error)}
      </Text>
    );
  }
  const list = services ?? [];
  const stop = Math.min(focused, list.length - 1);
  return (
    <Group gap="xs" role="group" aria-label={label} data-service-chips>
      {list.map((service, index) => (
        <Chip
          key={service.id}
          checked={isSelected(service)}
          onChange={() => toggle(service)}
          variant="outline"
          tabIndex={index === stop ? 0 : -1}
          onFocus={() => setFocused(index)}
          onKeyDown={move}
        >
          {service.name}
        </Chip>
      ))}
    </Group>
  );
}
