import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MessageThread } from '@pitstop/contracts';
import classes from './messages.module.css';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : '';

/** The conversations, latest first: who with, what about, the last message and the unread count; one is open. */
export function ThreadList({ threads, selectedId, onSelect }: { threads: MessageThread[]; selectedId: string | null; onSelect: (id: string) => void }) {
  return (
    <Stack gap={4} component="ul" className={classes.threadList} aria-label="Conversations">
      {threads.map((thread) => (
        <li key={thread.id}>
          <UnstyledButton
            className={classes.thread}
            data-active={thread.id === selectedId || undefined}
            aria-current={thread.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(thread.id)}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700} size="sm" truncate>
                {thread.counterpartName}
              </Text>
              {thread.unreadCount > 0 && (
                <Badge size="sm" circle={thread.unreadCount < 10} aria-label={`${thread.unreadCount} unread`}>
                  {thread.unreadCount}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {thread.subject}
            </Text>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate fw={thread.unreadCount > 0 ? 600 : 400}>
                {thread.lastMessage ?? 'No messages yet'}
              </Text>
              <Text size="xs" c="dimmed" className={classes.time}>
                {when(thread.lastMessageAt)}
              </Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
