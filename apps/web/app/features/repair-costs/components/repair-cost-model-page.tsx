import type { RepairCostModel } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { Group, Stack } from '@mantine/core';
import { href } from 'react-router';
import { DataTable } from '~/components/ui/data-table';
import { TextLink } from '~/components/ui/plain-text';
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
        <TextLink to={href('/repair-cost/:makeName/:modelName/recent-repairs', params)}>
          Recent {make.name} {model.name} repairs and what they cost
        </TextLink>
      </Group>
      <Stack gap="xs">
        <DataTable label={`Jobs on the ${make.name} ${model.name}`}>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Category</th>
                <th scope="col" data-num>Typical price</th>
              </tr>
            </thead>
            <tbody>
              {data.jobs.map((job) => (
                <tr key={job.slug}>
                  <th scope="row">
                    <TextLink to={href('/repair-cost/:makeName/:modelName/:serviceSlug', { ...params, serviceSlug: job.slug })}>
                      {job.name}
                    </TextLink>
                  </th>
                  <td>{job.categoryName}</td>
                  <td data-num>{job.total ? formatCents(job.total.typicalCents) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        <PriceBasisNote basis={data.basis} />
      </Stack>
      <GetOffersLink />
    </RepairCostFrame>
  );
}
