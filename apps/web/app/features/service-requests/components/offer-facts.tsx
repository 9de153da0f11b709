import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@pitstop/contracts/common/money';
import type { ReactNode } from 'react';
import { Link, href } from 'react-router';
import type { OfferView, ServiceRequestView } from '../api/get-service-request';
import { SOURCE_LABELS, answerTime, formatDate, formatHours, formatMiles, formatWarranty } from '../offer-display';
import { FairPriceBar } from './fair-price-bar';
import { MemberPrice } from './member-price';
import frame from '~/components/layout/app-layout.module.css';

/** One line of the comparison: its label and what it shows for each offer (a table row, a card's term). */
export interface OfferFact {
  key: string;
  label: string;
  value: (offer: OfferView) => ReactNode;
}

/** How one offer is marked: opened by its own address (`selected`), or arrived while the page was open. */
export interface OfferMarks {
  selected: boolean;
  isNew: boolean;
}

const dash = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

function Money({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} ff="monospace">
        {formatCents(cents)}
      </Text>
    </Group>
  );
}

type Figures = Pick<OfferView, 'laborCents' | 'partsCents' | 'feesCents' | 'taxCents' | 'totalCents'>;

/** Labor, parts, fees, tax and the total: of one service's line, or of the whole offer. */
function MoneyFigures({ figures, totalLabel }: { figures: Figures; totalLabel: string }) {
  return (
    <>
      <Money label="Labor" cents={figures.laborCents} />
      <Money label="Parts" cents={figures.partsCents} />
      <Money label="Fees" cents={figures.feesCents} />
      <Money label="Tax" cents={figures.taxCents} />
      <Money label={totalLabel} cents={figures.totalCents} strong />
    </>
  );
}

/** One service's line: labor hours × rate = labor, parts, fees, tax and the line's total, all in USD. */
function LineBreakdown({ offer, serviceId }: { offer: OfferView; serviceId: string }) {
  const line = offer.lineItems.find((item) => item.serviceId === serviceId);
  if (!line) return dash;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {formatHours(line.laborHours)} × {formatCents(line.laborRateCents)}/h
      </Text>
      <MoneyFigures figures={line} totalLabel="Line total" />
    </Stack>
  );
}

/** The rows of the comparison, in order: price, then what each service costs, then the shop. */
export function offerFacts(request: ServiceRequestView): OfferFact[] {
  const hasNotes = request.offers.some((offer) => offer.note);
  const services: OfferFact[] = request.requestedServices.map((service) => ({
    key: `service-${service.serviceId}`,
    label: service.name,
    value: (offer) => <LineBreakdown offer={offer} serviceId={service.serviceId} />,
  }));
  const facts: (OfferFact | false)[] = [
    {
      key: 'band',
      label: 'Usual price nearby',
      value: (offer) => <FairPriceBar band={offer.fairPrice} totalCents={offer.totalCents} />,
    },
    ...services,
    {
      key: 'totals',
      label: 'Totals',
      value: (offer) => (
        <Stack gap={2}>
          <MoneyFigures figures={offer} totalLabel="Total" />
        </Stack>
      ),
    },
    {
      key: 'shop',
      label: 'Where',
      value: ({ location }) => (
        <Stack gap={0}>
          <Text size="sm">{location.address}</Text>
          <Text size="sm">
            {location.city}, {location.state} {location.zipcode}
          </Text>
          <Text size="sm" c="dimmed">
            {formatMiles(location.distanceMiles)} away
          </Text>
        </Stack>
      ),
    },
    {
      key: 'rating',
      label: 'Rating',
      value: ({ location }) =>
        location.reviewCount > 0 ? (
          <Text size="sm">
            {location.rating.toFixed(1)} out of 5 ({location.reviewCount.toLocaleString('en-US')}{' '}
            {location.reviewCount === 1 ? 'review' : 'reviews'})
          </Text>
        ) : (
          <Text size="sm">No reviews yet</Text>
        ),
    },
    {
      key: 'certifications',
      label: 'Certifications',
      value: ({ location }) =>
        location.certifications.length > 0 ? (
          <List size="sm" spacing={0}>
            {location.certifications.map((certification) => (
              <List.Item key={certification}>{certification}</List.Item>
            ))}
          </List>
        ) : (
          dash
        ),
    },
    {
      key: 'answers',
      label: 'Answers',
      value: ({ location }) =>
        location.medianAnswerMinutes !== null ? (
          <Text size="sm">Usually answers within {answerTime(location.medianAnswerMinutes)}</Text>
        ) : (
          dash
        ),
    },
    {
      key: 'warranty',
      label: 'Warranty',
      value: ({ warranty }) => (
        <Stack gap={0}>
          <Text size="sm">{formatWarranty(warranty)}</Text>
          {warranty.terms && (
            <Text size="xs" c="dimmed">
              {warranty.terms}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'valid', label: 'Price valid until', value: (offer) => <Text size="sm">{formatDate(offer.validUntil)}</Text> },
    hasNotes && { key: 'note', label: 'Note from the shop', value: (offer) => (offer.note ? <Text size="sm">{offer.note}</Text> : dash) },
  ];
  return facts.filter((fact): fact is OfferFact => fact !== false);
}

/** An offer's heading: the shop, its company, the price, its member price and why it ranks where it does. */
export function OfferHeading({ offer, marks, headingId }: { offer: OfferView; marks: OfferMarks; headingId: string }) {
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6}>
        <Badge variant="light" color={offer.source === 'shop' ? 'grape' : 'teal'}>
          {SOURCE_LABELS[offer.source]}
        </Badge>
        {marks.isNew && (
          <Badge variant="filled" color="yellow.4" c="dark.9">
            New
          </Badge>
        )}
        {marks.selected && <Badge variant="outline">Selected</Badge>}
      </Group>
      <Title order={3} fz="md" id={headingId}>
        {offer.location.name}
      </Title>
      <Text size="xs" c="dimmed">
        {offer.location.companyName}
      </Text>
      <Text fz={22} fw={800} lh={1.2}>
        {formatCents(offer.totalCents)}
      </Text>
      <MemberPrice offer={offer} />
      <Text size="xs">{offer.rankReason}</Text>
    </Stack>
  );
}

/**
 * Select: on to choosing a time with this shop (docs/product/requests-and-offers.md). Its accessible name
 * carries the shop, its town and the price, so no two read alike (docs/product/keyboard-and-focus.md: two were "Select Redline…").
 */
export function SelectOffer({ requestId, offer }: { requestId: string; offer: OfferView }) {
  if (offerExpired(offer)) {
    // Past its valid_until the server refuses the booking (409 offer_expired): not offered as bookable.
    return (
      <Button disabled fullWidth>
        Expired
        <span className={frame.visuallyHidden}>
          {' '}
          {offer.location.name}, {offer.location.city}, {formatCents(offer.totalCents)}
        </span>
      </Button>
    );
  }
  return (
    <Button component={Link} to={href('/service-request/:id/offer/:offerId/book', { id: requestId, offerId: offer.id })} fullWidth>
      Select
      <span className={frame.visuallyHidden}>
        {' '}
        {offer.location.name}, {offer.location.city}, {formatCents(offer.totalCents)}
      </span>
    </Button>
  );
}

/** An open offer past its `valid_until`: it can no longer be booked (docs/product/money-and-shop-bookings.md). */
export const offerExpired = (offer: Pick<OfferView, 'status' | 'validUntil'>, now = Date.now()) =>
  offer.status === 'open' && Date.parse(offer.validUntil) <= now;
