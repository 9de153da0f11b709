import { Alert, Anchor, Loader, Paper, Stack } from '@mantine/core';
import type { MessageThread } from '@pitstop/contracts';
import { Link, href, useParams } from 'react-router';
import { useAdminUser } from '~/features/accounts/api/get-admin-user';
import { AdminUserSummary } from '~/features/accounts/components/admin-user-summary';
import { useCreateSupportMessage } from '~/features/messages/api/create-support-message';
import { useMessageThread } from '~/features/messages/api/get-message-thread';
import { Conversation } from '~/features/messages/components/conversation';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Customer · Staff' };
export const meta = handleMeta;

/**
 * /staff/customers/:userId (docs/product/operations.md): a customer's account, requests and bookings, and their support
 * conversation, where staff write to them (started by the first message; each one audited).
 */
export default function StaffCustomerPage() {
  const { userId = '' } = useParams();
  const customer = useAdminUser(userId);
  const threadId = customer.data?.supportThreadId ?? null;
  const thread = useMessageThread(threadId);
  const send = useCreateSupportMessage();
  const onSend = async (body: string) => {
    await send.mutateAsync({ userId, body });
    await customer.refetch();
    await thread.refetch();
  };
  const name = customer.data ? [customer.data.firstName, customer.data.lastName].filter(Boolean).join(' ') || customer.data.email : '';
  // Before the first message there is no thread yet: the conversation is shown empty, and the first message starts it.
  const shownThread: MessageThread | null = customer.data
    ? (thread.data?.thread ?? { id: 'new', referenceType: 'support', referenceId: null, counterpartName: name, subject: 'Support', lastMessage: null, lastMessageAt: null, unreadCount: 0 })
    : null;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={href('/staff')} size="sm">
        ← Find another customer
      </Anchor>
      {customer.isPending && <Loader aria-label="Loading the customer" />}
      {customer.isError && (
        <Alert color="red" variant="light" role="alert">
          {customer.error.message}
        </Alert>
      )}
      {customer.data && shownThread && (
        <>
          <AdminUserSummary user={customer.data} />
          <Paper withBorder radius="lg" p="md">
            {threadId && thread.isPending ? (
              <Loader aria-label="Loading the conversation" />
            ) : (
              <Conversation thread={{ ...shownThread, counterpartName: `Support conversation with ${name}` }} messages={thread.data?.messages ?? []} onSend={onSend} />
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
