import { Alert, Anchor, Card, Container, Stack, Table, Text, Title } from '@mantine/core';
import { appointmentMessages } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import type { ReactNode } from 'react';
import { Link, href } from 'react-router';
import type { OfferView, ServiceRequestView } from '../api/get-service-request';
import { useLiveServiceRequest } from '../hooks/use-live-service-request';
import { OfferHeading, offerExpired } from './offer-facts';
import { RequestStates } from './request-states';
import { vehicleLabel } from './request-summary';

export interface OfferPageProps {
  title: string;
  requestId: string;
  offerId: string;
  /** Show the offer's lines and totals (the confirm and receipt pages). */
  itemised?: boolean;
  /** Keep the offer live while the request is open (the booking pages: a shop's new price shows at once, ADR 044). */
  live?: boolean;
  /** The page's own part, below the offer. */
  children: (request: ServiceRequestView, offer: OfferView) => ReactNode;
}

/**
 * A page about one offer of a request (the booking's pages, docs/product/requests-and-offers.md): its title,
 * the offer (shop, address, services, vehicle; its lines when itemised), then the page's own part. An offer
 * no longer on the request says so with the way back to the estimates.
 */
export function OfferPage({ title, requestId, offerId, itemised = false, live = false, children }: OfferPageProps) {
  const { request } = useLiveServiceRequest(requestId, { stream: live });
  return (
    <Container size="sm" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <RequestStates query={request}>
          {(data) => {
            const offer = data.offers.find((candidate) => candidate.id === offerId) ?? (data.acceptedOffer?.id === offerId ? data.acceptedOffer : null);
            if (!offer) {
              return (
                <Alert color="yellow" role="alert" title="This estimate is no longer offered">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">The shop withdrew it, or it belongs to another request.</Text>
                    <BackToEstimates requestId={requestId} offerId={offerId} />
                  </Stack>
                </Alert>
              );
            }
            return (
              <Stack gap="lg">
                <OfferCard request={data} offer={offer} itemised={itemised} />
                {data.status === 'open' && offerExpired(offer) ? (
                  <Alert color="yellow" role="alert" title="This estimate has expired">
                    <Stack gap="xs" align="flex-start">
                      <Text size="sm">{appointmentMessages.offerExpired}</Text>
                      <BackToEstimates requestId={requestId} offerId={offerId} />
                    </Stack>
                  </Alert>
                ) : (
                  children(data, offer)
                )}
              </Stack>
            );
          }}
        </RequestStates>
      </Stack>
    </Container>
  );
}

export function BackToEstimates({ requestId, offerId }: { requestId: string; offerId?: string }) {
  return (
    <Anchor component={Link} to={href('/service-request/:id/offer/:offerId?', { id: requestId, offerId })}>
      Back to the estimates
    </Anchor>
  );
}

/** The offer: shop, address, what it is for; with `itemised`, its lines and total. */
export function OfferCard({ request, offer, itemised }: { request: ServiceRequestView; offer: OfferView; itemised: boolean }) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={`offer-${offer.id}`}>
      <Stack gap="xs">
        <OfferHeading offer={offer} marks={{ selected: false, isNew: false }} headingId={`offer-${offer.id}`} />
        <Text size="sm">
          {offer.location.address}, {offer.location.city}, {offer.location.state} {offer.location.zipcode}
        </Text>
        <Text size="sm">
          {request.requestedServices.map((service) => service.name).join(', ')} for your {vehicleLabel(request)}
        </Text>
        {itemised && (
          <Table.ScrollContainer minWidth={0}>
            <Table fz="sm" verticalSpacing={4} aria-label="Estimate lines">
              <Table.Tbody>
                {offer.lineItems.map((line) => (
                  <Table.Tr key={line.serviceId}>
                    <Table.Th scope="row" fw={400}>
                      {line.serviceName}
                    </Table.Th>
                    <Table.Td ta="right">{formatCents(line.totalCents)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row">Total</Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {formatCents(offer.totalCents)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
