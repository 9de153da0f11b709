import { Alert, Code, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type AuditLogFilter, useAuditLog } from '../api/list-audit-log';

const PER_PAGE = 25;
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/** The detail of an entry as `key: value` pairs (ids and figures the action recorded). */
export const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

/** The audit log (ADR 078), newest first, a page at a time; `filter` narrows it to one record. */
export function AuditLogTable({ filter = {} }: { filter?: Omit<AuditLogFilter, 'page' | 'perPage'> }) {
  const [page, setPage] = useState(1);
  const log = useAuditLog({ ...filter, page, perPage: PER_PAGE });
  if (log.isPending) return <Loader aria-label="Loading the audit log" />;
  if (log.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {log.error.message}
      </Alert>
    );
  }
  const { entries, count } = log.data;
  if (entries.length === 0) return <Text c="dimmed">Nothing recorded yet.</Text>;
  return (
    <Stack gap="sm">
      {/* The rows hold no link, so the scrolled region itself takes the focus (keyboard scrolling, axe). */}
      <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Audit log, scrolls sideways' } }}>
        <Table aria-label="Audit log" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When (UTC)</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Record</Table.Th>
              <Table.Th>Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{dateTime.format(new Date(entry.createdAt))}</Table.Td>
                <Table.Td>
                  {entry.actorEmail ?? 'A deleted account'}
                  <Text size="xs" c="dimmed">
                    {entry.actorRole}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Code>{entry.action}</Code>
                  {Object.keys(entry.detail).length > 0 && (
                    <Text size="xs" c="dimmed">
                      {detailText(entry.detail)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {entry.subjectType} <Text span size="xs" c="dimmed">{entry.subjectId}</Text>
                </Table.Td>
                <Table.Td>{entry.reason ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {count > PER_PAGE && (
        <Pagination total={Math.ceil(count / PER_PAGE)} value={page} onChange={setPage} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
      )}
    </Stack>
  );
}
