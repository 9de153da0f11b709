import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { CopyTextButton } from '~/components/ui/copy-text-button';
import type { OutboxMessage } from '../api/list-outbox-messages';
import classes from './outbox.module.css';

const KIND = { email: 'Email', sms: 'Text message' } as const;

/** What each state of a message means to the person reading the outbox (ADR 035). */
export const STATUS_LABEL: Record<OutboxMessage['status'], string> = {
  local: 'Kept here, not sent',
  pending: 'Waiting to be sent',
  sending: 'Being sent',
  sent: 'Sent',
  failed: 'Could not be sent',
};
const STATUS_COLOR: Record<OutboxMessage['status'], string> = { local: 'gray', pending: 'yellow', sending: 'yellow', sent: 'green', failed: 'red' };

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const sizeFormat = new Intl.NumberFormat('en-US');

/**
 * One kept message: its subject (a text message has none), recipient, time and kind; the code it carries, large
 * and with a copy button; its links, followable here (the email itself is shown in a sandbox that runs nothing
 * and follows nothing); the files sent with it (a booking's .ics event), to download; the email's HTML on request (what a reader comes for is above it, and a list of
 * emails stays short on a phone), or the text of a text message.
 */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const titleId = useId();
  const emailId = useId();
  const [showEmail, setShowEmail] = useState(false);
  const kind = KIND[message.channel];
  const title = message.subject ?? `${kind} to ${message.to}`;
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} className={classes.heading}>
            <Title order={2} fz="lg" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" className={classes.breakable}>
              To {message.to}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="light" color={message.channel === 'email' ? 'teal' : 'blue'}>
              {kind}
            </Badge>
            {message.status !== 'local' && (
              <Badge variant="light" color={STATUS_COLOR[message.status]}>
                {STATUS_LABEL[message.status]}
              </Badge>
            )}
            <Text size="sm" c="dimmed" component="time" dateTime={message.createdAt}>
              {timeFormat.format(new Date(message.createdAt))}
            </Text>
          </Group>
        </Group>

        {message.lastError && (
          <Text size="sm" c={message.status === 'failed' ? 'red.8' : undefined} className={classes.breakable}>
            {message.status === 'failed' ? 'Not sent' : 'Not sent yet'} after {message.attempts}{' '}
            {message.attempts === 1 ? 'try' : 'tries'}: {message.lastError}
          </Text>
        )}

        {message.code && (
          <Group gap="md" align="center" className={classes.code}>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                Code
              </Text>
              <Text fz={36} fw={800} ff="monospace" lh={1.1} className={classes.codeValue}>
                {message.code}
              </Text>
            </Stack>
            <CopyTextButton value={message.code} label="Copy code" />
          </Group>
        )}

        {message.links.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Links
            </Text>
            <List spacing={4} size="sm">
              {message.links.map((link) => (
                <List.Item key={link}>
                  <Anchor href={link} className={classes.breakable}>
                    {link}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}

        {message.attachments.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Attachments
            </Text>
            <List spacing={4} size="sm">
              {message.attachments.map((attachment) => (
                <List.Item key={attachment.id}>
                  <Anchor href={attachment.url} download={attachment.filename} className={classes.breakable}>
                    {attachment.filename}
                  </Anchor>{' '}
                  <Text component="span" size="sm" c="dimmed">
                    ({attachment.contentType.split(';')[0]}, {sizeFormat.format(attachment.size)} bytes)
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}

        {message.html ? (
          <Stack gap="xs" align="flex-start">
            <Button variant="default" size="xs" aria-expanded={showEmail} aria-controls={emailId} onClick={() => setShowEmail(!showEmail)}>
              {showEmail ? 'Hide the email' : 'Show the email'}
            </Button>
            <div id={emailId} className={classes.emailSlot}>
              {showEmail && <iframe title={`The email: ${title}`} srcDoc={message.html} sandbox="" className={classes.email} />}
            </div>
          </Stack>
        ) : (
          <Text component="pre" size="sm" className={classes.text}>
            {message.text}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
