import { Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { bookingPath, chosenTimeOf } from '~/features/bookings/booking-paths';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /service-request/{id}/offer/{offerId}/subscription-confirm (docs/product/booking-and-payments.md): the plus upsell between choosing a
 * time and confirming. Everyone sees it for now (subscriptions arrive in a later issue, so there is no
 * subscription to check yet); it links nowhere that does not exist: joining is said to come, and 'Continue
 * without plus' goes on to confirm with the chosen time. Without a chosen time it goes back to the times.
 */
export const handle: RouteHandle = { title: 'Save with plus', stepBar: 'onramp', step: 'confirm' };

export const meta = handleMeta;

export default function SubscriptionConfirm() {
  const { id = '', offerId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const chosen = chosenTimeOf(search);
  if (!chosen) return <Navigate to={bookingPath('book', { id, offerId })} replace />;
  return (
    <Container size="sm" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Save with plus
        </Title>
        <Text>Members of plus save upwards of 25% on automotive services, with roadside help included.</Text>
        <List size="sm">
          <List.Item>Discounts on booked services</List.Item>
          <List.Item>Roadside assistance: jump start, lockout, flat tire, winching, fuel delivery and towing up to 10 miles</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Joining plus opens here soon. Your booking does not depend on it.
        </Text>
        <div>
          <Button size="md" onClick={() => void navigate(bookingPath('confirm', { id, offerId }, chosen))}>
            Continue without plus
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
