import { SimpleGrid } from '@mantine/core';
import { PlainText, TextLink } from '~/components/ui/plain-text';
import type { MaintenanceMakeList } from '@pitstop/contracts';
import { href } from 'react-router';

/** Every make as a link to its models, with how many it has. */
export function MakeLinks({ makes }: { makes: MaintenanceMakeList['makes'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs" verticalSpacing={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Makes">
      {makes.map((make) => (
        <li key={make.slug}>
          <TextLink to={href('/maintenance-schedule/:make', { make: make.slug })} size="sm">
            {make.name}
          </TextLink>{' '}
          <PlainText as="span" size="xs" dimmed>
            {make.modelCount} {make.modelCount === 1 ? 'model' : 'models'}
          </PlainText>
        </li>
      ))}
    </SimpleGrid>
  );
}
