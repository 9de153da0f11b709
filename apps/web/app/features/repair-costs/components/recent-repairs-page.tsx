import type { RecentRepairs } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { href } from 'react-router';
import { DataTable } from '~/components/ui/data-table';
import { PlainText, TextLink } from '~/components/ui/plain-text';
import type { PublicHead } from '~/lib/public-page';
import { GetOffersLink } from './get-offers-link';
import { RepairCostFrame } from './repair-cost-frame';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** `2026-11` → "November 2026". */
export const monthWords = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** /repair-cost/{make}/{model}/recent-repairs: the latest completed jobs, anonymised. */
export function RecentRepairsPage({ data, head }: { data: RecentRepairs; head: PublicHead }) {
  const { make, model } = data;
  const vehicle = `${make.name} ${model.name}`;
  return (
    <RepairCostFrame
      head={head}
      title={`Recent ${vehicle} repairs`}
      lead={`Jobs shops completed on a ${vehicle} through our marketplace in the last ${data.months} months, newest first: what was done, where and when, and the price of the job (the offer and any extra work the owner approved, before member discounts and rewards). We show no owner, car or shop, and no day.`}
    >
      {data.repairs.length === 0 ? (
        <PlainText>No completed {vehicle} jobs in the last {data.months} months yet.</PlainText>
      ) : (
        <DataTable label="Recent repairs">
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">City</th>
                <th scope="col">Month</th>
                <th scope="col" data-num>Price</th>
              </tr>
            </thead>
            <tbody>
              {data.repairs.map((repair, index) => (
                // Rows carry no id (anonymised); their order is the API's and never changes on the page.
                <tr key={index}>
                  <td>{repair.services.join(', ')}</td>
                  <td>
                    {repair.city}, {repair.state}
                  </td>
                  <td>{monthWords(repair.month)}</td>
                  <td data-num>{formatCents(repair.priceCents)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
      )}
      <TextLink to={href('/repair-cost/:makeName/:modelName', { makeName: make.slug, modelName: model.slug })}>
        What each job costs on a {vehicle}
      </TextLink>
      <GetOffersLink />
    </RepairCostFrame>
  );
}
