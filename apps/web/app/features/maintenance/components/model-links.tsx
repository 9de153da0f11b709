import { Anchor, SimpleGrid, Text } from '@mantine/core';
import type { MaintenanceModel } from '@pitstop/contracts';
import { Link } from 'react-router';

const span = ({ firstYear, lastYear }: MaintenanceModel) => (firstYear === lastYear ? String(firstYear) : `${firstYear}–${lastYear}`);

/** A make's models as links to their schedules (`pathOf`), each with the span of its model years. */
export function ModelLinks({ models, pathOf, label }: { models: readonly MaintenanceModel[]; pathOf: (model: MaintenanceModel) => string; label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {models.map((model) => (
        <li key={model.slug}>
          <Anchor component={Link} to={pathOf(model)} size="sm">
            {model.name}
          </Anchor>{' '}
          <Text span size="xs" c="dimmed">
            {span(model)}
          </Text>
        </li>
      ))}
    </SimpleGrid>
  );
}
