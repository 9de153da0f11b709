import { SimpleGrid } from '@mantine/core';
import { PlainText, TextLink } from '~/components/ui/plain-text';
import type { MaintenanceModel } from '@pitstop/contracts';

const span = ({ firstYear, lastYear }: MaintenanceModel) => (firstYear === lastYear ? String(firstYear) : `${firstYear}–${lastYear}`);

/** A make's models as links to their schedules (`pathOf`), each with the span of its model years. */
export function ModelLinks({ models, pathOf, label }: { models: readonly MaintenanceModel[]; pathOf: (model: MaintenanceModel) => string; label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {models.map((model) => (
        <li key={model.slug}>
          <TextLink to={pathOf(model)} size="sm">
            {model.name}
          </TextLink>{' '}
          <PlainText as="span" size="xs" dimmed>
            {span(model)}
          </PlainText>
        </li>
      ))}
    </SimpleGrid>
  );
}
