import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link, href, useParams } from 'react-router';
import { ExtraLinesSection } from '~/features/extra-lines/components/extra-lines-section';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /service-request/{id}/offer/{offerId}/extra-work (docs/product/booking-and-payments.md): the booking's extra lines to approve or
 * decline, the page the shop's email links to (behind sign-in: approving adds to what the card is charged).
 */
export const handle: RouteHandle = { title: 'Extra work' };

export const meta = handleMeta;

export default function ExtraWork() {
  const { id = '', offerId = '' } = useParams();
  return (
    <Container size="sm" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Approve extra work
        </Title>
        <ExtraLinesSection requestId={id} />
        <Anchor component={Link} to={href('/service-request/:id/offer/:offerId/confirmation', { id, offerId })} size="sm">
          See your booking
        </Anchor>
      </Stack>
    </Container>
  );
}
