import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, href, useParams, useSearchParams } from 'react-router';
import { useCreateShopMessage } from '~/features/messages/api/create-shop-message';
import { useShopMessageThread } from '~/features/messages/api/get-shop-message-thread';
import { useShopMessageThreads } from '~/features/messages/api/list-shop-message-threads';
import { useMarkShopMessageThreadRead } from '~/features/messages/api/mark-shop-message-thread-read';
import { Inbox } from '~/features/messages/components/inbox';
import { handleMeta } from '~/lib/page-meta';
import { useAction } from '~/lib/use-action';
import type { RouteHandle } from '~/lib/route-handle';

/** The shop's messages (docs/product/messages.md): the location's conversations with customers, answered here. */
export const handle: RouteHandle = { title: 'Shop messages' };

export const meta = handleMeta;

export default function ShopMessages() {
  const { locationId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('thread');
  const threads = useShopMessageThreads(locationId);
  const page = useShopMessageThread(locationId, selectedId);
  const create = useCreateShopMessage();
  const markRead = useMarkShopMessageThreadRead();
  const read = useAction(async (threadId: string) => {
    await markRead.mutateAsync({ locationId, threadId });
  });
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={href('/shop/locations/:locationId', { locationId })} size="sm">
            Back to the requests
          </Anchor>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Messages
          </Title>
          <Text c="dimmed">Customers’ questions about their requests and visits. They are emailed when you answer.</Text>
        </Stack>
        <Inbox
          threads={{ ...threads, data: threads.data?.threads }}
          selectedId={selectedId}
          onSelect={(id) => setParams(id ? { thread: id } : {}, { preventScrollReset: true })}
          page={page}
          onSend={(body) => create.mutateAsync({ locationId, threadId: selectedId ?? '', body })}
          onRead={(threadId) => void read.run(threadId)}
          empty="No conversations yet. Customers write to you from their estimates and bookings; you can write to a customer from a request."
        />
      </Stack>
    </Container>
  );
}
