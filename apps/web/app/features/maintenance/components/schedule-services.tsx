import { Group, Stack, Title } from '@mantine/core';
import type { Service, ScheduleService } from '@pitstop/contracts';
import { href } from 'react-router';
import { PlainText, TextLink } from '~/components/ui/plain-text';
import { useAppStore } from '~/lib/store';
import { miles } from '../maintenance-pages';

/** The catalogue service of a schedule entry, as the request's onramp keeps it. */
const serviceOf = ({ everyMiles: _every, includes: _includes, ...service }: ScheduleService): Service => service;

/**
 * The schedule's services, how often each comes, and a way to get offers for it: the link starts a service request
 * with the service chosen (it goes into the request's cart, as the home page's search puts a picked one).
 */
export function ScheduleServices({ services, vehicle }: { services: readonly ScheduleService[]; vehicle: string }) {
  return (
    <Stack gap="md" component="ul" p={0} style={{ listStyle: 'none' }}>
      {services.map((service) => (
        <Stack key={service.slug} gap={2} component="li">
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Title order={3} fz="md">
              {service.name}
            </Title>
            <TextLink
              to={href('/service-request/services/service')}
              size="sm"
              strong
              aria-label={`Get offers for ${service.name.toLowerCase()} on your ${vehicle}`}
              onClick={() => useAppStore.getState().addCartService(serviceOf(service))}
            >
              Get offers
            </TextLink>
          </Group>
          <PlainText size="sm">
            Every {miles(service.everyMiles)} miles{service.note ? `. ${service.note}` : '.'}
          </PlainText>
        </Stack>
      ))}
    </Stack>
  );
}
