import type { PublicOffer } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { Alert, Badge, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, href } from 'react-router';
import { TableScroll } from '~/components/ui/table-scroll';
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
        <Text fz={{ base: 28, sm: 34 }} fw={700}>
          {formatCents(offer.totalCents)} <Text span c="dimmed" fz="md" fw={400}>tax included</Text>
        </Text>
        <TableScroll label="The offer, line by line">
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Service</Table.Th>
                <Table.Th scope="col" ta="right">Labor</Table.Th>
                <Table.Th scope="col" ta="right">Parts</Table.Th>
                <Table.Th scope="col" ta="right">Tax</Table.Th>
                <Table.Th scope="col" ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {offer.lineItems.map((line) => (
                <Table.Tr key={line.serviceName}>
                  <Table.Th scope="row" fw={500}>{line.serviceName}</Table.Th>
                  <Table.Td ta="right">{formatCents(line.laborCents)}</Table.Td>
                  <Table.Td ta="right">{formatCents(line.partsCents + line.feesCents)}</Table.Td>
                  <Table.Td ta="right">{formatCents(line.taxCents)}</Table.Td>
                  <Table.Td ta="right">{formatCents(line.totalCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
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
          <Table withRowBorders={false} maw={320} fz="sm">
            <Table.Tbody>
              {DAYS.map(([key, day]) => {
                const hours = shop.openingHours[key];
                return (
                  <Table.Tr key={key}>
                    <Table.Th scope="row" fw={500}>{day}</Table.Th>
                    <Table.Td>{hours ? `${hours.open}–${hours.close}` : 'Closed'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
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
