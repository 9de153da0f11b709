import { Alert, Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, href } from 'react-router';
import { useServiceRequest } from '../api/get-service-request';
import { formatDate } from '../offer-display';
import { OfferHeading } from './offer-facts';
import { RequestStates } from './request-states';
import { vehicleLabel } from './request-summary';

export interface OfferBookingProps {
  requestId: string;
  offerId: string;
}

/**
 * /service-request/{id}/offer/{offerId}/book (spec 000 §2 "Choose an appointment time"). Booking is the next
 * release's (issue 16): until then the page shows the chosen offer and says so plainly — nothing here books.
 */
export function OfferBooking({ requestId, offerId }: OfferBookingProps) {
  const request = useServiceRequest(requestId);
  const back = (
    <Anchor component={Link} to={href('/service-request/:id/offer/:offerId?', { id: requestId, offerId })}>
      Back to the estimates
    </Anchor>
  );
  return (
    <Container size="sm" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Choose an appointment time
        </Title>
        <RequestStates query={request}>
          {(data) => {
            const offer = data.offers.find((candidate) => candidate.id === offerId);
            if (!offer) {
              return (
                <Alert color="yellow" role="alert" title="This estimate is no longer offered">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">The shop withdrew it, or it belongs to another request.</Text>
                    {back}
                  </Stack>
                </Alert>
              );
            }
            return (
              <Stack gap="md">
                <Card withBorder radius="md" component="section" aria-labelledby={`offer-${offer.id}`}>
                  <Stack gap="xs">
                    <OfferHeading offer={offer} marks={{ selected: false, isNew: false }} headingId={`offer-${offer.id}`} />
                    <Text size="sm">
                      {offer.location.address}, {offer.location.city}, {offer.location.state} {offer.location.zipcode}
                    </Text>
                    <Text size="sm">
                      {data.requestedServices.map((service) => service.name).join(', ')} for your {vehicleLabel(data)}
                    </Text>
                  </Stack>
                </Card>
                <Alert color="blue" variant="light" title="Online booking arrives in the next release">
                  <Text size="sm">
                    You cannot choose a time here yet. This estimate stays on your request until{' '}
                    {formatDate(offer.validUntil)}: come back to it with this page's address.
                  </Text>
                </Alert>
                {data.status !== 'open' && (
                  <Text size="sm">This request is {data.status}: its estimates can no longer be chosen.</Text>
                )}
                <div>{back}</div>
              </Stack>
            );
          }}
        </RequestStates>
      </Stack>
    </Container>
  );
}
