import { Anchor, Badge, Container, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@pitstop/contracts';
import { Link, href, useParams } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useShopExtraLines } from '~/features/extra-lines/api/list-shop-extra-lines';
import { useSendExtraLines } from '~/features/extra-lines/api/send-extra-lines';
import { ExtraLinePhoto } from '~/features/extra-lines/components/extra-line-photo';
import { ExtraLinesForm } from '~/features/extra-lines/components/extra-lines-form';
import { ShopBookingSummary } from '~/features/shops/components/shop-bookings';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /shop/locations/{locationId}/appointments/{appointmentId}/extra-work (docs/product/booking-and-payments.md): the booking it is
 * for (time, customer's first name, car, services: docs/product/money-and-shop-bookings.md), the extra work sent with the customer's answers,
 * and the form that sends more.
 */
export const handle: RouteHandle = { title: 'Extra work' };

export const meta = handleMeta;

const STATUS_COLOR = { proposed: 'yellow', approved: 'green', declined: 'gray' } as const;

export default function ShopExtraWork() {
  const { locationId = '', appointmentId = '' } = useParams();
  const lines = useShopExtraLines({ locationId, appointmentId });
  const send = useSendExtraLines({ locationId, appointmentId });

  let list;
  if (lines.isPending) list = <Loading>Loading the extra work…</Loading>;
  else if (lines.isError) list = <LoadFailed title="We could not load this booking" error={lines.error} onRetry={() => void lines.refetch()} />;
  else if (lines.data.lines.length === 0) list = <Text c="dimmed">No extra work sent yet.</Text>;
  else
    list = (
      <Paper withBorder radius="md" p="sm">
        <Table aria-label="Extra work sent">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Work</Table.Th>
              <Table.Th>Total</Table.Th>
              <Table.Th>Customer</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.data.lines.map((line) => (
              <Table.Tr key={line.id} data-testid="shop-extra-line">
                <Table.Td>
                  <Stack gap={4}>
                    <Text>{line.serviceName}</Text>
                    {line.hasPhoto && <ExtraLinePhoto params={{ locationId, appointmentId, lineId: line.id }} alt={`Photo of ${line.serviceName}`} />}
                  </Stack>
                </Table.Td>
                <Table.Td>{formatCents(line.totalCents)}</Table.Td>
                <Table.Td>
                  {/* Proposed is filled yellow with dark text: the light yellow's text fails contrast. */}
                  <Badge color={STATUS_COLOR[line.status]} variant={line.status === 'proposed' ? 'filled' : 'light'} autoContrast>
                    {line.status}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );

  return (
    <Container size="md" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Group>
          <Anchor component={Link} to={href('/shop/locations/:locationId', { locationId })} size="sm">
            Back to the shop
          </Anchor>
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Extra work
        </Title>
        {lines.data && (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="extra-work-booking">
            <Stack gap={4}>
              <Title order={2} fz="md" id="extra-work-booking">
                For the booking of {lines.data.booking.label}
              </Title>
              <ShopBookingSummary booking={lines.data.booking} />
            </Stack>
          </Paper>
        )}
        <Text c="dimmed">The customer approves or declines each line; only approved lines are added to what you may charge.</Text>
        {list}
        {!lines.isError && (
          <>
            <Divider />
            <ExtraLinesForm onSubmit={(body) => send.mutateAsync(body)} />
          </>
        )}
      </Stack>
    </Container>
  );
}
