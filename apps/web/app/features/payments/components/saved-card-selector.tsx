import { Alert, Badge, Button, Group, Modal, Paper, Radio, Stack, Text } from '@mantine/core';
import { paymentMessages } from '@pitstop/contracts';
import { useAction } from '~/lib/use-action';
import { type ReactNode, useEffect, useState } from 'react';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useDeleteCreditCard } from '../api/delete-credit-card';
import { type SavedCardView, useCreditCards } from '../api/list-credit-cards';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { CardUpdateForm } from './card-update-form';

export interface SavedCardSelectorProps {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** Where adding a card happens (a link to the payment page). */
  addCard: ReactNode;
}

const expiryText = (card: SavedCardView) =>
  `${String(card.stripeCardInfo.expMonth).padStart(2, '0')}/${String(card.stripeCardInfo.expYear % 100).padStart(2, '0')}`;

/** A card that can pay: saved, not expired. */
const usable = (card: SavedCardView) => !card.expired;

/**
 * The saved-card selector (docs/product/booking-and-payments.md, docs/product/errors-and-validation.md): the user's cards to choose one from, each one updatable
 * ('Your card was successfully updated.') and deletable after the "Delete payment method?" confirmation
 * ('Your {type} ending in {last4} has been deleted.'); a failure shows in a dismissible danger alert. The first
 * usable card is chosen when none is, or when the chosen one is not a usable card of the list as the server
 * answers it now: while the list is being read again, a card missing from the cached one (just added) stays chosen.
 */
export function SavedCardSelector({ selectedId, onSelect, addCard }: SavedCardSelectorProps) {
  const cards = useCreditCards();
  const remove = useDeleteCreditCard();
  const [deleting, setDeleting] = useState<SavedCardView | null>(null);
  const [updating, setUpdating] = useState<SavedCardView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const list = cards.data ?? [];
  const selectedUsable = list.some((card) => card.id === selectedId && usable(card));
  const firstUsable = list.find(usable)?.id ?? null;
  useEffect(() => {
    if (cards.isSuccess && !cards.isFetching && !selectedUsable && selectedId !== firstUsable) onSelect(firstUsable);
  }, [cards.isSuccess, cards.isFetching, selectedUsable, selectedId, firstUsable, onSelect]);

  const confirmDelete = useAction(async () => {
    if (!deleting) return;
    setNotice(null);
    try {
      await remove.mutateAsync(deleting.id);
      setNotice(paymentMessages.cardDeleted(deleting.type, deleting.last4));
    } finally {
      setDeleting(null);
    }
  });

  if (cards.isPending) return <Loading>Loading your cards…</Loading>;
  if (cards.isError) return <LoadFailed title="We could not load your cards" error={cards.error} onRetry={() => void cards.refetch()} />;


  return (
    <Stack gap="sm">
      {notice && (
        <Alert color="green" variant="light" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <ProblemAlert problem={confirmDelete.problem} onClose={() => confirmDelete.setProblem(null)} />
      {list.length === 0 ? (
        <Text size="sm">You have no saved cards yet.</Text>
      ) : (
        <Radio.Group label="Pay with" value={selectedId ?? ''} onChange={(value) => onSelect(value || null)}>
          <Stack gap="xs" mt="xs">
            {list.map((card) => (
              <Paper key={card.id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Radio
                    value={card.id}
                    disabled={!usable(card)}
                    label={`${card.type} ending in ${card.last4}`}
                    description={`${card.stripeCardInfo.name}, expires ${expiryText(card)}`}
                  />
                  <Group gap="xs">
                    {card.expired && <Badge color="red">Expired</Badge>}
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Update ${card.type} ending in ${card.last4}`}
                      onClick={() => {
                        setNotice(null);
                        setUpdating(card);
                      }}
                    >
                      Update
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      aria-label={`Delete ${card.type} ending in ${card.last4}`}
                      onClick={() => {
                        setNotice(null);
                        setDeleting(card);
                      }}
                    >
                      Delete
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <div>{addCard}</div>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete payment method?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        {deleting && (
          <Stack gap="md">
            <Text size="sm">
              Delete your {deleting.type} ending in {deleting.last4}? You can add it again later.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
                Keep it
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => void confirmDelete.run()}>
                Delete
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={updating !== null} onClose={() => setUpdating(null)} title="Update your card" centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {updating && (
          <CardUpdateForm
            card={updating}
            onCancel={() => setUpdating(null)}
            onUpdated={() => {
              setUpdating(null);
              setNotice(paymentMessages.cardUpdated);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
