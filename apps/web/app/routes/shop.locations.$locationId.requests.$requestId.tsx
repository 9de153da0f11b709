import { Anchor, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link, href, useNavigate, useParams } from 'react-router';
import { useCreateShopRequestMessage } from '~/features/messages/api/create-shop-request-message';
import { StartConversation } from '~/features/messages/components/start-conversation';
import { useShopLocation } from '~/features/shops/api/get-shop-locations';
import { useShopRequest } from '~/features/shops/api/get-shop-request';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { RequestDetails } from '~/features/shops/components/request-details';
import { ShopOfferPanel } from '~/features/shops/components/shop-offer-panel';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /shop/locations/{locationId}/requests/{requestId} (docs/product/shops.md): the request in full and the location's offer —
 * the bid form prefilled at its rates, then the offer with Change and Withdraw.
 */
export const handle: RouteHandle = { title: 'Service request' };

export const meta = handleMeta;

/** Writes to the request's customer (its thread with this shop, docs/product/messages.md), then opens it. */
function MessageCustomer({ locationId, requestId }: { locationId: string; requestId: string }) {
  const create = useCreateShopRequestMessage();
  const navigate = useNavigate();
  return (
    <Group>
      <StartConversation
        label="Message the customer"
        title="Message the customer"
        send={(body) => create.mutateAsync({ locationId, requestId, body })}
        onSent={(threadId) => void navigate(`${href('/shop/locations/:locationId/messages', { locationId })}?thread=${threadId}`)}
      />
    </Group>
  );
}

export default function ShopRequest() {
  const { locationId = '', requestId = '' } = useParams();
  const { location, ...locations } = useShopLocation(locationId);
  const request = useShopRequest({ locationId, requestId });

  let body;
  if (request.isPending || locations.isPending) body = <Loading>Loading the request…</Loading>;
  else if (request.isError) body = <LoadFailed title="We could not load this request" error={request.error} onRetry={() => void request.refetch()} />;
  else if (locations.isError) body = <LoadFailed title="We could not load the shop" error={locations.error} onRetry={() => void locations.refetch()} />;
  else if (!location) body = <Text role="alert">This shop is not one of yours, or it does not exist.</Text>;
  else {
    body = (
      <>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {request.data.services.map((service) => service.name).join(', ')}
        </Title>
        <RequestDetails request={request.data} />
        {request.data.offers.length > 0 && <MessageCustomer locationId={locationId} requestId={requestId} />}
        <Divider />
        <ShopOfferPanel location={location} request={request.data} />
      </>
    );
  }

  return (
    <Container size="md" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={href('/shop/locations/:locationId', { locationId })} size="sm">
          Back to {location?.name ?? 'the requests'}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
