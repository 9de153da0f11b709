import { Anchor, Badge, Pagination, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useAdminShopApplications } from '../api/list-admin-shop-applications';
import { applicationDate } from './admin-shop-application';

const PER_PAGE = 25;
const SEARCH_DEBOUNCE_MS = 300;
type Filter = 'all' | 'false' | 'true';

/**
 * The shops that applied to join (docs/product/operations.md): newest first, by part of the shop's name, its email,
 * city or zip, handled or still to handle; each row links to the application's page (`applicationHref`).
 */
export function AdminShopApplications({ applicationHref }: { applicationHref: (id: string) => string }) {
  const [words, setWords] = useState('');
  const [q] = useDebouncedValue(words, SEARCH_DEBOUNCE_MS);
  const [filter, setFilter] = useState<Filter>('false');
  const [page, setPage] = useState(1);
  const applications = useAdminShopApplications({ q, handled: filter === 'all' ? undefined : filter, page, perPage: PER_PAGE });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Find an application"
          description="Shop name, email, city or zip"
          type="search"
          value={words}
          onChange={(event) => {
            setWords(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="application-filter">
            Show
          </Text>
          <SegmentedControl
            aria-labelledby="application-filter"
            value={filter}
            onChange={(value) => {
              setFilter(value as Filter);
              setPage(1);
            }}
            data={[
              { value: 'false', label: 'To handle' },
              { value: 'true', label: 'Handled' },
              { value: 'all', label: 'All' },
            ]}
            w="fit-content"
          />
        </Stack>
      </SimpleGrid>
      {applications.isPending && <Loading>Loading applications…</Loading>}
      {applications.isError && <LoadFailed title="We could not load the applications" error={applications.error} onRetry={() => void applications.refetch()} />}
      {applications.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {applications.data.count === 1 ? '1 application' : `${applications.data.count} applications`}
          </Text>
          {applications.data.applications.length === 0 && <Text>{q.trim() || filter !== 'all' ? 'No application matches.' : 'No shop has applied yet.'}</Text>}
          {applications.data.applications.length > 0 && (
            <Table.ScrollContainer minWidth={600}>
              <Table aria-label="Shop applications" verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Shop</Table.Th>
                    <Table.Th>Where</Table.Th>
                    <Table.Th>Applied (UTC)</Table.Th>
                    <Table.Th>Handled</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {applications.data.applications.map((application) => (
                    <Table.Tr key={application.id}>
                      <Table.Td>
                        <Anchor component={Link} to={applicationHref(application.id)} fw={600}>
                          {application.shopName}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {application.contactFirstName} {application.contactLastName} · {application.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {application.addressCity}, {application.addressState} {application.addressZipcode}
                      </Table.Td>
                      <Table.Td>{applicationDate.format(new Date(application.createdAt))}</Table.Td>
                      <Table.Td>{application.handledAt ? <Badge color="green">Handled</Badge> : <Badge color="orange">To handle</Badge>}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {applications.data.count > PER_PAGE && (
            <Pagination
              total={Math.ceil(applications.data.count / PER_PAGE)}
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
