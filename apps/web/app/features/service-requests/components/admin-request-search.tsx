import { Alert, Anchor, Badge, Group, Loader, Pagination, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from '@pitstop/contracts';
import { useState } from 'react';
import { countInWords, pageTotal } from '~/components/ui/console-list';
import { Link } from 'react-router';
import { useAdminServiceRequests } from '../api/list-admin-service-requests';

const PER_PAGE = 20;
const SEARCH_DEBOUNCE_MS = 300;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const consoleDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const STATUS_COLORS: Record<ServiceRequestStatus, string> = { open: 'blue', booked: 'teal', completed: 'green', withdrawn: 'gray' };
export const RequestStatusBadge = ({ status }: { status: ServiceRequestStatus }) => <Badge color={STATUS_COLORS[status]}>{status}</Badge>;

/** A day field's value once it is a whole day (YYYY-MM-DD), else nothing: half-typed days do not reach the API. */
const wholeDay = (value: string) => (DAY.test(value.trim()) ? value.trim() : undefined);

/**
 * Find service requests (docs/product/operations.md): by a request's id or part of the customer's email, by state and
 * by the UTC days they were made in, newest first, a page at a time; each row links to the request (`requestHref`).
 */
export function AdminRequestSearch({ requestHref }: { requestHref: (id: string) => string }) {
  const [words, setWords] = useState('');
  const [q] = useDebouncedValue(words.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<ServiceRequestStatus | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const requests = useAdminServiceRequests({ q: q || undefined, status: status ?? undefined, from: wholeDay(from), to: wholeDay(to), page, perPage: PER_PAGE });
  const reset = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput label="Request or customer" description="A request's id, or part of an email" type="search" value={words} onChange={(event) => reset(setWords)(event.currentTarget.value)} />
        <Select
          label="State"
          description="Any state when empty"
          placeholder="Any"
          clearable
          data={SERVICE_REQUEST_STATUSES.map((value) => ({ value, label: value }))}
          value={status}
          onChange={(value) => reset(setStatus)(value as ServiceRequestStatus | null)}
        />
        <TextInput label="Made from" description="YYYY-MM-DD (UTC)" placeholder="2026-11-01" value={from} onChange={(event) => reset(setFrom)(event.currentTarget.value)} />
        <TextInput label="Made until" description="YYYY-MM-DD (UTC), included" placeholder="2026-11-30" value={to} onChange={(event) => reset(setTo)(event.currentTarget.value)} />
      </SimpleGrid>
      {requests.isPending && <Loader aria-label="Loading requests" />}
      {requests.isError && (
        <Alert color="red" variant="light" role="alert">
          {requests.error.message}
        </Alert>
      )}
      {requests.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {countInWords(requests.data, ['request', 'requests'])}
          </Text>
          {requests.data.requests.length > 0 && (
            <Table.ScrollContainer minWidth={720}>
              <Table aria-label="Service requests" verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Made</Table.Th>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Vehicle and services</Table.Th>
                    <Table.Th>Offers</Table.Th>
                    <Table.Th>State</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {requests.data.requests.map((request) => (
                    <Table.Tr key={request.id}>
                      <Table.Td>
                        <Anchor component={Link} to={requestHref(request.id)} fw={600}>
                          {consoleDateTime.format(new Date(request.createdAt))}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{request.customerName || '—'}</Text>
                        <Text size="xs" c="dimmed">
                          {request.customerEmail}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{request.vehicle}</Text>
                        <Text size="xs" c="dimmed">
                          {request.services.join(', ')} · {request.zipcode}
                        </Text>
                      </Table.Td>
                      <Table.Td>{request.offerCount}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          <RequestStatusBadge status={request.status} />
                          {request.bookingStatus && <Badge variant="outline">booking {request.bookingStatus.replace('_', ' ')}</Badge>}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {requests.data.count > PER_PAGE && (
            <Pagination total={pageTotal(requests.data, PER_PAGE)} value={page} onChange={setPage} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
          )}
        </>
      )}
    </Stack>
  );
}
