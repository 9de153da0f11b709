import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { DetailedSubscription } from '@pitstop/contracts';
import { membershipDate } from '../roadside-text';
import { cardWords } from '../status-words';
import type { SubscriptionModalMode } from '../subscription-modal-rules';

/** The modal's last step (spec 001 §2): what just happened, and Done. */
export function SubscriptionSuccess({ mode, subscription, onDone }: { mode: SubscriptionModalMode; subscription: DetailedSubscription; onDone: () => void }) {
  const until = subscription.currentPeriodEnd ? ` Your membership runs to ${membershipDate(subscription.currentPeriodEnd)}.` : '';
  const card = subscription.paymentMethod ? cardWords(subscription.paymentMethod) : 'your card';
  const [title, body] =
    mode === 'update'
      ? ['Payment method updated', `Your ${subscription.programTitle} membership is billed to ${card} from now on.`]
      : mode === 'renew'
        ? ['Membership renewed', `Your ${subscription.programTitle} membership is renewed.${until}`]
        : [`Welcome to ${subscription.programTitle}`, `You are a member: member prices apply to the services you book.${until}`];
  return (
    <Stack gap="md" align="flex-start" role="status">
      <ThemeIcon size="lg" radius="xl" color="green" aria-hidden>
        ✓
      </ThemeIcon>
      <Title order={3} fz="lg">
        {title}
      </Title>
      <Text size="sm">{body}</Text>
      <Button onClick={onDone}>Done</Button>
    </Stack>
  );
}
