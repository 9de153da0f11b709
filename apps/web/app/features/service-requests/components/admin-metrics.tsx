import { Alert, Card, Loader, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { ADMIN_METRICS_PERIODS } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { lazy, Suspense, useState } from 'react';
import { type AdminMetricsView, useAdminMetrics } from '../api/get-admin-metrics';

// recharts is a chunk of its own, asked for only once figures are there to draw.
const AdminMetricsChart = lazy(() => import('./admin-metrics-chart'));

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

/** The period's figures, as the cards say them (the page's tests read these words). */
export function metricsFigures(totals: AdminMetricsView['totals']): Array<{ label: string; value: string }> {
  return [
    { label: 'Requests', value: String(totals.requests) },
    { label: 'Offers per request', value: totals.offersPerRequest.toFixed(1) },
    { label: 'Bookings', value: String(totals.bookings) },
    { label: 'Conversion', value: percent(totals.conversion) },
    { label: 'Revenue', value: formatCents(totals.revenueCents) },
  ];
}

/**
 * The marketplace's figures (docs/product/operations.md) over the last 30 or 90 UTC days: the totals, the charts, and
 * the same figures by day as a table for screen readers and keyboard users.
 */
export function AdminMetrics() {
  const [days, setDays] = useState<number>(ADMIN_METRICS_PERIODS[0]);
  const metrics = useAdminMetrics(days);
  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label="Period"
        value={String(days)}
        onChange={(value) => setDays(Number(value))}
        data={ADMIN_METRICS_PERIODS.map((period) => ({ value: String(period), label: `Last ${period} days` }))}
        w="fit-content"
      />
      {metrics.isPending && <Loader aria-label="Loading the figures" />}
      {metrics.isError && (
        <Alert color="red" variant="light" role="alert">
          {metrics.error.message}
        </Alert>
      )}
      {metrics.data && (
        <>
          <Text size="sm" c="dimmed">
            {metrics.data.from} to {metrics.data.to} (UTC)
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" aria-label="Totals" role="list">
            {metricsFigures(metrics.data.totals).map((figure) => (
              <Card key={figure.label} withBorder radius="md" role="listitem">
                <Text size="xs" c="dimmed">
                  {figure.label}
                </Text>
                <Text fw={700} size="xl">
                  {figure.value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Suspense fallback={<Loader aria-label="Loading the chart" />}>
            <AdminMetricsChart byDay={metrics.data.byDay} />
          </Suspense>
          <details>
            <summary>The figures by day</summary>
            <Table.ScrollContainer minWidth={480}>
              <Table aria-label="Figures by day">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Day</Table.Th>
                    <Table.Th>Requests</Table.Th>
                    <Table.Th>Offers</Table.Th>
                    <Table.Th>Bookings</Table.Th>
                    <Table.Th>Revenue</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {metrics.data.byDay.map((day) => (
                    <Table.Tr key={day.day}>
                      <Table.Td>{day.day}</Table.Td>
                      <Table.Td>{day.requests}</Table.Td>
                      <Table.Td>{day.offers}</Table.Td>
                      <Table.Td>{day.bookings}</Table.Td>
                      <Table.Td>{formatCents(day.revenueCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </details>
        </>
      )}
    </Stack>
  );
}
