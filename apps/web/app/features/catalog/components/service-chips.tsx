import { Chip, Group, Loader, Text } from '@mantine/core';
import type { Service } from '@pitstop/contracts';
import { extractErrorText } from '@pitstop/contracts/common/errors';

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

/** Services as selectable chips (checkboxes): checking one adds it to the request, unchecking removes it. */
export function ServiceChips({ services, isSelected, toggle, label, loading, error }: ServiceChipsProps) {
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
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {(services ?? []).map((service) => (
        <Chip key={service.id} checked={isSelected(service)} onChange={() => toggle(service)} variant="outline">
          {service.name}
        </Chip>
      ))}
    </Group>
  );
}
