import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ShopInboxRequest } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { Link, href } from 'react-router';
import { liveHandOffer, milesText, timeSince, vehicleText } from '../format';

/** A request in the inbox: what is asked, on which car, how far and how long ago; the heading opens it. */
export function RequestCard({ locationId, request, now }: { locationId: string; request: ShopInboxRequest; now: Date }) {
  const titleId = `shop-request-${request.id}`;
  const mine = liveHandOffer(request);
  const services = request.services.map((service) => service.name).join(', ');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="md" id={titleId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={href('/shop/locations/:locationId/requests/:requestId', { locationId, requestId: request.id })} inherit>
              {services}
            </Anchor>
          </Title>
          {request.status !== 'open' && (
            <Badge color="gray" variant="light">
              {request.status}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {vehicleText(request.vehicle)}
          {request.vehicle.mileage !== null && ` · ${request.vehicle.mileage.toLocaleString('en-US')} miles`}
        </Text>
        <Text size="sm" c="dimmed">
          {milesText(request.distanceMiles)} · {request.zipcode} · {timeSince(request.createdAt, now)}
        </Text>
        {mine && (
          <Text size="sm" fw={600}>
            Your offer: {formatCents(mine.totalCents)}
            {mine.status === 'accepted' ? ' (accepted)' : ''}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
