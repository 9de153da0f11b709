import { Box, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { AssistantFollowUp, AssistantMessage, Service } from '@pitstop/contracts';
import { ASSISTANT_QUESTION_MAX_LENGTH } from '@pitstop/contracts/assistant';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAskServiceAdvisor } from '../api/ask-service-advisor';
import { useServiceSelection } from '../hooks/use-service-selection';
import { ServiceChips } from './service-chips';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useAction } from '~/lib/use-action';
import { sendOnEnter } from '~/lib/enter-sends';

export const ADVISOR_GREETING =
  'Hi! Tell me what is going on with your car: what you hear, see, smell or feel, and when it happens.';

interface Conversation {
  sessionId: string | null;
  messages: AssistantMessage[];
  suggestions: Service[];
  followUp: AssistantFollowUp | null;
}

const EMPTY: Conversation = { sessionId: null, messages: [], suggestions: [], followUp: null };

/**
 * The service advisor (docs/product/assistant.md): a conversation in which
 * the user describes the problem; the advisor answers, may ask a follow-up question (its answers offered as
 * buttons), and suggests services, which the user adds to the request as chips. The session id returned by
 * the first answer carries the conversation on.
 */
export function ServiceAdvisorChat() {
  const ask = useAskServiceAdvisor();
  const selection = useServiceSelection();
  const [conversation, setConversation] = useState<Conversation>(EMPTY);
  const [draft, setDraft] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);

  // The question being asked shows in the conversation while the advisor answers; a second one waits for the answer.
  const asking = useAction(async (question: string) => {
    setAsked(question);
    const reply = await ask.mutateAsync({ question, sessionId: conversation.sessionId ?? undefined });
    setConversation({
      sessionId: reply.sessionId,
      messages: reply.messages,
      suggestions: reply.services,
      followUp: reply.followUp,
    });
    setDraft('');
  });
  const pending = asking.pending ? asked : null;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [conversation.messages.length, pending]);

  const send = (text: string) => {
    const question = text.trim();
    if (!question) {
      setInputError('Please type a question.');
      return;
    }
    if (asking.pending) return;
    setInputError(null);
    void asking.run(question);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(draft);
  };

  const onKeyDown = sendOnEnter(() => send(draft));

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm" role="log" aria-label="Conversation" aria-live="polite">
          <Bubble role="assistant" text={ADVISOR_GREETING} />
          {conversation.messages.map((message, index) => (
            <Bubble key={`${message.at}-${index}`} role={message.role} text={message.text} />
          ))}
          {pending && (
            <>
              <Bubble role="user" text={pending} />
              <Group gap="xs" role="status">
                <Loader size="xs" type="dots" />
                <Text size="sm" c="dimmed">
                  The advisor is thinking…
                </Text>
              </Group>
            </>
          )}
          <div ref={end} />
        </Stack>
      </Paper>

      <ProblemAlert problem={asking.problem} />

      {conversation.followUp && conversation.followUp.options.length > 0 && !pending && (
        <Stack gap="xs" component="section" aria-labelledby="follow-up-title">
          <Text fw={600} id="follow-up-title">
            {conversation.followUp.question}
          </Text>
          <Group gap="xs">
            {conversation.followUp.options.map((option) => (
              <Button key={option} variant="default" size="sm" onClick={() => send(option)}>
                {option}
              </Button>
            ))}
          </Group>
        </Stack>
      )}

      {conversation.suggestions.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="suggested-services-title">
          <Title order={2} fz="lg" id="suggested-services-title">
            Suggested services
          </Title>
          <Text size="sm" c="dimmed">
            Select the ones you want estimates for.
          </Text>
          <ServiceChips
            services={conversation.suggestions}
            isSelected={selection.isSelected}
            toggle={selection.toggle}
            label="Suggested services"
          />
        </Stack>
      )}

      <form onSubmit={submit} noValidate aria-label="Ask the service advisor">
        <Stack gap="xs">
          <Textarea
            label="Describe the problem"
            placeholder="e.g. My brakes squeal when I stop"
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setInputError(null);
            }}
            onKeyDown={onKeyDown}
            error={inputError}
            maxLength={ASSISTANT_QUESTION_MAX_LENGTH}
            rows={2}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={asking.pending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function Bubble({ role, text }: { role: AssistantMessage['role']; text: string }) {
  const mine = role === 'user';
  return (
    <Box
      maw="85%"
      ml={mine ? 'auto' : 0}
      px="md"
      py="xs"
      bg={mine ? 'teal.9' : 'gray.1'}
      c={mine ? 'white' : 'dark.8'}
      style={{ borderRadius: 'var(--mantine-radius-lg)' }}
    >
      <Text size="xs" fw={700} c={mine ? 'teal.0' : 'dimmed'}>
        {mine ? 'You' : 'Service advisor'}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Box>
  );
}
