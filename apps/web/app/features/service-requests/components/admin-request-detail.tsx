import { Alert, Badge, Box, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@pitstop/contracts/common/money';
import type { ReactNode } from 'react';
import { type AdminRequestView, useAdminServiceRequest } from '../api/get-admin-service-request';
import { consoleDateTime, RequestStatusBadge } from './admin-request-search';

export type AdminPaymentView = AdminRequestView['payments'][number];

/** What was held, taken and given back of a hold, in one line. */
export function paymentSummary(payment: Pick<AdminPaymentView, 'status' | 'amountCents' | 'capturedCents' | 'refundedCents'>): string {
  if (payment.status === 'captured') {
    const refunded = payment.refundedCents > 0 ? `, ${formatCents(payment.refundedCents)} refunded` : '';
    return `${formatCents(payment.capturedCents)} charged${refunded}`;
  }
  if (payment.status === 'authorised' || payment.status === 'pending') return `${formatCents(payment.amountCents)} held`;
  return `${formatCents(payment.amountCents)} ${payment.status === 'released' ? 'given back' : 'refused'}`;
}

/**
 * One service request as the console shows it (docs/product/operations.md): who asked for what, the offers, the
 * bookings, and each card hold with what was held, charged and refunded; `paymentActions` puts the refund and void
 * buttons (the payments feature's) beside each hold.
 */
export function AdminRequestDetail({ id, paymentActions }: { id: string; paymentActions: (payment: AdminPaymentView) => ReactNode }) {
  const request = useAdminServiceRequest(id);
  if (request.isPending) return <Loader aria-label="Loading the request" />;
  if (request.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {request.error.message}
      </Alert>
    );
  const data = request.data;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              Customer
            </Text>
            <Text fw={600}>{data.customerName || '—'}</Text>
            <Text size="sm">{data.customerEmail}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              Vehicle, services and zip
            </Text>
            <Text fw={600}>{data.vehicle}</Text>
            <Text size="sm">
              {data.services.join(', ')} · {data.zipcode}
            </Text>
          </Stack>
          <Group gap="xs">
            <RequestStatusBadge status={data.status} />
            <Text size="sm">made {consoleDateTime.format(new Date(data.createdAt))} UTC</Text>
          </Group>
          {data.reasonWithdrawn && <Text size="sm">Withdrawn: {data.reasonWithdrawn}</Text>}
        </SimpleGrid>
        {data.notes && (
          <Text size="sm" mt="sm">
            Notes: {data.notes}
          </Text>
        )}
      </Card>

      <Stack gap="xs">
        <Title order={2} size="h4">
          Offers ({data.offers.length})
        </Title>
        {data.offers.length === 0 ? (
          <Text size="sm">No offers.</Text>
        ) : (
          // A scrolling box a keyboard can reach (nothing in the table takes focus), for phones.
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Offers, scrollable">
            <Table aria-label="Offers" miw={520}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Shop</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.offers.map((offer) => (
                  <Table.Tr key={offer.id}>
                    <Table.Td>{offer.locationName}</Table.Td>
                    <Table.Td>{offer.source === 'shop' ? 'the shop' : 'instant'}</Table.Td>
                    <Table.Td>{offer.status}</Table.Td>
                    <Table.Td>{formatCents(offer.totalCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h4">
          Bookings ({data.appointments.length})
        </Title>
        {data.appointments.length === 0 && <Text size="sm">Not booked.</Text>}
        {data.appointments.map((appointment) => (
          <Card key={appointment.id} withBorder radius="md" aria-label={`Booking at ${appointment.locationName}`}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{appointment.locationName}</Text>
              <Badge variant="outline">{appointment.status.replace('_', ' ')}</Badge>
            </Group>
            <Text size="sm">
              {consoleDateTime.format(new Date(appointment.startsAt))} UTC · {formatCents(appointment.approvedTotalCents)}
              {appointment.rewardsCents > 0 ? ` (${formatCents(appointment.rewardsCents)} in rewards)` : ''}
              {appointment.cardLast4 ? ` · card ending ${appointment.cardLast4}` : ''}
              {appointment.paymentState ? ` · payment ${appointment.paymentState}` : ''}
            </Text>
            {appointment.reasonCancelled && <Text size="sm">Cancelled: {appointment.reasonCancelled}</Text>}
          </Card>
        ))}
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h4">
          Payments ({data.payments.length})
        </Title>
        {data.payments.length === 0 && <Text size="sm">No card holds.</Text>}
        {data.payments.map((payment) => (
          <Card key={payment.id} withBorder radius="md" aria-label={`Payment ${paymentSummary(payment)}`}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{paymentSummary(payment)}</Text>
                <Badge>{payment.status}</Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {payment.cardBrand} ending {payment.cardLast4} · {payment.purpose} · {payment.reference} · placed {consoleDateTime.format(new Date(payment.createdAt))} UTC
              </Text>
              {payment.failureMessage && <Text size="sm">Refused: {payment.failureMessage}</Text>}
              {payment.refunds.map((refund) => (
                <Text key={refund.id} size="sm">
                  Refund of {formatCents(refund.amountCents)} ({refund.status}) on {consoleDateTime.format(new Date(refund.createdAt))} UTC: {refund.reason}
                  {refund.failureMessage ? ` — ${refund.failureMessage}` : ''}
                </Text>
              ))}
              {paymentActions(payment)}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
