import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ShopPortalLocation, ShopRequestDetail } from '@pitstop/contracts';
import { VEHICLE_CLASS_TEXT, type VehicleClass } from '@pitstop/contracts/common/names';
import { formatCents } from '@pitstop/contracts/common/money';
import { useState } from 'react';
import { pushAlert } from '~/lib/alerts';
import { useCreateShopOffer } from '../api/create-shop-offer';
import { useUpdateShopOffer } from '../api/update-shop-offer';
import { useWithdrawShopOffer } from '../api/withdraw-shop-offer';
import { bidFormValues } from '../bid-values';
import { liveAutoquote, liveHandOffer } from '../format';
import { BidForm } from './bid-form';
import { OfferSummary } from './offer-summary';
import { useAction } from '~/lib/use-action';
import { ProblemAlert } from '~/components/ui/problem-alert';

/**
 * The location's offer on a request: the bid form prefilled from the draft while it has none, then its offer with
 * Change and Withdraw while it is not accepted. Its instant offer (autoquote), if any, is shown for reference.
 */
export function ShopOfferPanel({ location, request }: { location: ShopPortalLocation; request: ShopRequestDetail }) {
  const create = useCreateShopOffer();
  const update = useUpdateShopOffer();
  const withdraw = useWithdrawShopOffer();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mine = liveHandOffer(request);
  const instant = liveAutoquote(request);
  const rates = { laborRateCents: location.laborRateCents, taxRateBps: location.taxRateBps };
  const ids = { locationId: location.id };

  const withdrawOffer = useAction(async (offerId: string) => {
    await withdraw.mutateAsync({ ...ids, offerId });
    setConfirming(false);
    pushAlert({ type: 'success', message: 'Your offer was withdrawn.', timedDismiss: true });
  });

  let body;
  if (mine && editing) {
    body = (
      <BidForm
        initialValues={bidFormValues(mine.lineItems, mine.note)}
        rates={rates}
        submitLabel="Save changes"
        onCancel={() => setEditing(false)}
        onSubmit={async (bid) => {
          await update.mutateAsync({ ...ids, offerId: mine.id, bid });
          setEditing(false);
          pushAlert({ type: 'success', message: 'Your offer was changed.', timedDismiss: true });
        }}
      />
    );
  } else if (mine) {
    body = (
      <Stack gap="sm">
        <Text>
          {mine.status === 'accepted'
            ? `The customer accepted your offer of ${formatCents(mine.totalCents)}.`
            : `You offered ${formatCents(mine.totalCents)}. The customer sees it with their other offers.`}
        </Text>
        <OfferSummary offer={mine} label="Your offer" />
        {mine.status === 'open' && request.status === 'open' && (
          <Group gap="sm">
            <Button variant="outline" onClick={() => setEditing(true)}>
              Change offer
            </Button>
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
              Withdraw offer
            </Button>
          </Group>
        )}
        <Modal opened={confirming} onClose={() => setConfirming(false)} title="Withdraw your offer?" closeButtonProps={{ 'aria-label': 'Close' }}>
          <Stack gap="md">
            <Text>The customer will no longer see your offer of {formatCents(mine.totalCents)}. You can send a new one afterwards.</Text>
            <ProblemAlert problem={withdrawOffer.problem} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button color="red" loading={withdrawOffer.pending} onClick={() => void withdrawOffer.run(mine.id)}>
                Withdraw offer
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Stack>
    );
  } else if (request.status !== 'open') {
    body = <Text>This request is {request.status}: it takes no more offers.</Text>;
  } else {
    body = (
      <BidForm
        initialValues={bidFormValues(request.draft)}
        rates={rates}
        submitLabel="Send offer"
        onSubmit={async (bid) => {
          await create.mutateAsync({ ...ids, requestId: request.id, bid });
          pushAlert({ type: 'success', message: 'Your offer was sent.', timedDismiss: true });
        }}
      />
    );
  }

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Your offer
      </Title>
      {instant && (
        <Text size="sm" c="dimmed">
          Your instant offer, priced by your settings: {formatCents(instant.totalCents)}.
          {!mine && ' An offer by hand shows next to it, with the prices you set here.'}
        </Text>
      )}
      {!mine && request.status === 'open' && (
        <Text size="sm">
          Prefilled from the catalogue’s hours and parts for a {VEHICLE_CLASS_TEXT[request.vehicle.vehicleClass as VehicleClass] ?? 'car'} at your rates. Adjust what you need and send.
        </Text>
      )}
      {body}
    </Stack>
  );
}
