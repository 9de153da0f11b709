import { Stack, Title } from '@mantine/core';
import type { ScheduleMilestone, ScheduleService } from '@pitstop/contracts';
import { ScheduleServices } from './schedule-services';
import { ScheduleTable } from './schedule-table';

/** The schedule's two sections: the table by mileage, and each service with how often it comes and Get offers. */
export function ScheduleSections({
  milestones,
  services,
  vehicle,
  caption,
}: {
  milestones: readonly ScheduleMilestone[];
  services: readonly ScheduleService[];
  /** "2015 Honda Civic", or "car" on the pages of no vehicle. */
  vehicle: string;
  caption: string;
}) {
  return (
    <>
      <Stack gap="xs" component="section" aria-labelledby="by-mileage">
        <Title order={2} fz="lg" id="by-mileage">
          By mileage
        </Title>
        <ScheduleTable milestones={milestones} services={services} caption={caption} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="services">
        <Title order={2} fz="lg" id="services">
          The services and how often
        </Title>
        <ScheduleServices services={services} vehicle={vehicle} />
      </Stack>
    </>
  );
}
