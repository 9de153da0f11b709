import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCreateMessage } from '~/features/messages/api/create-message';
import { useMessageThread } from '~/features/messages/api/get-message-thread';
import { useMessageThreads } from '~/features/messages/api/list-message-threads';
import { useMarkMessageThreadRead } from '~/features/messages/api/mark-message-thread-read';
import { Inbox } from '~/features/messages/components/inbox';
import { StartConversation } from '~/features/messages/components/start-conversation';
import { handleMeta } from '~/lib/page-meta';
import { useAction } from '~/lib/use-action';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /messages (title Messages, spec 001 §2; docs/product/messages.md): the person's conversations with shops and
 * support; the open one is in the address (`?thread=`), so a reload or a link keeps it. Live through the user's
 * stream (the navbar keeps it open), polled every 10 minutes besides.
 */
export const handle: RouteHandle = { title: 'Messages' };

export const meta = handleMeta;

export default function Messages() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('thread');
  const threads = useMessageThreads();
  const page = useMessageThread(selectedId);
  const create = useCreateMessage();
  const markRead = useMarkMessageThreadRead();
  const read = useAction(async (threadId: string) => {
    await markRead.mutateAsync(threadId);
  });
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Messages
          </Title>
          <Text c="dimmed">Your conversations with shops about your requests and visits, and with support.</Text>
          <Group>
            <StartConversation
              label="Write to support"
              title="Write to support"
              variant="light"
              send={(body) => create.mutateAsync({ body, referenceType: 'support', recipientType: 'support' })}
              onSent={(threadId) => setParams({ thread: threadId }, { preventScrollReset: true })}
            />
          </Group>
        </Stack>
        <Inbox
          threads={{ ...threads, data: threads.data?.threads }}
          selectedId={selectedId}
          onSelect={(id) => setParams(id ? { thread: id } : {}, { preventScrollReset: true })}
          page={page}
          onSend={(body) => create.mutateAsync({ threadId: selectedId ?? undefined, body })}
          onRead={(threadId) => void read.run(threadId)}
          empty="No messages yet. You can write to a shop from a request’s estimates or a booking, and to support from the Help page."
        />
      </Stack>
    </Container>
  );
}
