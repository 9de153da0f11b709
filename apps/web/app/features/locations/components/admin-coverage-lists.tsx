import { Checkbox, Pagination, SegmentedControl, Stack, Table, Tabs, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useAction } from '~/lib/use-action';
import { type CoverageListSearch, useListAdminCoverageRequests } from '../api/list-admin-coverage-requests';
import { useListAdminShopSuggestions } from '../api/list-admin-shop-suggestions';
import { useMarkAdminCoverageRequest } from '../api/mark-admin-coverage-request';
import { useMarkAdminShopSuggestion } from '../api/mark-admin-shop-suggestion';

const PER_PAGE = 25;
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
type Filter = 'all' | 'false' | 'true';

interface Handled {
  id: string;
  handledAt: string | null;
  handledByEmail: string | null;
}

/** The handled mark of one row: a checkbox whose change the server audits. */
function HandledMark({ row, label, mark }: { row: Handled; label: string; mark: (input: { id: string; handled: boolean }) => Promise<unknown> }) {
  const action = useAction((handled: boolean) => mark({ id: row.id, handled }));
  return (
    <Stack gap={2}>
      <Checkbox
        label="Handled"
        aria-label={`Handled: ${label}`}
        checked={row.handledAt !== null}
        disabled={action.pending}
        onChange={(event) => void action.run(event.currentTarget.checked)}
      />
      {row.handledAt && (
        <Text size="xs" c="dimmed">
          {row.handledByEmail ?? 'someone'}, {dateTime.format(new Date(row.handledAt))}
        </Text>
      )}
      <ProblemAlert problem={action.problem} onClose={() => action.setProblem(null)} />
    </Stack>
  );
}

/** A paged list of one form's rows with the handled filter: the same frame for both forms. */
function CoverageList<Row extends Handled>({
  label,
  columns,
  query,
  cells,
  rowLabel,
  mark,
  search,
  setSearch,
}: {
  label: string;
  columns: string[];
  query: { isPending: boolean; isError: boolean; error: Error | null; data?: { rows: Row[]; count: number }; refetch: () => unknown };
  cells: (row: Row) => ReactNode[];
  rowLabel: (row: Row) => string;
  mark: (input: { id: string; handled: boolean }) => Promise<unknown>;
  search: CoverageListSearch;
  setSearch: (search: CoverageListSearch) => void;
}) {
  const filter: Filter = search.handled ?? 'all';
  return (
    <Stack gap="md" pt="md">
      <SegmentedControl
        aria-label={`Show ${label.toLowerCase()}`}
        value={filter}
        onChange={(value) => setSearch({ ...search, handled: value === 'all' ? undefined : (value as 'true' | 'false'), page: 1 })}
        data={[
          { value: 'all', label: 'All' },
          { value: 'false', label: 'To handle' },
          { value: 'true', label: 'Handled' },
        ]}
        w="fit-content"
      />
      {query.isPending && <Loading>Loading…</Loading>}
      {query.isError && <LoadFailed title={`We could not load the ${label.toLowerCase()}`} error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {query.data.count === 1 ? '1 entry' : `${query.data.count} entries`}
          </Text>
          {query.data.rows.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={label} verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column}>{column}</Table.Th>
                    ))}
                    <Table.Th>Handled</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.rows.map((row) => (
                    <Table.Tr key={row.id}>
                      {cells(row).map((cell, index) => (
                        <Table.Td key={columns[index]}>{cell}</Table.Td>
                      ))}
                      <Table.Td>
                        <HandledMark row={row} label={rowLabel(row)} mark={mark} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {query.data.count > PER_PAGE && (
            <Pagination
              total={Math.ceil(query.data.count / PER_PAGE)}
              value={search.page}
              onChange={(page) => setSearch({ ...search, page })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * The coverage-gap forms in the console (docs/product/operations.md): who asked to be told when shops open near them,
 * and which shops people suggested, newest first, each marked handled once someone has acted on it.
 */
export function AdminCoverageLists() {
  const [requestSearch, setRequestSearch] = useState<CoverageListSearch>({ page: 1, perPage: PER_PAGE });
  const [suggestionSearch, setSuggestionSearch] = useState<CoverageListSearch>({ page: 1, perPage: PER_PAGE });
  const requests = useListAdminCoverageRequests(requestSearch);
  const suggestions = useListAdminShopSuggestions(suggestionSearch);
  const markRequest = useMarkAdminCoverageRequest();
  const markSuggestion = useMarkAdminShopSuggestion();
  return (
    <Tabs defaultValue="requests" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="requests">Coverage requests</Tabs.Tab>
        <Tabs.Tab value="suggestions">Shop suggestions</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="requests">
        <CoverageList
          label="Coverage requests"
          columns={['Asked', 'Who', 'Zip', 'For']}
          query={requests}
          cells={(row) => [
            dateTime.format(new Date(row.createdAt)),
            <>
              {row.firstName} {row.lastName}
              <Text size="xs" c="dimmed">
                {row.email}
              </Text>
            </>,
            row.zipcode,
            `${row.product}${row.notifiedAt ? ' · told' : ''}`,
          ]}
          rowLabel={(row) => `${row.email}, ${row.zipcode}`}
          mark={(input) => markRequest.mutateAsync(input)}
          search={requestSearch}
          setSearch={setRequestSearch}
        />
      </Tabs.Panel>
      <Tabs.Panel value="suggestions">
        <CoverageList
          label="Shop suggestions"
          columns={['Suggested', 'Shop', 'Where', 'Contact']}
          query={suggestions}
          cells={(row) => [
            dateTime.format(new Date(row.createdAt)),
            <>
              {row.shopName}
              {row.notes && (
                <Text size="xs" c="dimmed">
                  {row.notes}
                </Text>
              )}
            </>,
            row.cityState,
            [row.phoneNumber, row.shopEmail].filter(Boolean).join(' · ') || '—',
          ]}
          rowLabel={(row) => row.shopName}
          mark={(input) => markSuggestion.mutateAsync(input)}
          search={suggestionSearch}
          setSearch={setSuggestionSearch}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
