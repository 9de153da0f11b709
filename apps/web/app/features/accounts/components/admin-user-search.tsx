import { Alert, Anchor, Badge, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminUser } from '@pitstop/contracts';
import { useState } from 'react';
import { countInWords, pageTotal } from '~/components/ui/console-list';
import { Link } from 'react-router';
import { useAdminUsers } from '../api/list-admin-users';

const PER_PAGE = 20;
const SEARCH_DEBOUNCE_MS = 300;

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName'>) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';

/** The account's roles and state, as badges: disabled, unconfirmed, admin, employee. */
export function UserBadges({ user }: { user: Pick<AdminUser, 'status' | 'confirmed' | 'admin' | 'type'> }) {
  return (
    <Group gap={4}>
      {user.status === 'disabled' && <Badge color="red">Disabled</Badge>}
      {user.status === 'partial' && <Badge color="gray">Partial</Badge>}
      {!user.confirmed && <Badge color="yellow">Unconfirmed</Badge>}
      {user.admin && <Badge color="grape">Admin</Badge>}
      {user.type === 'employee' && <Badge color="blue">Employee</Badge>}
    </Group>
  );
}

/**
 * Find an account (the consoles, ADR 078): by email, name or phone, newest first, a page at a time; each row links to
 * the console's page of that account (`userHref`).
 */
export function AdminUserSearch({ userHref, label = 'Find a user' }: { userHref: (userId: string) => string; label?: string }) {
  const [words, setWords] = useState('');
  const [q] = useDebouncedValue(words, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ q, page, perPage: PER_PAGE });
  return (
    <Stack gap="md">
      <TextInput
        label={label}
        description="Email, name or phone number"
        type="search"
        value={words}
        onChange={(event) => {
          setWords(event.currentTarget.value);
          setPage(1);
        }}
        maw={480}
      />
      {users.isPending && <Loader aria-label="Loading users" />}
      {users.isError && (
        <Alert color="red" variant="light" role="alert">
          {users.error.message}
        </Alert>
      )}
      {users.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {countInWords(users.data, ['account', 'accounts'])}
          </Text>
          {users.data.users.length > 0 && (
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label="Accounts" verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Phone</Table.Th>
                    <Table.Th>Account</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.data.users.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        <Anchor component={Link} to={userHref(user.id)} fw={600}>
                          {fullName(user)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td>{user.phoneNumber ?? '—'}</Table.Td>
                      <Table.Td>
                        <UserBadges user={user} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {users.data.count > PER_PAGE && (
            <Pagination
              total={pageTotal(users.data, PER_PAGE)}
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
