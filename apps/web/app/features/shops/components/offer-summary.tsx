import { Table, Text } from '@mantine/core';
import type { ShopOffer } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';

/** An offer's lines and total as the customer sees them. */
export function OfferSummary({ offer, label }: { offer: ShopOffer; label: string }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={label} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Service</Table.Th>
            <Table.Th ta="right">Hours</Table.Th>
            <Table.Th ta="right">Labor</Table.Th>
            <Table.Th ta="right">Parts</Table.Th>
            <Table.Th ta="right">Fees</Table.Th>
            <Table.Th ta="right">Tax</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offer.lineItems.map((line) => (
            <Table.Tr key={line.serviceId}>
              <Table.Th scope="row" fw={400}>
                {line.serviceName}
              </Table.Th>
              <Table.Td ta="right">{line.laborHours}</Table.Td>
              <Table.Td ta="right">{formatCents(line.laborCents)}</Table.Td>
              <Table.Td ta="right">{formatCents(line.partsCents)}</Table.Td>
              <Table.Td ta="right">{formatCents(line.feesCents)}</Table.Td>
              <Table.Td ta="right">{formatCents(line.taxCents)}</Table.Td>
              <Table.Td ta="right">{formatCents(line.totalCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={6}>
              Total
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatCents(offer.totalCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {offer.note && (
        <Text size="sm" mt="xs">
          Your note: {offer.note}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}
