import { PlainText } from '~/components/ui/plain-text';
import type { CityView } from '../city-view';
import classes from './auto-repair.module.css';
import { shopsText } from './place-links';
import { Heading } from './heading';

/**
 * What common jobs cost in the city: the offers' autoquote at each of its shops for the named vehicle class, shown as
 * the typical (median) total and the range most shops fall in (10th to 90th percentile), tax included.
 */
export function TypicalPrices({ city, prices }: Pick<CityView, 'city' | 'prices'>) {
  if (prices.jobs.length === 0) return null;
  return (
    <section className={classes.stack} data-gap="sm" aria-labelledby="typical-prices-title">
      <Heading order={2} size="xl" id="typical-prices-title">
        Typical prices in {city.name}
      </Heading>
      <PlainText size="sm" dimmed>
        For a {prices.vehicleText}, from the instant prices of {city.name}’s {shopsText(prices.shopCount)}, parts, labor and tax
        included. Your car and the work it needs set the price of your own offers.
      </PlainText>
      <table className={classes.prices}>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col" className={classes.money}>
              Typical
            </th>
            <th scope="col" className={classes.money}>
              Most shops
            </th>
          </tr>
        </thead>
        <tbody>
          {prices.jobs.map((job) => (
            <tr key={job.serviceId}>
              <th scope="row">
                {job.name}
                {job.note && (
                  <PlainText size="xs" dimmed>
                    {job.note}
                  </PlainText>
                )}
              </th>
              <td className={classes.money}>
                <strong>{job.typical}</strong>
              </td>
              <td className={classes.money}>
                {job.range}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
