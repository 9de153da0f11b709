import { Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { type InboxStatus, useShopRequests } from '../api/get-shop-requests';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { RequestCard } from './request-card';

export const INBOX_TABS: Array<{ value: InboxStatus; label: string; empty: string }> = [
  { value: 'open', label: 'Open', empty: 'No open requests are waiting for an offer from this shop.' },
  { value: 'answered', label: 'Answered', empty: 'This shop has not sent an offer by hand yet.' },
  { value: 'all', label: 'All', empty: 'No requests near this shop yet.' },
];

/** A location's inbox: the requests in its reach under Open, Answered and All, newest first. */
export function ShopInbox({ locationId, status, onStatusChange }: { locationId: string; status: InboxStatus; onStatusChange: (status: InboxStatus) => void }) {
  const requests = useShopRequests({ locationId, status });
  // One clock for the list, read when the list arrived, so every card says "ago" from the same moment.
  const [now] = useState(() => new Date());
  const tab = INBOX_TABS.find((candidate) => candidate.value === status) ?? INBOX_TABS[0]!;
  return (
    <Tabs value={status} onChange={(value) => value && onStatusChange(value as InboxStatus)} keepMounted={false}>
      <Tabs.List aria-label="Requests">
        {INBOX_TABS.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={status} pt="md">
        {requests.isPending ? (
          <Loading>Loading requests…</Loading>
        ) : requests.isError ? (
          <LoadFailed title="We could not load the requests" error={requests.error} onRetry={() => void requests.refetch()} />
        ) : requests.data.length === 0 ? (
          <Text>{tab.empty}</Text>
        ) : (
          <Stack gap="sm">
            {requests.data.map((request) => (
              <RequestCard key={request.id} locationId={locationId} request={request} now={now} />
            ))}
          </Stack>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
