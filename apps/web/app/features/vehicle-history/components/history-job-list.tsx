import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type VehicleHistory, formatCents, vehicleHistoryTitle } from '@pitstop/contracts';
import { formatDay, formatMiles, paidBreakdown } from '../history-display';

/**
 * A vehicle's history as read (docs/product/vehicle-history.md): the car, then each completed job — the day and the
 * shop, its address and the mileage, the work with its prices, what was paid — newest first. The owner's page and
 * the public share page show the same.
 */
export function HistoryJobList({ history, headingLevel = 2 }: { history: Omit<VehicleHistory, 'id'>; headingLevel?: 2 | 3 }) {
  const { vehicle, jobs } = history;
  const facts = [vehicle.engine, vehicle.vin && `VIN ${vehicle.vin}`, vehicle.mileage !== null && `${formatMiles(vehicle.mileage)} last recorded`];
  const jobHeading = headingLevel === 2 ? 3 : 4;
  return (
    <Stack gap="md">
      <div>
        <Title order={headingLevel} fz="xl">
          {vehicleHistoryTitle(vehicle)}
        </Title>
        <Text size="sm" c="dimmed">
          {facts.filter(Boolean).join(' · ')}
        </Text>
      </div>
      {jobs.length === 0 ? (
        <Text>No completed jobs yet. A job booked here appears once the shop marks it done.</Text>
      ) : (
        <>
          <Text size="sm">
            {jobs.length} completed {jobs.length === 1 ? 'job' : 'jobs'}, {formatCents(history.totalPaidCents)} paid in all.
          </Text>
          <Stack gap="sm" component="ol" aria-label="Completed jobs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {jobs.map((job) => {
              const breakdown = paidBreakdown(job);
              return (
                <Card key={job.id} withBorder radius="md" padding="md" component="li">
                  <Stack gap={6}>
                    <Title order={jobHeading} fz="md">
                      {formatDay(job.serviceDate)} · {job.shopName}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {[job.shopAddress, job.mileage !== null && `Mileage ${formatMiles(job.mileage)}`].filter(Boolean).join(' · ')}
                    </Text>
                    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} aria-label={`Work on ${formatDay(job.serviceDate)}`}>
                      <Table.Tbody>
                        {job.work.map((line, index) => (
                          <Table.Tr key={`${line.name}-${index}`}>
                            <Table.Td>
                              {line.name}
                              {line.kind === 'extra' && (
                                <Text span size="xs" c="dimmed">
                                  {' '}
                                  (extra work approved)
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                              {formatCents(line.totalCents)}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                    <Group gap={6} wrap="wrap">
                      <Text fw={700}>Paid {formatCents(job.paidCents)}</Text>
                      {breakdown && (
                        <Text size="sm" c="dimmed">
                          ({breakdown})
                        </Text>
                      )}
                    </Group>
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        </>
      )}
    </Stack>
  );
}
