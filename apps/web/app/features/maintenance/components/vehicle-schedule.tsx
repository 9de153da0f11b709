import { Group, Stack, Title } from '@mantine/core';
import type { VehicleMaintenanceSchedule } from '@pitstop/contracts';
import { PlainText, TextLink } from '~/components/ui/plain-text';
import type { PublicHead } from '~/lib/public-page';
import { canonicalSchedulePath, maintenanceFaq, vehicleName } from '../maintenance-pages';
import { MaintenanceFaq } from './maintenance-faq';
import { PageIntro } from './page-intro';
import { ScheduleSections } from './schedule-sections';

/**
 * A vehicle's maintenance schedule (a model, or a model year; docs/product/maintenance-pages.md): what the data
 * knows of the vehicle (its years, or the year's trims), the schedule by mileage, its services with a way to get
 * offers, and the questions owners ask — with the plain word that these are typical intervals, not the maker's.
 */
export function VehicleSchedule({ schedule, head }: { schedule: VehicleMaintenanceSchedule; head: PublicHead }) {
  const vehicle = vehicleName(schedule);
  const modelName = `${schedule.make.name} ${schedule.model.name}`;
  return (
    <Stack gap="xl">
      <PageIntro crumbs={head.breadcrumbs} title={`${vehicle} maintenance schedule`}>
        What a {vehicle} is due for at each 5,000 miles, from 5,000 to 150,000. These are typical intervals for a modern
        car under normal driving, the same we suggest for every make and model — not {schedule.make.name}’s own schedule.
        The owner’s manual of your car has the final word, and severe driving (short trips, towing, heat, dust) calls for
        some services sooner.
      </PageIntro>

      {schedule.year === null ? (
        <Stack gap="xs" component="section" aria-labelledby="model-years">
          <Title order={2} fz="lg" id="model-years">
            Model years
          </Title>
          <Group gap="sm">
            {schedule.years.map((year) => (
              <TextLink key={year} to={canonicalSchedulePath({ model: schedule.model, year })} size="sm">
                {year} {schedule.model.name}
              </TextLink>
            ))}
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs" component="section" aria-labelledby="model-year">
          <Title order={2} fz="lg" id="model-year">
            The {vehicle}
          </Title>
          <PlainText size="sm">
            {schedule.trims.length > 0
              ? `Trims in our vehicle data: ${schedule.trims.join(', ')}.`
              : 'Our vehicle data names no trims of this model year.'}{' '}
            <TextLink to={canonicalSchedulePath({ model: schedule.model, year: null })} underline="always">
              Every year of the {modelName}
            </TextLink>
          </PlainText>
        </Stack>
      )}

      <ScheduleSections milestones={schedule.milestones} services={schedule.services} vehicle={vehicle} caption={`Typical maintenance of a ${vehicle}`} />

      <Stack gap="xs" component="section" aria-labelledby="questions">
        <Title order={2} fz="lg" id="questions">
          Questions about {vehicle} maintenance
        </Title>
        <MaintenanceFaq faq={maintenanceFaq(schedule)} />
      </Stack>

      <PlainText size="xs" dimmed>
        Vehicle data: {schedule.source}.
      </PlainText>
    </Stack>
  );
}
