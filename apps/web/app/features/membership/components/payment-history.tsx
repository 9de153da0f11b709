import { Badge, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { PAYMENTS_TAKE_DEFAULT } from '@pitstop/contracts';
import { useState } from 'react';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useSubscriptionPayments } from '../api/list-subscription-payments';
import { membershipDate } from '../roadside-text';

const PAYMENT_STATUS = { pending: 'Pending', succeeded: 'Paid', failed: 'Failed', refunded: 'Refunded' } as const;

/** A subscription's payments, 10 a page, newest first (spec 001 §9: skip 0, take 10), with their total. */
export function PaymentHistory({ subscriptionId }: { subscriptionId: string }) {
  const [page, setPage] = useState(1);
  const payments = useSubscriptionPayments(subscriptionId, (page - 1) * PAYMENTS_TAKE_DEFAULT);
  const total = payments.data?.count ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="payment-history-title">
      <Title order={2} fz="lg" id="payment-history-title">
        Payment history
      </Title>
      {payments.isPending ? (
        <Loading>Loading your payments…</Loading>
      ) : payments.isError ? (
        <LoadFailed title="We could not load your payments" error={payments.error} onRetry={() => void payments.refetch()} />
      ) : payments.data.items.length === 0 ? (
        <Text size="sm">No payments yet.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {total} {total === 1 ? 'payment' : 'payments'}
          </Text>
          <Table.ScrollContainer minWidth={360}>
            <Table aria-label="Payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.data.items.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{membershipDate(payment.paidAt ?? payment.createdAt)}</Table.Td>
                    <Table.Td>{payment.formattedAmount}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={payment.status === 'failed' ? 'red' : payment.status === 'succeeded' ? 'green' : 'gray'}>
                        {PAYMENT_STATUS[payment.status]}
                      </Badge>
                      {payment.failureMessage && <Text size="xs">{payment.failureMessage}</Text>}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {total > PAYMENTS_TAKE_DEFAULT && (
            <Pagination
              total={Math.ceil(total / PAYMENTS_TAKE_DEFAULT)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
