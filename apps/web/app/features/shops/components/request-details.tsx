import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { type ShopInboxRequest, URGENCY_LABELS, type Urgency } from '@pitstop/contracts';
import { milesText, timeSince, vehicleText } from '../format';

/** A request in full, as a shop may read it: the services with their answers and notes, the car, where and when. */
export function RequestDetails({ request }: { request: ShopInboxRequest }) {
  const { vehicle } = request;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light" color={request.status === 'open' ? 'blue' : 'gray'}>
          {request.status}
        </Badge>
        <Text size="sm" c="dimmed">
          {timeSince(request.createdAt)} · {milesText(request.distanceMiles)} · {request.zipcode}
        </Text>
      </Group>
      <Text>
        <Text span fw={600}>
          {vehicleText(vehicle)}
        </Text>
        {vehicle.mileage !== null && ` · ${vehicle.mileage.toLocaleString('en-US')} miles`}
      </Text>
      {request.urgency && <Text size="sm">When: {URGENCY_LABELS[request.urgency as Urgency] ?? request.urgency}</Text>}
      <Title order={2} fz="lg">
        Services
      </Title>
      <List spacing="sm" listStyleType="none" aria-label="Requested services">
        {request.services.map((service) => (
          <List.Item key={service.serviceId}>
            <Text fw={600}>
              {service.name}
              {!service.autoquotable && (
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  (needs your price: no instant quote)
                </Text>
              )}
            </Text>
            {service.answers.map((answer) => (
              <Text key={answer.question} size="sm">
                {answer.question} <Text span fw={600}>{answer.answer}</Text>
                {answer.note ? ` — ${answer.note}` : ''}
              </Text>
            ))}
            {service.note && <Text size="sm">Note: {service.note}</Text>}
          </List.Item>
        ))}
      </List>
      {request.notes && (
        <>
          <Title order={2} fz="lg">
            Notes for the mechanic
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{request.notes}</Text>
        </>
      )}
    </Stack>
  );
}
