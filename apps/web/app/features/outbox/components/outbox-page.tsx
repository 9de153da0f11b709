import { Alert, Button, Container, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { OUTBOX_STATUSES, OutboxQuery, type OutboxStatus } from '@pitstop/contracts/outbox';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '~/components/layout/not-found-page';
import { isApiError } from '~/lib/api-client';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useOutboxMessages } from '../api/list-outbox-messages';
import { OutboxMessageCard, STATUS_LABEL } from './outbox-message-card';
import classes from './outbox.module.css';

const RecipientSchema = OutboxQuery.pick({ to: true });

const isStatus = (value: string | null): value is OutboxStatus => (OUTBOX_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /dev/outbox: the email and text messages this server kept instead of sending them, newest first, to read a
 * sign-up code or follow a reset link (ADR 018), and those it sends, with their state: an admin finds here the
 * ones that failed after every try (`?status=failed`, ADR 035). `?to=` shows one recipient's. A server that does
 * not let this caller read them answers 404, shown as the app's not-found page.
 */
export function OutboxPage() {
  const [search, setSearch] = useSearchParams();
  const to = search.get('to')?.trim() || undefined;
  const requested = search.get('status');
  const status = isStatus(requested) ? requested : undefined;
  const messages = useOutboxMessages({ to, status });

  if (isApiError(messages.error) && messages.error.status === 404) return <NotFoundPage />;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Outbox</Title>
          <Text c="dimmed">
            These are the emails and texts this server kept instead of sending them, and those it sent or could not
            send, newest first.
          </Text>
        </Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <RecipientFilter key={to ?? ''} to={to} />
          <NativeSelect
            label="Show"
            value={status ?? ''}
            onChange={(event) =>
              setSearch((previous) => {
                const next = new URLSearchParams(previous);
                if (event.currentTarget.value) next.set('status', event.currentTarget.value);
                else next.delete('status');
                return next;
              })
            }
            data={[{ value: '', label: 'Every message' }, ...OUTBOX_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }))]}
          />
          <Button variant="default" onClick={() => void messages.refetch()} loading={messages.isFetching && !messages.isPending}>
            Refresh
          </Button>
        </Group>

        {messages.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Loading messages…</Text>
          </Group>
        ) : messages.isError ? (
          <Alert color="red" role="alert" title="We could not load the messages">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{messages.error.message}</Text>
              <Button size="xs" variant="default" onClick={() => void messages.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : messages.data.length === 0 ? (
          <Text role="status">No messages yet.</Text>
        ) : (
          <Stack gap="md">
            {messages.data.map((message) => (
              <OutboxMessageCard key={message.id} message={message} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/** Narrows the list to one email address or phone number (`?to=`). */
function RecipientFilter({ to }: { to: string | undefined }) {
  const [, setSearch] = useSearchParams();
  const form = useSchemaForm(RecipientSchema, { initialValues: { to: to ?? '' } });
  /** Sets or clears `?to=`, keeping the status shown. */
  const showRecipient = (recipient: string | undefined) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (recipient) next.set('to', recipient);
      else next.delete('to');
      return next;
    });
  const submit = form.submit(({ to: recipient }) => showRecipient(recipient?.trim() || undefined));
  return (
    <form onSubmit={submit} noValidate aria-label="Filter by recipient" className={classes.filter}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Recipient"
          placeholder="Email address or phone number"
          maxLength={128}
          flex={1}
          miw={0}
          {...form.getInputProps('to')}
        />
        <Button type="submit">Filter</Button>
        {to && (
          <Button variant="subtle" onClick={() => showRecipient(undefined)}>
            Show all
          </Button>
        )}
      </Group>
    </form>
  );
}
