import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { formatCents } from '@pitstop/contracts/common/money';
import type { AdminMetricsView } from '../api/get-admin-metrics';

/**
 * The metrics' charts (@mantine/charts on recharts): loaded by the metrics page alone, as a chunk of its own
 * (admin-metrics.tsx lazy-loads this file), so no other page carries recharts.
 */
export default function AdminMetricsChart({ byDay }: { byDay: AdminMetricsView['byDay'] }) {
  const data = byDay.map((day) => ({ day: day.day.slice(5), Requests: day.requests, Bookings: day.bookings, Revenue: day.revenueCents / 100 }));
  return (
    <Stack gap="lg">
      <figure style={{ margin: 0 }}>
        <Text component="figcaption" fw={600} size="sm" mb="xs">
          Requests and bookings by day (UTC)
        </Text>
        <LineChart
          h={240}
          data={data}
          dataKey="day"
          series={[
            { name: 'Requests', color: 'blue.6' },
            { name: 'Bookings', color: 'teal.6' },
          ]}
          curveType="monotone"
          withLegend
          tickLine="x"
        />
      </figure>
      <figure style={{ margin: 0 }}>
        <Text component="figcaption" fw={600} size="sm" mb="xs">
          Revenue by day (charged, UTC)
        </Text>
        <BarChart h={200} data={data} dataKey="day" series={[{ name: 'Revenue', color: 'grape.6' }]} valueFormatter={(dollars) => formatCents(Math.round(dollars * 100))} tickLine="x" />
      </figure>
    </Stack>
  );
}
