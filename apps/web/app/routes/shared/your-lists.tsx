import { Alert, Anchor, Badge, Button, Container, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_PER_PAGE, type ServiceRequestScope, formatCents, newOfferCount } from '@pitstop/contracts';
import { type ReactNode, useId, useState } from 'react';
import { Link, href, useNavigate } from 'react-router';
import { bookingPath } from '~/features/bookings/booking-paths';
import { CancelBooking } from '~/features/bookings/components/cancel-booking';
import { useCreateMessage } from '~/features/messages/api/create-message';
import { StartConversation } from '~/features/messages/components/start-conversation';
import { paymentSentence } from '~/features/bookings/slot-display';
import { type ServiceRequestListItemView, useServiceRequestList } from '~/features/service-requests/api/list-service-requests';
import { useLiveServiceRequest } from '~/features/service-requests/hooks/use-live-service-request';
import { APPOINTMENT_KINDS } from '~/features/standalone-appointments/appointment-kinds';
import { useStandaloneAppointmentList } from '~/features/standalone-appointments/hooks/use-standalone-appointment-list';
import { useCurrentUser } from '~/lib/store';

/**
 * What the person has (docs/product/signed-in-home.md), as the signed-in home and the pages "Your requests" and "Your appointments"
 * show it: open requests with their offers and what is new (kept live by the request's own event stream, the list
 * read again every minute as the fallback), bookings with their time in the shop's zone, the money and what can be
 * done now, past jobs with their receipts, and the appointments booked directly. Composed here because it draws
 * on three features (routes compose features).
 */

const vehicleName = (vehicle: ServiceRequestListItemView['vehicle']) => [vehicle.year, vehicle.make, vehicle.model].join(' ');
const servicesOf = (item: Pick<ServiceRequestListItemView, 'requestedServices'>) => item.requestedServices.map((service) => service.name).join(', ');
const offersPath = (id: string) => href('/service-request/:id/offer/:offerId?', { id });

function ItemCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Text id={titleId} fw={700}>
          {title}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** An open request: its offers, the best price, and how many came since the person last looked — live. */
function OpenRequestCard({ item }: { item: ServiceRequestListItemView }) {
  const { request } = useLiveServiceRequest(item.id);
  const current = request.data ?? item;
  const fresh = newOfferCount(current);
  const offers = current.offers.filter((offer) => offer.status === 'open');
  const lowest = offers.reduce<number | null>((low, offer) => (low === null || offer.totalCents < low ? offer.totalCents : low), null);
  return (
    <ItemCard title={servicesOf(current)}>
      <Text size="sm" c="dimmed">
        {vehicleName(current.vehicle)} · {current.zipcode}
      </Text>
      <Group gap="xs">
        <Text size="sm">
          {offers.length === 0
            ? 'Waiting for estimates from nearby shops.'
            : `${offers.length} ${offers.length === 1 ? 'estimate' : 'estimates'}${lowest !== null ? `, from ${formatCents(lowest)}` : ''}`}
        </Text>
        {fresh > 0 && (
          <Badge variant="filled" color="yellow.4" c="dark.9">
            {fresh} new
          </Badge>
        )}
      </Group>
      <Group gap="md">
        <Anchor component={Link} to={offersPath(current.id)} size="sm" fw={600}>
          Compare estimates
        </Anchor>
      </Group>
    </ItemCard>
  );
}

/** A booked request: the shop, the car, the time in the shop's zone, the money, and what can be done now. */
function BookedRequestCard({ item }: { item: ServiceRequestListItemView }) {
  const booking = item.booking;
  const offer = item.acceptedOffer;
  if (!booking || !offer) return null;
  const ids = { id: item.id, offerId: booking.offerId };
  return (
    <ItemCard title={`${servicesOf(item)} at ${offer.location.name}`}>
      <Text size="sm" c="dimmed">
        {vehicleName(item.vehicle)} · {offer.location.address}, {offer.location.city}
      </Text>
      <Text fw={600}>{booking.slot.label}</Text>
      <Text size="sm">
        {booking.paymentState
          ? paymentSentence({ state: booking.paymentState, amountCents: booking.amountCents, holdOn: booking.holdOn, capturedCents: booking.capturedCents, failureMessage: null }, booking.slot.timeZone)
          : 'Nothing is held on your card: your rewards cover the whole estimate.'}
      </Text>
      {booking.shopProposal && (
        <Alert color="blue" variant="light" p="xs">
          The shop proposed another time: {booking.shopProposal.label}.{' '}
          <Anchor component={Link} to={bookingPath('reschedule', ids)} size="sm" fw={600}>
            Answer the shop
          </Anchor>
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        {booking.actions.approveExtraWork && (
          <Button component={Link} to={href('/service-request/:id/offer/:offerId/extra-work', ids)} size="xs" color="orange">
            Approve extra work ({booking.extraWorkPending})
          </Button>
        )}
        <Button component={Link} to={bookingPath('confirmation', ids)} size="xs" variant="default">
          Details
        </Button>
        {booking.actions.reschedule && (
          <Button component={Link} to={bookingPath('reschedule', ids)} size="xs" variant="light">
            Reschedule
          </Button>
        )}
        {booking.actions.cancel && <CancelBooking requestId={item.id} onCancelled={() => undefined} size="xs" />}
        <MessageShop requestId={item.id} locationId={offer.location.id} shopName={offer.location.name} />
      </Group>
    </ItemCard>
  );
}

/** Writes to the booked shop (the request's thread with it, docs/product/messages.md), then opens the conversation. */
export function MessageShop({ requestId, locationId, shopName }: { requestId: string; locationId: string; shopName: string }) {
  const create = useCreateMessage();
  const navigate = useNavigate();
  return (
    <StartConversation
      label="Message the shop"
      title={`Message ${shopName}`}
      size="xs"
      send={(body) => create.mutateAsync({ body, referenceType: 'service_request', referenceId: requestId, recipientType: 'location', recipientId: locationId })}
      onSent={(threadId) => void navigate(`${href('/messages')}?thread=${threadId}`)}
    />
  );
}

/** A past request: a completed job with its receipt, or one withdrawn. */
function PastRequestCard({ item }: { item: ServiceRequestListItemView }) {
  const booking = item.booking;
  const shop = item.acceptedOffer?.location.name;
  return (
    <ItemCard title={shop ? `${servicesOf(item)} at ${shop}` : servicesOf(item)}>
      <Text size="sm" c="dimmed">
        {vehicleName(item.vehicle)}
        {booking ? ` · ${booking.slot.label}` : ''}
      </Text>
      {item.status === 'completed' && booking?.actions.receipt ? (
        <Group gap="md">
          <Text size="sm">Done{booking.capturedCents !== null ? `: you paid ${formatCents(booking.capturedCents)}` : ''}.</Text>
          <Anchor component={Link} to={bookingPath('completed', { id: item.id, offerId: booking.offerId })} size="sm" fw={600}>
            Receipt
          </Anchor>
        </Group>
      ) : (
        <Group gap="md">
          <Text size="sm">Withdrawn.</Text>
          <Anchor component={Link} to={offersPath(item.id)} size="sm">
            See the estimates
          </Anchor>
        </Group>
      )}
    </ItemCard>
  );
}

const CARDS: Record<ServiceRequestScope, (props: { item: ServiceRequestListItemView }) => ReactNode> = {
  open: OpenRequestCard,
  booked: BookedRequestCard,
  past: PastRequestCard,
};

export interface ListSectionProps {
  title: string;
  /** Said when the list is empty — and only then. */
  empty: ReactNode;
  /** Pages of 5 (docs/product/signed-in-home.md) when set; otherwise the first 5 and a link to all of them. */
  paginate?: boolean;
  /** Where "See all" goes when not paginated. */
  allHref?: string;
}

/** A titled list with its loading, error and empty states, and pagination or a "See all" link. */
function ListFrame({
  title,
  empty,
  paginate,
  allHref,
  query,
  page,
  onPage,
  children,
}: ListSectionProps & {
  query: { isPending: boolean; isError: boolean; error: Error | null; data?: { data: unknown[]; meta: { count: number } } };
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const count = query.data?.meta.count ?? 0;
  const pages = Math.ceil(count / DEFAULT_PER_PAGE);
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg" id={headingId}>
          {title}
          {count > 0 ? ` (${count})` : ''}
        </Title>
        {!paginate && allHref && count > DEFAULT_PER_PAGE && (
          <Anchor component={Link} to={allHref} size="sm" fw={600}>
            See all {count}
          </Anchor>
        )}
      </Group>
      {query.isPending && <Loader size="sm" aria-label={`Loading: ${title}`} />}
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          {query.error?.message}
        </Alert>
      )}
      {query.data && query.data.data.length === 0 && page === 1 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {children}
      {paginate && pages > 1 && (
        <Pagination total={pages} value={page} onChange={onPage} size="sm" aria-label={`Pages of ${title}`} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
      )}
    </Stack>
  );
}

/** The person's requests in one scope (open, booked, past), 5 a page. */
export function RequestListSection({ scope, ...props }: ListSectionProps & { scope: ServiceRequestScope }) {
  const userId = useCurrentUser()?.id ?? null;
  const [page, setPage] = useState(1);
  const query = useServiceRequestList(userId, scope, page);
  const Card = CARDS[scope];
  return (
    <ListFrame {...props} query={query} page={page} onPage={setPage}>
      {query.data?.data.map((item) => <Card key={item.id} item={item} />)}
    </ListFrame>
  );
}

/** The appointments booked directly (/book-appointment): those to come, or all of them, 5 a page. */
export function StandaloneListSection({ which, ...props }: ListSectionProps & { which: 'upcoming' | 'all' }) {
  const userId = useCurrentUser()?.id ?? null;
  const [page, setPage] = useState(1);
  const query = useStandaloneAppointmentList(userId, which, page);
  return (
    <ListFrame {...props} query={query} page={page} onPage={setPage}>
      {query.data?.data.map((appointment) => (
        <ItemCard key={appointment.id} title={`${APPOINTMENT_KINDS[appointment.appointmentType]} at ${appointment.location.name}`}>
          <Text size="sm" c="dimmed">
            {appointment.location.address}, {appointment.location.city}
          </Text>
          <Group gap="md">
            <Text fw={600}>{appointment.slot.label}</Text>
            {appointment.status === 'cancelled' && (
              <Badge color="gray.7" variant="filled">
                Cancelled
              </Badge>
            )}
            {appointment.status === 'no_show' && (
              <Badge color="gray.7" variant="filled">
                Missed
              </Badge>
            )}
          </Group>
          <Anchor component={Link} to={href('/book-appointment/:id/confirmation', { id: appointment.id })} size="sm" fw={600}>
            Details
          </Anchor>
        </ItemCard>
      ))}
    </ListFrame>
  );
}

/** The frame of "Your requests" and "Your appointments": a fluid container, the title and the page's main action. */
export function YourListsPage({ title, action, children }: { title: string; action: { label: string; to: string }; children: ReactNode }) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <Stack gap="xl">
        <Group justify="space-between">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Button component={Link} to={action.to} variant="light">
            {action.label}
          </Button>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
