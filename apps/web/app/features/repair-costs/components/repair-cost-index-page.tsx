import type { RepairCostIndex } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { List, SimpleGrid, Stack, Title } from '@mantine/core';
import { href } from 'react-router';
import { DataTable } from '~/components/ui/data-table';
import { TextLink } from '~/components/ui/plain-text';
import type { PublicHead } from '~/lib/public-page';
import { GetOffersLink } from './get-offers-link';
import { PriceBasisNote } from './price-basis-note';
import { RepairCostFrame } from './repair-cost-frame';

/** /repair-cost: the popular models, the popular jobs on a midsize car, every make. */
export function RepairCostIndexPage({ data, head }: { data: RepairCostIndex; head: PublicHead }) {
  return (
    <RepairCostFrame head={head} title="Car repair costs" lead="What a repair or maintenance job costs on your make and model, from the prices of the shops on our marketplace.">
      <Stack gap="xs">
        <Title order={2} fz="xl">Popular models</Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
          {data.popularModels.map(({ make, model }) => (
            <TextLink key={`${make.slug}/${model.slug}`} to={href('/repair-cost/:makeName/:modelName', { makeName: make.slug, modelName: model.slug })}>
              {make.name} {model.name}
            </TextLink>
          ))}
        </SimpleGrid>
      </Stack>
      {data.popularServices.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} fz="xl">Popular jobs on a midsize car</Title>
          <DataTable label="Popular jobs">
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col" data-num>Typical</th>
                  <th scope="col" data-num>Range</th>
                </tr>
              </thead>
              <tbody>
                {data.popularServices.map((job) => (
                  <tr key={job.slug}>
                    <th scope="row">{job.name}</th>
                    <td data-num>{job.total ? formatCents(job.total.typicalCents) : '—'}</td>
                    <td data-num>{job.total ? `${formatCents(job.total.lowCents)}–${formatCents(job.total.highCents)}` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          <PriceBasisNote basis={data.basis} />
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={2} fz="xl">Every make</Title>
        <List listStyleType="none" spacing={4} styles={{ root: { columnWidth: '10rem' } }}>
          {data.makes.map((make) => (
            <List.Item key={make.slug}>
              <TextLink to={href('/repair-cost/:makeName', { makeName: make.slug })}>{make.name}</TextLink>
            </List.Item>
          ))}
        </List>
      </Stack>
      <GetOffersLink />
    </RepairCostFrame>
  );
}
