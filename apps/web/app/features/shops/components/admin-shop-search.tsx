import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ConsoleListControls, ConsoleListResults, CONSOLE_PER_PAGE, useConsoleList } from '~/components/ui/console-list';
import { useAdminShopLocations } from '../api/list-admin-shop-locations';

type Activity = 'all' | 'true' | 'false';

/**
 * Find shop locations (docs/product/operations.md): by part of the location's or company's name, its city or zip,
 * on the marketplace or off it; each row links to the location's console page (`shopHref`).
 */
export function AdminShopSearch({ shopHref }: { shopHref: (locationId: string) => string }) {
  const list = useConsoleList<Activity>('all');
  const shops = useAdminShopLocations({ q: list.q, active: list.filter === 'all' ? undefined : list.filter, page: list.page, perPage: CONSOLE_PER_PAGE });
  return (
    <Stack gap="md">
      <ConsoleListControls
        list={list}
        search={{ label: 'Find a shop', description: 'Name, company, city or zip' }}
        filter={{
          label: 'Marketplace',
          options: [
            { value: 'all', label: 'All' },
            { value: 'true', label: 'On' },
            { value: 'false', label: 'Off' },
          ],
        }}
      />
      <ConsoleListResults
        query={shops}
        list={list}
        text={{ loading: 'Loading shops…', failed: 'We could not load the shops', count: (count) => (count === 1 ? '1 location' : `${count} locations`) }}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={600}>
            <Table aria-label="Shop locations" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Location</Table.Th>
                  <Table.Th>Where</Table.Th>
                  <Table.Th>Staff</Table.Th>
                  <Table.Th>Marketplace</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.shops.map((shop) => (
                  <Table.Tr key={shop.id}>
                    <Table.Td>
                      <Anchor component={Link} to={shopHref(shop.id)} fw={600}>
                        {shop.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {shop.companyName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {shop.city}, {shop.state} {shop.zipcode}
                      <Text size="xs" c="dimmed">
                        {shop.metroName}
                      </Text>
                    </Table.Td>
                    <Table.Td>{shop.staffCount}</Table.Td>
                    <Table.Td>{shop.active ? <Badge color="green">On</Badge> : <Badge color="gray">Off</Badge>}</Table.Td>
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
