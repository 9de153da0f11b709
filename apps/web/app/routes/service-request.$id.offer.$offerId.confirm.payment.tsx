import { Container, Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { bookingPath, chosenTimeOf } from '~/features/bookings/booking-paths';
import { AddCardForm } from '~/features/payments/components/add-card-form';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useAppStore } from '~/lib/store';
import { Loading } from '~/components/ui/load-states';

// Stripe Elements only with Stripe configured: the sandbox's page never loads Stripe.js.
const StripeCardForm = lazy(() => import('~/features/payments/components/stripe-card-form'));

/**
 * /service-request/{id}/offer/{offerId}/confirm/payment (docs/product/booking-and-payments.md): add a card — name, billing
 * address, then the card at the payment gateway (Stripe Elements with a publishable key configured, else the
 * sandbox's own fields) — and go back to confirm with it chosen (the chosen time kept).
 */
export const handle: RouteHandle = { title: 'Add a card', stepBar: 'onramp', step: 'confirm' };

export const meta = handleMeta;

export default function ConfirmPayment() {
  const { id = '', offerId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const chosen = chosenTimeOf(search) ?? {};
  // Runtime configuration: Stripe's publishable key, or null for the local sandbox gateway.
  const publishableKey = useAppStore((state) => state.config.runtime?.payments.publishableKey ?? null);
  const back = (card: string | null) => void navigate(bookingPath('confirm', { id, offerId }, { ...chosen, card }));
  return (
    <Container size="sm" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Add a card
        </Title>
        <Text size="sm">Your card is held for the estimate when you book and charged only when the work is done.</Text>
        {publishableKey ? (
          <Suspense fallback={<Loading>Loading the card form…</Loading>}>
            <StripeCardForm publishableKey={publishableKey} onSaved={(card) => back(card.id)} onCancel={() => back(search.get('card'))} />
          </Suspense>
        ) : (
          <AddCardForm onSaved={(card) => back(card.id)} onCancel={() => back(search.get('card'))} />
        )}
      </Stack>
    </Container>
  );
}
