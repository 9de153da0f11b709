import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { DetailedSubscription } from '@pitstop/contracts';
import { useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useAction } from '~/lib/use-action';
import { useCancelSubscription } from '../api/cancel-subscription';
import { priceShown } from '../plan-list';
import { STATUS_WORDS, cardWords, memberUntil, renewable, stillMemberText } from '../status-words';

export interface CurrentSubscriptionProps {
  subscription: DetailedSubscription;
  onRenew: () => void;
  onUpdatePaymentMethod: () => void;
}

/**
 * The member's current subscription (docs/product/membership.md): plan, price, status in words, the card; Cancel
 * membership after a confirmation (it lasts to the end of the paid period), Renew, Update payment method.
 */
export function CurrentSubscription({ subscription, onRenew, onUpdatePaymentMethod }: CurrentSubscriptionProps) {
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const confirmCancel = useAction(async () => {
    const cancelled = await cancel.mutateAsync(subscription.id);
    setConfirming(false);
    setNotice(stillMemberText(cancelled));
  });
  const shown = priceShown(subscription.subscriptionOption);
  const until = subscription.status === 'canceled' ? memberUntil(subscription) : null;
  const card = subscription.paymentMethod;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="current-subscription-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="xl" id="current-subscription-title">
            {subscription.programTitle} · {subscription.subscriptionOption.label}
          </Title>
          <Badge color={subscription.status === 'active' ? 'green' : subscription.status === 'past_due' ? 'red' : 'gray'} variant="light">
            {STATUS_WORDS[subscription.status]}
          </Badge>
        </Group>
        <Text>
          {shown.price}
          {shown.per && ` / ${shown.per}`}
        </Text>
        {until && <Text fw={600}>{until}</Text>}
        <Text size="sm">{card ? `Billed to ${cardWords(card)}` : 'No card on file'}</Text>
        {notice && (
          <Alert color="green" variant="light" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <Group gap="sm">
          {renewable(subscription) && <Button onClick={onRenew}>Renew</Button>}
          <Button variant="default" onClick={onUpdatePaymentMethod}>
            Update payment method
          </Button>
          {subscription.status !== 'canceled' && (
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              Cancel membership
            </Button>
          )}
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Cancel your membership?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm">
            {subscription.currentPeriodEnd
              ? `${stillMemberText(subscription).replace('You are still', 'You stay')} It is not renewed after that.`
              : 'It is not renewed.'}
          </Text>
          <ProblemAlert problem={confirmCancel.problem} onClose={() => confirmCancel.setProblem(null)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={confirmCancel.pending}>
              Keep my membership
            </Button>
            <Button color="red" loading={confirmCancel.pending} onClick={() => void confirmCancel.run()}>
              Cancel membership
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
