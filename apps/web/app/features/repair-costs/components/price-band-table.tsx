import type { RepairCostJob } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { DataTable } from '~/components/ui/data-table';

type Band = NonNullable<RepairCostJob['band']>;

/** A job's band: total, labor and parts, each low, typical and high. */
export function PriceBandTable({ band, caption }: { band: Band; caption: string }) {
  const rows = [
    { name: 'Total (tax included)', figures: band.total },
    { name: `Labor (${band.laborHours} h)`, figures: band.labor },
    { name: 'Parts (before tax)', figures: band.parts },
  ];
  return (
    <DataTable label={caption}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col" data-num>Low</th>
            <th scope="col" data-num>Typical</th>
            <th scope="col" data-num>High</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, figures }) => (
            <tr key={name}>
              <th scope="row" data-strong={name.startsWith('Total') || undefined}>
                {name}
              </th>
              <td data-num>{formatCents(figures.lowCents)}</td>
              <td data-num data-strong>
                {formatCents(figures.typicalCents)}
              </td>
              <td data-num>{formatCents(figures.highCents)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
  );
}
