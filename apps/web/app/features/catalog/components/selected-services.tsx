import { Badge, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import type { Service } from '@pitstop/contracts';

/** The services chosen so far, each removable. */
export function SelectedServices({ selected, remove }: { selected: Service[]; remove: (service: Service) => void }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="selected-services-title">
      <Title order={2} fz="lg" id="selected-services-title">
        Your services {selected.length > 0 && `(${selected.length})`}
      </Title>
      {selected.length === 0 ? (
        <Text c="dimmed" size="sm">
          No services chosen yet. Search above, pick a popular service, or describe the problem.
        </Text>
      ) : (
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {selected.map((service) => (
            <li key={service.id}>
              <Badge
                size="lg"
                variant="outline"
                tt="none"
                rightSection={
                  <CloseButton size="xs" aria-label={`Remove ${service.name}`} onClick={() => remove(service)} />
                }
              >
                {service.name}
              </Badge>
            </li>
          ))}
        </Group>
      )}
    </Stack>
  );
}
