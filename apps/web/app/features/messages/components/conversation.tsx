import { Box, Button, Group, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { MESSAGE_BODY_MAX, type Message, type MessageThread, messageMessages } from '@pitstop/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { sendOnEnter } from '~/lib/enter-sends';
import { refuse, useAction } from '~/lib/use-action';
import classes from './messages.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * One conversation: its messages oldest first (plain text: React renders text, never HTML), and a composer.
 * Enter sends, Shift+Enter starts a new line; a failure keeps what was written.
 */
export function Conversation({ thread, messages, onSend }: { thread: MessageThread; messages: Message[]; onSend: (body: string) => Promise<unknown> }) {
  const [draft, setDraft] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const fieldId = useId();
  const send = useAction(async () => {
    const body = draft.trim();
    if (!body) refuse(messageMessages.bodyRequired);
    await onSend(body);
    setDraft('');
  });
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, thread.id]);

  return (
    <Stack gap="sm" className={classes.conversation}>
      <div>
        <Title order={2} fz="lg">
          {thread.counterpartName}
        </Title>
        <Text size="sm" c="dimmed">
          {thread.subject}
        </Text>
      </div>
      <ScrollArea.Autosize mah={480} type="auto" offsetScrollbars>
        <Stack gap="xs" component="ol" className={classes.messages} aria-label={`Messages with ${thread.counterpartName}`}>
          {messages.length === 0 && (
            <Text size="sm" c="dimmed" component="li">
              No messages yet. Say hello.
            </Text>
          )}
          {messages.map((message) => (
            <Box key={message.id} component="li" className={classes.message} data-mine={message.mine || undefined}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" fw={700}>
                  {message.mine ? 'You' : message.senderName}
                </Text>
                <Text size="xs" className={classes.when}>
                  {when(message.createdAt)}
                </Text>
              </Group>
              <Text size="sm" className={classes.body}>
                {message.body}
              </Text>
            </Box>
          ))}
        </Stack>
        <div ref={bottom} />
      </ScrollArea.Autosize>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send.run();
        }}
      >
        <Stack gap="xs">
          <ProblemAlert problem={send.problem} onClose={() => send.setProblem(null)} />
          <Textarea
            id={fieldId}
            label="Your message"
            placeholder="Write a message"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={MESSAGE_BODY_MAX}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={sendOnEnter(() => void send.run())}
            description="Enter sends; Shift+Enter starts a new line."
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.pending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
