import { Chip, Group, Loader, Text } from '@mantine/core';
import type { Service } from '@pitstop/contracts';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { useRovingFocus } from '~/components/ui/roving-focus';

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

/**
 * Services as selectable chips (checkboxes): checking one adds it to the request, unchecking removes it. The group
 * is one stop of the Tab key (docs/product/keyboard-and-focus.md: the services page took 33 Tabs to reach Continue): Tab enters at the
 * chip last focused, arrows (and Home, End) move between chips, Space checks.
 */
export function ServiceChips({ services, isSelected, toggle, label, loading, error }: ServiceChipsProps) {
  const roving = useRovingFocus<HTMLInputElement>({ group: '[data-service-chips]', item: 'input', count: services?.length ?? 0 });
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
  return (
    <Group gap="xs" role="group" aria-label={label} data-service-chips>
      {list.map((service, index) => (
        <Chip
          key={service.id}
          checked={isSelected(service)}
          onChange={() => toggle(service)}
          variant="outline"
          {...roving.itemProps(index)}
        >
          {service.name}
        </Chip>
      ))}
    </Group>
  );
}
