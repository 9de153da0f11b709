import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ServiceRequestView } from '../api/get-service-request';

export const vehicleLabel = ({ vehicle }: Pick<ServiceRequestView, 'vehicle'>) =>
  [vehicle.year, vehicle.make, vehicle.model, vehicle.subModel].filter(Boolean).join(' ');

/** What was asked for: the services, the vehicle and where (the compare page's summary). */
export function RequestSummary({ request }: { request: ServiceRequestView }) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="request-summary-title">
      <Stack gap={6}>
        <Title order={2} fz="md" id="request-summary-title">
          Your request
        </Title>
        <Group gap="xl" align="flex-start">
          <div>
            <Text size="xs" c="dimmed">
              Services
            </Text>
            <Text size="sm">{request.requestedServices.map((service) => service.name).join(', ')}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Vehicle
            </Text>
            <Text size="sm">
              {vehicleLabel(request)}
              {request.vehicle.mileage !== null && `, ${request.vehicle.mileage.toLocaleString('en-US')} miles`}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Near
            </Text>
            <Text size="sm">{request.zipcode}</Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
