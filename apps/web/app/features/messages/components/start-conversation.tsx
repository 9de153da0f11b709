import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { MESSAGE_BODY_MAX, messageMessages } from '@pitstop/contracts';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { refuse, useAction } from '~/lib/use-action';

/**
 * A button that opens a short form for the first message of a conversation (to a shop, a customer or support);
 * once sent, `onSent` goes on (to the conversation). What was written stays when sending fails.
 */
export function StartConversation({
  label,
  title,
  send,
  onSent,
  variant = 'default',
  size = 'sm',
}: {
  label: string;
  title: string;
  send: (body: string) => Promise<{ threadId: string }>;
  onSent: (threadId: string) => void;
  variant?: 'default' | 'light' | 'filled' | 'subtle';
  size?: 'xs' | 'sm';
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [draft, setDraft] = useState('');
  const start = useAction(async () => {
    const body = draft.trim();
    if (!body) refuse(messageMessages.bodyRequired);
    const { threadId } = await send(body);
    setDraft('');
    close();
    onSent(threadId);
  });
  return (
    <>
      <Button variant={variant} size={size} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void start.run();
          }}
        >
          <Stack gap="sm">
            <ProblemAlert problem={start.problem} onClose={() => start.setProblem(null)} />
            <Textarea
              label="Your message"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={MESSAGE_BODY_MAX}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={start.pending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
