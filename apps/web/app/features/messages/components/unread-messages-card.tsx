import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, href } from 'react-router';
import { Loading, LoadFailed } from '~/components/ui/load-states';
import { useMessageThreads } from '../api/list-message-threads';

/** The dashboard's messages (docs/product/messages.md): the conversations with unread messages, each a link to it. */
export function UnreadMessagesCard() {
  const threads = useMessageThreads();
  const unread = threads.data?.threads.filter((thread) => thread.unreadCount > 0) ?? [];
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Messages
        </Title>
        {threads.isPending && <Loading>Loading your messages…</Loading>}
        {threads.isError && <LoadFailed title="We could not load your messages" error={threads.error} onRetry={() => void threads.refetch()} />}
        {threads.data && unread.length === 0 && (
          <Text size="sm" c="dimmed">
            No unread messages.
          </Text>
        )}
        {unread.length > 0 && (
          <List spacing="xs" listStyleType="none" aria-label="Unread messages">
            {unread.map((thread) => (
              <List.Item key={thread.id}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={`${href('/messages')}?thread=${thread.id}`} fw={600} size="sm">
                    {thread.counterpartName}
                  </Anchor>
                  <Badge size="sm" aria-label={`${thread.unreadCount} unread`}>
                    {thread.unreadCount}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {thread.lastMessage}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        <Anchor component={Link} to={href('/messages')} size="sm" fw={600}>
          All your messages
        </Anchor>
      </Stack>
    </Paper>
  );
}
