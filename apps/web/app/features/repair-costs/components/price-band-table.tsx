import type { RepairCostJob } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { Table } from '@mantine/core';
import { TableScroll } from '~/components/ui/table-scroll';

type Band = NonNullable<RepairCostJob['band']>;

/** A job's band: total, labor and parts, each low, typical and high. */
export function PriceBandTable({ band, caption }: { band: Band; caption: string }) {
  const rows = [
    { name: 'Total (tax included)', figures: band.total },
    { name: `Labor (${band.laborHours} h)`, figures: band.labor },
    { name: 'Parts (before tax)', figures: band.parts },
  ];
  return (
    <TableScroll label={caption}>
      <Table striped withTableBorder captionSide="top" fz={{ base: 'sm', sm: 'md' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Figure</Table.Th>
            <Table.Th scope="col" ta="right">Low</Table.Th>
            <Table.Th scope="col" ta="right">Typical</Table.Th>
            <Table.Th scope="col" ta="right">High</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ name, figures }) => (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={name.startsWith('Total') ? 700 : 500}>
                {name}
              </Table.Th>
              <Table.Td ta="right">{formatCents(figures.lowCents)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatCents(figures.typicalCents)}
              </Table.Td>
              <Table.Td ta="right">{formatCents(figures.highCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
