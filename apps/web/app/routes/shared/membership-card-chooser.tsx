import { Button } from '@mantine/core';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Loading } from '~/components/ui/load-states';
import type { CardChooserProps } from '~/features/membership/components/payment-step';
import { useCreditCards } from '~/features/payments/api/list-credit-cards';
import { AddCardForm } from '~/features/payments/components/add-card-form';
import { SavedCardSelector } from '~/features/payments/components/saved-card-selector';
import { useAppStore } from '~/lib/store';

// Stripe Elements only with Stripe configured: the sandbox never loads Stripe.js.
const StripeCardForm = lazy(() => import('~/features/payments/components/stripe-card-form'));

/**
 * The subscription modal's card step (spec 001 §2 "Saved-card selector", §5 card setup and billing address): the
 * payments feature's saved-card selector and its card form, composed here because a feature never imports another.
 * A card just added is chosen; the modal gets the chosen card's gateway payment-method id.
 */
export function MembershipCardChooser({ onChange }: CardChooserProps) {
  const cards = useCreditCards();
  const [cardId, setCardId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const publishableKey = useAppStore((state) => state.config.runtime?.payments.publishableKey ?? null);
  const token = cards.data?.find((card) => card.id === cardId && !card.expired)?.paymentToken ?? null;
  useEffect(() => onChange(token), [token, onChange]);

  const saved = (card: { id: string }) => {
    setCardId(card.id);
    setAdding(false);
  };
  const form = publishableKey ? (
    <Suspense fallback={<Loading>Loading the card form…</Loading>}>
      <StripeCardForm publishableKey={publishableKey} onSaved={saved} onCancel={() => setAdding(false)} />
    </Suspense>
  ) : (
    <AddCardForm onSaved={saved} onCancel={() => setAdding(false)} />
  );
  return (
    <SavedCardSelector
      selectedId={cardId}
      onSelect={setCardId}
      addCard={
        adding ? (
          form
        ) : (
          <Button variant="light" onClick={() => setAdding(true)}>
            Add a card
          </Button>
        )
      }
    />
  );
}
