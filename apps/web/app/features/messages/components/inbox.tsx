import { Button, Grid, Paper, Stack, Text } from '@mantine/core';
import type { Message, MessageThread } from '@pitstop/contracts';
import { useEffect } from 'react';
import { Loading, LoadFailed } from '~/components/ui/load-states';
import { Conversation } from './conversation';
import { ThreadList } from './thread-list';

interface Loaded<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The conversations beside the open one (docs/product/messages.md), for the customer's /messages and the shop's
 * messages page alike. Opening a thread with unread messages marks it read. Below 768 px the list and the
 * conversation take turns: "All conversations" goes back.
 */
export function Inbox({
  threads,
  selectedId,
  onSelect,
  page,
  onSend,
  onRead,
  empty,
}: {
  threads: Loaded<MessageThread[]>;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  page: Loaded<{ thread: MessageThread; messages: Message[] }>;
  onSend: (body: string) => Promise<unknown>;
  onRead: (threadId: string) => void;
  empty: string;
}) {
  const opened = page.data?.thread;
  const unread = opened?.unreadCount ?? 0;
  useEffect(() => {
    if (opened && unread > 0) onRead(opened.id);
    // Once per thread and count: a new message that arrives while it is open is read at once too.
  }, [opened?.id, unread]); // eslint-disable-line react-hooks/exhaustive-deps

  if (threads.isPending) return <Loading>Loading your conversations…</Loading>;
  if (threads.error || !threads.data) return <LoadFailed title="We could not load your conversations" error={threads.error} onRetry={() => void threads.refetch()} />;
  if (threads.data.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {empty}
      </Text>
    );
  }
  const list = <ThreadList threads={threads.data} selectedId={selectedId} onSelect={onSelect} />;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 5, md: 4 }} display={{ base: selectedId ? 'none' : 'block', sm: 'block' }}>
        <Paper withBorder radius="lg" p="xs">
          {list}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7, md: 8 }} display={{ base: selectedId ? 'block' : 'none', sm: 'block' }}>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            {selectedId && (
              <Button variant="subtle" size="compact-sm" hiddenFrom="sm" onClick={() => onSelect(null)} w="fit-content">
                All conversations
              </Button>
            )}
            {!selectedId && <Text c="dimmed">Choose a conversation to read it.</Text>}
            {selectedId && page.isPending && <Loading>Loading the conversation…</Loading>}
            {selectedId && !page.isPending && (page.error || !page.data) && (
              <LoadFailed title="We could not load this conversation" error={page.error} onRetry={() => void page.refetch()} />
            )}
            {selectedId && page.data && <Conversation thread={page.data.thread} messages={page.data.messages} onSend={onSend} />}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
