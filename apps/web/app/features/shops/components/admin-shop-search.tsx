import { Anchor, Badge, Pagination, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useAdminShopLocations } from '../api/list-admin-shop-locations';

const PER_PAGE = 25;
const SEARCH_DEBOUNCE_MS = 300;
type Activity = 'all' | 'true' | 'false';

/**
 * Find shop locations (docs/product/operations.md): by part of the location's or company's name, its city or zip,
 * on the marketplace or off it; each row links to the location's console page (`shopHref`).
 */
export function AdminShopSearch({ shopHref }: { shopHref: (locationId: string) => string }) {
  const [words, setWords] = useState('');
  const [q] = useDebouncedValue(words, SEARCH_DEBOUNCE_MS);
  const [activity, setActivity] = useState<Activity>('all');
  const [page, setPage] = useState(1);
  const shops = useAdminShopLocations({ q, active: activity === 'all' ? undefined : activity, page, perPage: PER_PAGE });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Find a shop"
          description="Name, company, city or zip"
          type="search"
          value={words}
          onChange={(event) => {
            setWords(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="shop-activity">
            Marketplace
          </Text>
          <SegmentedControl
            aria-labelledby="shop-activity"
            value={activity}
            onChange={(value) => {
              setActivity(value as Activity);
              setPage(1);
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'true', label: 'On' },
              { value: 'false', label: 'Off' },
            ]}
            w="fit-content"
          />
        </Stack>
      </SimpleGrid>
      {shops.isPending && <Loading>Loading shops…</Loading>}
      {shops.isError && <LoadFailed title="We could not load the shops" error={shops.error} onRetry={() => void shops.refetch()} />}
      {shops.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {shops.data.count === 1 ? '1 location' : `${shops.data.count} locations`}
          </Text>
          {shops.data.shops.length > 0 && (
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
                  {shops.data.shops.map((shop) => (
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
          {shops.data.count > PER_PAGE && (
            <Pagination total={Math.ceil(shops.data.count / PER_PAGE)} value={page} onChange={setPage} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
          )}
        </>
      )}
    </Stack>
  );
}
