import { Badge, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@pitstop/contracts';
import { Loading, LoadFailed } from '~/components/ui/load-states';
import { CREDIT_TRANSACTIONS_PER_PAGE, useCreditTransactions } from '../api/list-credit-transactions';

const KIND_LABEL = { earned: 'Earned', used: 'Used', expired: 'Expired' } as const;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The rewards ledger (docs/product/rewards.md), newest first, a page at a time: each credit or use with its reason. */
export function CreditTransactions({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const ledger = useCreditTransactions(page);
  const pages = ledger.data ? Math.max(1, Math.ceil(ledger.data.count / CREDIT_TRANSACTIONS_PER_PAGE)) : 1;
  return (
    <Stack gap="sm" component="section" aria-labelledby="ledger-title">
      <Title order={2} fz="lg" id="ledger-title">
        Your rewards history
      </Title>
      {ledger.isPending && <Loading>Loading your rewards history…</Loading>}
      {ledger.isError && <LoadFailed title="We could not load your rewards history" error={ledger.error} onRetry={() => void ledger.refetch()} />}
      {ledger.data && ledger.data.count === 0 && (
        <Text size="sm" c="dimmed">
          Nothing yet: a completed job, a promo code or a friend who accepts your invite adds rewards here.
        </Text>
      )}
      {ledger.data && ledger.data.count > 0 && (
        <>
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" aria-label="Rewards history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ledger.data.transactions.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text size="sm">{day(row.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Badge size="sm" variant="light" color={row.kind === 'earned' ? 'teal' : 'gray'}>
                          {KIND_LABEL[row.kind]}
                        </Badge>
                        <Text size="sm">{row.reason}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" fw={600} c={row.amountCents > 0 ? 'teal.9' : undefined}>
                        {row.amountCents > 0 ? '+' : '−'}
                        {formatCents(Math.abs(row.amountCents))}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} size="sm" aria-label="Rewards history pages" />}
        </>
      )}
    </Stack>
  );
}
