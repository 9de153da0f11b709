import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { NotificationMethod } from '@pitstop/contracts';
import { useEffect, useRef } from 'react';
import { Link, href, useNavigate } from 'react-router';
import { NotifyContactForm } from '~/features/accounts/components/notify-contact-form';
import { useCreateServiceRequest } from '~/features/service-requests/api/create-service-request';
import { clearRequestParts, setCartZipcode } from '~/features/service-requests/onramp-cart';
import { cartVehicleOf, offersPagePath } from '~/features/service-requests/onramp-steps';
import { sendServiceRequest } from '~/features/service-requests/send-request';
import { describeVehicle } from '~/features/vehicles/add-vehicle-steps';
import { useCreateOwnedVehicle } from '~/features/vehicles/api/create-owned-vehicle';
import { savePendingVehicles } from '~/features/vehicles/hooks/use-save-pending-vehicle';
import { pushAlert } from '~/lib/alerts';
import { isApiError } from '~/lib/api-client';
import type { ServerProblem } from '~/lib/server-errors';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import type { LocationState } from './service-request.location';
import { useAppStore, useCurrentUser } from '~/lib/store';

/**
 * /service-request/notify/contact, "How can we reach you when estimates are ready?" (docs/product/requests-and-offers.md): the
 * notification method (docs/product/requests-and-offers.md), then the request is created (POST /v3/service_requests) and the person
 * lands on its offers. A zip the server finds out of market goes back to the location step with the
 * zero-coverage notice; a vehicle it does not know goes back to the vehicle step; anything else is shown here.
 */
export const handle: RouteHandle = {
  public: true,
  title: 'How can we reach you when estimates are ready?',
  stepBar: 'onramp',
  step: 'contact',
};

export const meta = handleMeta;

export default function ContactStep() {
  const profile = useCurrentUser();
  const cart = useAppStore((state) => state.onrampCart);
  const navigate = useNavigate();
  const createVehicle = useCreateOwnedVehicle();
  const create = useCreateServiceRequest();
  // What the cart loses once this page has gone: changed while it shows, the onramp's guard would send the
  // person elsewhere before the navigation under way lands (router updates are transitions; the store's are not).
  const onLeave = useRef<(() => void) | null>(null);
  useEffect(() => () => onLeave.current?.(), []);
  // The onramp's guard shows this step only to a signed-in, confirmed account.
  if (!profile) return null;
  const vehicle = cartVehicleOf(cart);

  const send = async (method: NotificationMethod) => {
    const request = await sendServiceRequest(
      { savePendingVehicle: () => savePendingVehicles(createVehicle.mutateAsync), create: create.mutateAsync },
      method,
    );
    if (!request) return;
    onLeave.current = clearRequestParts;
    await navigate(offersPagePath(request.id));
  };
  // Two refusals are not the form's to tell: a zip no longer served goes back to Location, a vehicle gone is chosen again.
  const sendFailed = (problem: ServerProblem, error: unknown): ServerProblem | null => {
    if (problem.code === 'zipcode_out_of_market') {
      const state: LocationState = { outOfMarket: cart.zipcode ?? undefined };
      onLeave.current = () => setCartZipcode(null);
      void navigate(href('/service-request/location'), { state });
      return null;
    }
    if (problem.code === 'not_found' && isApiError(error)) {
      pushAlert({ type: 'warning', message: `${error.message} Please choose your vehicle again.` });
      useAppStore.getState().setFlowVehicle('onrampCart', null);
      return null;
    }
    return problem;
  };

  return (
    <Container size="sm" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          How can we reach you when estimates are ready?
        </Title>
        <Card withBorder radius="md" component="section" aria-labelledby="request-summary-title">
          <Stack gap={6}>
            <Title order={2} fz="md" id="request-summary-title">
              Your request
            </Title>
            <Text size="sm">{cart.services.map((service) => service.name).join(', ')}</Text>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">
                {vehicle ? describeVehicle({ ...vehicle, trim: vehicle.subModel }) : ''} · near {cart.zipcode}
              </Text>
              <Anchor component={Link} to={href('/service-request/services/service')} size="sm" aria-label="Change your request">
                Change
              </Anchor>
            </Group>
          </Stack>
        </Card>
        <Text c="dimmed">Nearby shops price your request now; more estimates may arrive as shops answer by hand.</Text>
        <NotifyContactForm profile={profile} onContinue={send} errorOptions={{ onFailure: sendFailed }} submitLabel="Get my estimates" submittingLabel="Sending your request..." />
      </Stack>
    </Container>
  );
}
