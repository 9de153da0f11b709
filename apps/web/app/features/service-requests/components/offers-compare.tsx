import { Alert, Anchor, Container, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WITHDRAW_REASONS, serviceRequestMessages } from '@pitstop/contracts/service-requests';
import { useEffect, useState } from 'react';
import { Link, href } from 'react-router';
import type { ServiceRequestView } from '../api/get-service-request';
import { type LiveMode, useLiveServiceRequest } from '../hooks/use-live-service-request';
import { useMarkOffersSeen } from '../api/mark-offers-seen';
import { useOfferArrivals } from '../hooks/use-offer-arrivals';
import { OFFER_SORTS, type OfferSort, sortAnnouncement, sortOffers } from '../offer-display';
import { OfferComparison } from './offer-comparison';
// The frame's screen-reader-only class (not Mantine's VisuallyHidden, which would be a chunk of its own).
import frame from '~/components/layout/app-layout.module.css';
import { RequestStates } from './request-states';
import { RequestSummary } from './request-summary';
import { WithdrawRequest } from './withdraw-request';

/** The mobile cut-off. Offers are side by side from here up, stacked cards below. */
const WIDE = '(min-width: 768px)';

const LIVE_TEXTS: Record<LiveMode, string> = {
  connecting: 'Connecting for live estimates…',
  live: 'Live: new estimates appear here as shops answer.',
  polling: 'New estimates are checked for every 15 seconds.',
  off: '',
};

const sortOptions = Object.entries(OFFER_SORTS).map(([value, label]) => ({ value, label }));

export interface OffersCompareProps {
  requestId: string;
  /** `/offer/{offerId}`: the offer to highlight (docs/product/requests-and-offers.md). */
  offerId?: string;
}

/**
 * /service-request/{id}/offer[/{offerId}] (docs/product/requests-and-offers.md, docs/product/comparing-and-choosing.md):
 * the request, its offers compared and sortable, kept live while the page is open, and withdraw.
 */
export function OffersCompare({ requestId, offerId }: OffersCompareProps) {
  const { request, liveMode } = useLiveServiceRequest(requestId);
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Compare estimates and select a shop
        </Title>
        <RequestStates query={request}>
          {(data) => <LoadedOffers request={data} offerId={offerId} liveMode={liveMode} />}
        </RequestStates>
      </Stack>
    </Container>
  );
}

function LoadedOffers({ request, offerId, liveMode }: { request: ServiceRequestView; offerId?: string; liveMode: LiveMode }) {
  const [sort, setSort] = useState<OfferSort>('best');
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });
  const arrivals = useOfferArrivals(request.offers);
  // One polite live region says the latest news: an offer arriving, or the new order after a sort.
  const [announcement, setAnnouncement] = useState(arrivals.announcement);
  const [heard, setHeard] = useState(arrivals.announcement);
  if (arrivals.announcement !== heard) {
    setHeard(arrivals.announcement);
    setAnnouncement(arrivals.announcement);
  }
  const sortBy = (value: OfferSort) => {
    setSort(value);
    setAnnouncement(sortAnnouncement(value, sortOffers(request.offers, value)[0]));
  };
  const open = request.status === 'open';
  const offers = sortOffers(request.offers, sort);
  const opened = offerId ? request.offers.find((offer) => offer.id === offerId) : undefined;

  // The person has seen these offers (docs/product/signed-in-home.md): the lists stop calling them new. Again when one arrives here.
  const { mutate: markSeen } = useMarkOffersSeen();
  const shownCount = request.offers.length;
  useEffect(() => {
    markSeen(request.id);
  }, [markSeen, request.id, shownCount]);

  // An offer opened by its own address is brought into view once, when the page first shows it.
  const openedId = opened?.id;
  useEffect(() => {
    if (openedId) document.getElementById(`offer-${openedId}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [openedId]);

  return (
    <Stack gap="lg">
      <RequestSummary request={request} />
      <StatusNotice request={request} />
      {offerId && !opened && (
        <Alert color="yellow" variant="light">
          The estimate you opened is no longer offered. Here are the others.
        </Alert>
      )}
      {open && (!request.instantPrice || request.offers.length === 0) && (
        <Alert color="blue" variant="light" title="Shops are pricing your request">
          <Stack gap="xs">
            <Text size="sm">{serviceRequestMessages.noInstantPrice}</Text>
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Waiting for estimates…</Text>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" gap="md">
        {request.offers.length > 1 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600} id="offer-sort-label">
              Sort by
            </Text>
            <SegmentedControl
              aria-labelledby="offer-sort-label"
              data={sortOptions}
              value={sort}
              onChange={(value) => sortBy(value as OfferSort)}
              size="sm"
            />
          </Stack>
        ) : (
          <span />
        )}
        {open && <WithdrawRequest requestId={request.id} />}
      </Group>
      {open && (
        <Text size="xs" c="dimmed">
          {LIVE_TEXTS[liveMode]}
        </Text>
      )}
      {offers.length > 0 && (
        <OfferComparison
          request={request}
          offers={offers}
          marksOf={(offer) => ({ selected: offer.id === openedId, isNew: arrivals.newIds.has(offer.id) })}
          selectable={open}
          layout={wide ? 'table' : 'cards'}
        />
      )}
      <div className={frame.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </div>
    </Stack>
  );
}

/** What the request's status means for the page: withdrawn (start again) or booked (nothing to choose). */
function StatusNotice({ request }: { request: ServiceRequestView }) {
  if (request.status === 'withdrawn') {
    return (
      <Alert color="gray" title="You withdrew this request" role="status">
        <Stack gap="xs" align="flex-start">
          {request.reasonWithdrawn && <Text size="sm">Reason: {WITHDRAW_REASONS[request.reasonWithdrawn]}</Text>}
          <Text size="sm">Shops no longer see it, and its estimates can no longer be chosen.</Text>
          <Anchor component={Link} to={href('/service-request/services/service')} fw={600}>
            Start a new request
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (request.status !== 'open') {
    return (
      <Alert color="teal" title={request.status === 'booked' ? 'This request is booked' : 'This request is completed'}>
        <Text size="sm">Its estimates can no longer be chosen.</Text>
      </Alert>
    );
  }
  return null;
}
