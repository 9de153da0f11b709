import type { RepairCostJob } from '@pitstop/contracts';
import { Group, List, Stack, Title } from '@mantine/core';
import { href } from 'react-router';
import { PlainText, TextLink } from '~/components/ui/plain-text';
import type { PublicHead } from '~/lib/public-page';
import { jobQuestions, VEHICLE_CLASS_WORDS } from '../repair-cost-heads';
import { GetOffersLink } from './get-offers-link';
import { PriceBandTable } from './price-band-table';
import { PriceBasisNote } from './price-basis-note';
import { RepairCostFrame } from './repair-cost-frame';

/** /repair-cost/{make}/{model}/{service}: the job's band, what it includes, the questions it answers, related jobs. */
export function RepairCostJobPage({ data, head }: { data: RepairCostJob; head: PublicHead }) {
  const { make, model, service, band } = data;
  const params = { makeName: make.slug, modelName: model.slug };
  const vehicle = `${make.name} ${model.name}`;
  return (
    <RepairCostFrame head={head} title={`${service.name} cost on a ${vehicle}`} lead={`${service.categoryName} · priced as a ${VEHICLE_CLASS_WORDS[data.vehicleClass]}`}>
      {band ? (
        <PriceBandTable band={band} caption={`${service.name} on a ${vehicle}, across ${data.basis.shopCount} shops`} />
      ) : (
        <PlainText>No shop on our marketplace prices this job yet.</PlainText>
      )}
      <PriceBasisNote basis={data.basis} labor />
      <Stack gap="xs">
        <Title order={2} fz="xl">What is included</Title>
        <PlainText>{service.note ?? `${service.name}, as the shop's standard job.`}</PlainText>
        {service.pricedFor.length > 0 ? (
          <PlainText size="sm" dimmed>
            Priced for: {service.pricedFor.map(({ answer }) => answer).join('; ')}.
          </PlainText>
        ) : null}
      </Stack>
      <Group>
        <GetOffersLink label={`Get real offers for your ${vehicle}`} service={service} />
      </Group>
      {band ? (
        <Stack gap="xs">
          <Title order={2} fz="xl">Questions</Title>
          {jobQuestions(data).map(({ question, answer }) => (
            <Stack key={question} gap={2}>
              <Title order={3} fz="md">{question}</Title>
              <PlainText>{answer}</PlainText>
            </Stack>
          ))}
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={2} fz="xl">More on the {vehicle}</Title>
        <List spacing={4}>
          {data.related.map((job) => (
            <List.Item key={job.slug}>
              <TextLink to={href('/repair-cost/:makeName/:modelName/:serviceSlug', { ...params, serviceSlug: job.slug })}>
                {job.name} cost
              </TextLink>
            </List.Item>
          ))}
          <List.Item>
            <TextLink to={href('/repair-cost/:makeName/:modelName/recent-repairs', params)}>Recent {vehicle} repairs</TextLink>
          </List.Item>
          <List.Item>
            <TextLink to={href('/repair-cost/:makeName/:modelName', params)}>Every job on the {vehicle}</TextLink>
          </List.Item>
        </List>
      </Stack>
    </RepairCostFrame>
  );
}
