import { Stack, Table, Text, Title } from '@mantine/core';
import type { AutoRepairCityResponse } from '@pitstop/contracts';
import { VEHICLE_CLASS_TEXT } from '@pitstop/contracts/catalog';
import { formatCents } from '@pitstop/contracts/common/money';
import { shopsText } from './place-links';

/**
 * What common jobs cost in the city: the offers' autoquote at each of its shops for the named vehicle class, shown as
 * the typical (median) total and the range most shops fall in (10th to 90th percentile), tax included.
 */
export function TypicalPrices({ city, prices }: Pick<AutoRepairCityResponse, 'city' | 'prices'>) {
  if (prices.jobs.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="typical-prices-title">
      <Title order={2} fz="xl" id="typical-prices-title">
        Typical prices in {city.name}
      </Title>
      <Text size="sm" c="dimmed">
        For a {VEHICLE_CLASS_TEXT[prices.vehicleClass]}, from the instant prices of {city.name}’s {shopsText(prices.shopCount)}, parts, labor and tax
        included. Your car and the work it needs set the price of your own offers.
      </Text>
      <Table striped withTableBorder verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Job</Table.Th>
            <Table.Th scope="col" ta="right">
              Typical
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Most shops
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prices.jobs.map((job) => (
            <Table.Tr key={job.serviceId}>
              <Table.Th scope="row" fw={500}>
                {job.name}
                {job.note && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {job.note}
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatCents(job.medianCents)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatCents(job.lowCents)}–{formatCents(job.highCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
