import type { RepairCostModel } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { Anchor, Group, Stack, Table } from '@mantine/core';
import { Link, href } from 'react-router';
import { TableScroll } from '~/components/ui/table-scroll';
import type { PublicHead } from '~/lib/public-page';
import { VEHICLE_CLASS_WORDS } from '../repair-cost-heads';
import { GetOffersLink } from './get-offers-link';
import { PriceBasisNote } from './price-basis-note';
import { RepairCostFrame } from './repair-cost-frame';

/** /repair-cost/{make}/{model}: every priced job with its typical total, each to its own page; the recent repairs. */
export function RepairCostModelPage({ data, head }: { data: RepairCostModel; head: PublicHead }) {
  const { make, model } = data;
  const params = { makeName: make.slug, modelName: model.slug };
  return (
    <RepairCostFrame
      head={head}
      title={`${make.name} ${model.name} repair costs`}
      lead={`Shops price a ${make.name} ${model.name} as a ${VEHICLE_CLASS_WORDS[data.vehicleClass]}. Choose a job for its price range, labor and parts.`}
    >
      <Group gap="md">
        <Anchor component={Link} to={href('/repair-cost/:makeName/:modelName/recent-repairs', params)}>
          Recent {make.name} {model.name} repairs and what they cost
        </Anchor>
      </Group>
      <Stack gap="xs">
        <TableScroll label={`Jobs on the ${make.name} ${model.name}`}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Job</Table.Th>
                <Table.Th scope="col">Category</Table.Th>
                <Table.Th scope="col" ta="right">Typical price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.jobs.map((job) => (
                <Table.Tr key={job.slug}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={href('/repair-cost/:makeName/:modelName/:serviceSlug', { ...params, serviceSlug: job.slug })}>
                      {job.name}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{job.categoryName}</Table.Td>
                  <Table.Td ta="right">{job.total ? formatCents(job.total.typicalCents) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <PriceBasisNote basis={data.basis} />
      </Stack>
      <GetOffersLink />
    </RepairCostFrame>
  );
}
