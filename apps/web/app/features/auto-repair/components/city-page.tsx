import type { ReactNode } from 'react';
import { href } from 'react-router';
import { PageBreadcrumbs } from '~/components/ui/page-breadcrumbs';
import { PlainText, TextLink } from '~/components/ui/plain-text';
import type { Crumb } from '~/lib/public-page';
import type { CityView } from '../city-view';
import { cityTitle } from '../heads';
import classes from './auto-repair.module.css';
import { shopsText } from './place-links';
import { ShopCard } from './shop-card';
import { TypicalPrices } from './typical-prices';
import { Heading, LEAD } from './heading';

/**
 * /auto-repair/{state}/{city} (docs/product/auto-repair-pages.md): the city's shops by standing, the request box
 * (composed by the route, prefilled with the city's zip), typical prices of common jobs, and the state's nearby cities.
 * Plain elements in Mantine's look rather than its layout components (auto-repair.module.css, ADR 076).
 */
export function CityPage({ data, crumbs, requestBox }: { data: CityView; crumbs: readonly Crumb[]; requestBox: ReactNode }) {
  const { state, city, shops, nearbyCities } = data;
  const cityPath = (slug: string) => href('/auto-repair/:stateAbbreviation/:city', { stateAbbreviation: state.slug, city: slug });
  return (
    <div className={classes.page}>
      <div className={classes.stack} data-gap="xl">
        <div className={classes.stack} data-gap="sm">
          <PageBreadcrumbs crumbs={crumbs} />
          <Heading order={1} size="title">
            {cityTitle(data)}
          </Heading>
          <PlainText dimmed style={LEAD}>
            {shopsText(shops.length)} in {city.name} take service requests: tell us what your car needs and they send upfront offers you can
            compare, then book a time and pay online.
          </PlainText>
        </div>
        {/* The request box first (a phone sees it before the shops), beside the shops on a wide screen. */}
        <div className={classes.layout}>
          <section aria-labelledby="request-box-title" className={`${classes.box} ${classes.aside}`}>
            <div className={classes.stack} data-gap="sm">
              <Heading order={2} size="xl" id="request-box-title">
                Get free estimates in {city.name}
              </Heading>
              <PlainText size="sm" dimmed>
                Start a request for your car; shops near the zip answer with prices.
              </PlainText>
              {requestBox}
            </div>
          </section>
          <section aria-labelledby="shops-title" className={classes.main}>
            <div className={classes.stack} data-gap="md">
              <Heading order={2} size="xl" id="shops-title">
                Shops in {city.name}
              </Heading>
              <ul className={classes.cards} aria-label={`Shops in ${city.name}`}>
                {shops.map((shop) => (
                  <li key={shop.id}>
                    <ShopCard shop={shop} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </div>
        <TypicalPrices city={city} prices={data.prices} />
        <section className={classes.stack} aria-labelledby="nearby-title">
          <Heading order={2} size="xl" id="nearby-title">
            More auto repair in {state.name}
          </Heading>
          <ul className={classes.inline}>
            {nearbyCities.map((other) => (
              <li key={other.slug}>
                <TextLink to={cityPath(other.slug)}>{other.name}</TextLink>
              </li>
            ))}
            <li>
              <TextLink to={href('/auto-repair/:stateAbbreviation', { stateAbbreviation: state.slug })} strong>
                Every city in {state.name}
              </TextLink>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
