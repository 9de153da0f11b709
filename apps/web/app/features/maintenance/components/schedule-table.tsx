import { Table } from '@mantine/core';
import type { ScheduleMilestone, ScheduleService } from '@pitstop/contracts';
import { miles } from '../maintenance-pages';

/** The schedule by mileage: each milestone and the services due then (a mileage package first). */
export function ScheduleTable({ milestones, services, caption }: { milestones: readonly ScheduleMilestone[]; services: readonly ScheduleService[]; caption: string }) {
  const names = new Map(services.map((service) => [service.slug, service.name]));
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped verticalSpacing="xs" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="8.5rem">
              Mileage
            </Table.Th>
            <Table.Th scope="col">Services due</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {milestones.map((milestone) => (
            <Table.Tr key={milestone.mileage}>
              <Table.Th scope="row" fw={600}>
                {miles(milestone.mileage)} mi
              </Table.Th>
              <Table.Td>{milestone.slugs.map((slug) => names.get(slug) ?? slug).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
