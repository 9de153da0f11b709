import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminUserView } from '../api/get-admin-user';
import { fullName, UserBadges } from './admin-user-search';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const words = (value: string) => value.replace(/_/g, ' ');

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="md" mb="xs">
        {title} ({count})
      </Title>
      {children}
    </Paper>
  );
}

/** One account as the consoles show it (ADR 078): who, how to reach them, their vehicles, latest requests and bookings. */
export function AdminUserSummary({ user }: { user: AdminUserView }) {
  const a = user;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {fullName(a)}
            </Title>
            <Text>{a.email}</Text>
            <Text c="dimmed">{a.phoneNumber ?? 'No phone number'}</Text>
            <Text size="sm" c="dimmed">
              Member since {day.format(new Date(a.createdAt))}
            </Text>
          </div>
          <UserBadges user={a} />
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <Section title="Vehicles" count={a.counts.vehicles}>
          {a.vehicles.length === 0 ? <Text c="dimmed">None.</Text> : a.vehicles.map((vehicle) => <Text key={vehicle.id}>{vehicle.name}</Text>)}
        </Section>
        <Section title="Service requests" count={a.counts.serviceRequests}>
          {a.serviceRequests.length === 0 ? (
            <Text c="dimmed">None.</Text>
          ) : (
            <Table aria-label="Service requests">
              <Table.Tbody>
                {a.serviceRequests.map((request) => (
                  <Table.Tr key={request.id}>
                    <Table.Td>{request.services.join(', ') || 'Service request'}</Table.Td>
                    <Table.Td>{words(request.status)}</Table.Td>
                    <Table.Td>{day.format(new Date(request.createdAt))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
        <Section title="Bookings" count={a.counts.bookings}>
          {a.bookings.length === 0 ? (
            <Text c="dimmed">None.</Text>
          ) : (
            <Table aria-label="Bookings">
              <Table.Tbody>
                {a.bookings.map((booking) => (
                  <Table.Tr key={booking.id}>
                    <Table.Td>{booking.shopName}</Table.Td>
                    <Table.Td>{words(booking.status)}</Table.Td>
                    <Table.Td>{dateTime.format(new Date(booking.startsAt))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
