import type { RepairCostIndex } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { Stack, Title } from '@mantine/core';
import { href } from 'react-router';
import { DataTable } from '~/components/ui/data-table';
import { TextLink } from '~/components/ui/plain-text';
import type { PublicHead } from '~/lib/public-page';
import { GetOffersLink } from './get-offers-link';
import { PriceBasisNote } from './price-basis-note';
import { RepairCostFrame } from './repair-cost-frame';
import classes from './repair-costs.module.css';

/** /repair-cost: the popular models, the popular jobs on a midsize car, every make. */
export function RepairCostIndexPage({ data, head }: { data: RepairCostIndex; head: PublicHead }) {
  return (
    <RepairCostFrame head={head} title="Car repair costs" lead="What a repair or maintenance job costs on your make and model, from the prices of the shops on our marketplace.">
      <Stack gap="xs">
        <Title order={2} fz="xl">Popular models</Title>
        <ul className={classes.grid} aria-label="Popular models">
          {data.popularModels.map(({ make, model }) => (
            <li key={`${make.slug}/${model.slug}`}>
              <TextLink to={href('/repair-cost/:makeName/:modelName', { makeName: make.slug, modelName: model.slug })}>
                {make.name} {model.name}
              </TextLink>
            </li>
          ))}
        </ul>
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
        <ul className={classes.columns} aria-label="Every make">
          {data.makes.map((make) => (
            <li key={make.slug}>
              <TextLink to={href('/repair-cost/:makeName', { makeName: make.slug })}>{make.name}</TextLink>
            </li>
          ))}
        </ul>
      </Stack>
      <GetOffersLink />
    </RepairCostFrame>
  );
}
