import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ConsoleListControls, ConsoleListResults, CONSOLE_PER_PAGE, useConsoleList } from '~/components/ui/console-list';
import { useAdminShopApplications } from '../api/list-admin-shop-applications';
import { applicationDate, HandledBadge } from './admin-shop-application';

type Filter = 'all' | 'false' | 'true';

/**
 * The shops that applied to join (docs/product/operations.md): newest first, by part of the shop's name, its email,
 * city or zip, still to handle (first shown), handled or all; each row links to the application's page (`applicationHref`).
 */
export function AdminShopApplications({ applicationHref }: { applicationHref: (id: string) => string }) {
  const list = useConsoleList<Filter>('false');
  const applications = useAdminShopApplications({ q: list.q, handled: list.filter === 'all' ? undefined : list.filter, page: list.page, perPage: CONSOLE_PER_PAGE });
  // With words typed, nothing matched them; without, the filter's own state is what is empty.
  const empty =
    list.q.trim() !== ''
      ? 'No application matches.'
      : list.filter === 'false'
        ? 'No application is waiting to be handled.'
        : list.filter === 'true'
          ? 'No application is marked handled yet.'
          : 'No shop has applied yet.';
  return (
    <Stack gap="md">
      <ConsoleListControls
        list={list}
        search={{ label: 'Find an application', description: 'Shop name, email, city or zip' }}
        filter={{
          label: 'Show',
          options: [
            { value: 'false', label: 'To handle' },
            { value: 'true', label: 'Handled' },
            { value: 'all', label: 'All' },
          ],
        }}
      />
      <ConsoleListResults
        query={applications}
        list={list}
        text={{
          loading: 'Loading applications…',
          failed: 'We could not load the applications',
          count: (count) => (count === 1 ? '1 application' : `${count} applications`),
          empty,
        }}
      >
        {(data) => (
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
                {data.applications.map((application) => (
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
                    <Table.Td>
                      <HandledBadge handled={application.handledAt !== null} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ConsoleListResults>
    </Stack>
  );
}
