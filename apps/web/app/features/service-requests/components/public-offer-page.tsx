import type { PublicOffer } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { Alert, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, href } from 'react-router';
import { DataTable } from '~/components/ui/data-table';
import type { PublicHead } from '~/lib/public-page';
import { PUBLIC_OFFER_STATUS_WORDS, jobWords } from '../public-offer-head';

const DAYS = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
] as const;

const validityFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** /offer/{offerId}: one shop's offer as its shared link shows it — the shop, the job, the price, the validity. */
export function PublicOfferPage({ offer, head }: { offer: PublicOffer; head: PublicHead }) {
  const { shop } = offer;
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 20, sm: 32 }}>
      <Stack gap="lg" maw={760}>
        <Stack gap={6}>
          <Group gap="xs">
            <Badge color={offer.status === 'open' ? 'green' : 'gray'} variant="light">
              {PUBLIC_OFFER_STATUS_WORDS[offer.status]}
            </Badge>
          </Group>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {head.title}
          </Title>
          <Text c="dimmed">
            An offer for {jobWords(offer)} on a {offer.vehicle.make} {offer.vehicle.model}, shared by its link.
          </Text>
        </Stack>
        {offer.status === 'open' ? (
          <Text>Valid until {validityFormat.format(new Date(offer.validUntil))}.</Text>
        ) : (
          <Alert color="gray" title={PUBLIC_OFFER_STATUS_WORDS[offer.status]}>
            {offer.status === 'expired'
              ? `This offer was valid until ${validityFormat.format(new Date(offer.validUntil))} and can no longer be booked.`
              : offer.status === 'withdrawn'
                ? 'The shop withdrew this offer: it can no longer be booked.'
                : 'This offer can no longer be booked.'}
          </Alert>
        )}
        <Text fz={{ base: 28, sm: 34 }} data-strong>
          {formatCents(offer.totalCents)} <Text span c="dimmed" fz="md" fw={400}>tax included</Text>
        </Text>
        <DataTable label="The offer, line by line">
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col" data-num>Labor</th>
                <th scope="col" data-num>Parts</th>
                <th scope="col" data-num>Tax</th>
                <th scope="col" data-num>Total</th>
              </tr>
            </thead>
            <tbody>
              {offer.lineItems.map((line) => (
                <tr key={line.serviceName}>
                  <th scope="row">{line.serviceName}</th>
                  <td data-num>{formatCents(line.laborCents)}</td>
                  <td data-num>{formatCents(line.partsCents + line.feesCents)}</td>
                  <td data-num>{formatCents(line.taxCents)}</td>
                  <td data-num>{formatCents(line.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        <Text size="sm">
          Warranty: {offer.warranty.months} months or {offer.warranty.miles.toLocaleString('en-US')} miles. {offer.warranty.terms}
        </Text>
        <Stack gap={4}>
          <Title order={2} fz="xl">{shop.name}</Title>
          <Text>
            {shop.address}, {shop.city}, {shop.state} {shop.zipcode}
          </Text>
          {shop.reviewCount > 0 ? (
            <Text size="sm">
              Rated {shop.rating.toFixed(1)} of 5 in {shop.reviewCount} reviews
            </Text>
          ) : null}
          {shop.certifications.length > 0 ? <Text size="sm">Certifications: {shop.certifications.join(', ')}</Text> : null}
        </Stack>
        <Stack gap={4}>
          <Title order={3} fz="md">Opening hours</Title>
          <DataTable label="Opening hours">
            <tbody>
              {DAYS.map(([key, day]) => {
                const hours = shop.openingHours[key];
                return (
                  <tr key={key}>
                    <th scope="row">{day}</th>
                    <td>{hours ? `${hours.open}–${hours.close}` : 'Closed'}</td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        </Stack>
        <Group>
          <Button component={Link} to={href('/service-request/services/service')} size="md">
            Get your own offers
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
