import { Anchor, Container, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, href } from 'react-router';
import { PageBreadcrumbs } from '~/components/ui/page-breadcrumbs';
import type { Crumb } from '~/lib/public-page';
import type { CityView } from '../city-view';
import { cityTitle } from '../heads';
import classes from './auto-repair.module.css';
import { shopsText } from './place-links';
import { ShopCard } from './shop-card';
import { TypicalPrices } from './typical-prices';
import { Heading } from './heading';

/**
 * /auto-repair/{state}/{city} (docs/product/auto-repair-pages.md): the city's shops by standing, the request box
 * (composed by the route, prefilled with the city's zip), typical prices of common jobs, and the state's nearby cities.
 */
export function CityPage({ data, crumbs, requestBox }: { data: CityView; crumbs: readonly Crumb[]; requestBox: ReactNode }) {
  const { state, city, shops, nearbyCities } = data;
  const cityPath = (slug: string) => href('/auto-repair/:stateAbbreviation/:city', { stateAbbreviation: state.slug, city: slug });
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <PageBreadcrumbs crumbs={crumbs} />
          <Heading order={1} fz={{ base: 26, sm: 34 }}>
            {cityTitle(data)}
          </Heading>
          <Text c="dimmed" maw={720}>
            {shopsText(shops.length)} in {city.name} take service requests: tell us what your car needs and they send upfront offers you can
            compare, then book a time and pay online.
          </Text>
        </Stack>
        {/* The request box first (a phone sees it before the shops), beside the shops on a wide screen. */}
        <div className={classes.layout}>
          <section aria-labelledby="request-box-title" className={`${classes.box} ${classes.aside}`}>
            <Stack gap="sm">
              <Heading order={2} fz="xl" id="request-box-title">
                Get free estimates in {city.name}
              </Heading>
              <Text size="sm" c="dimmed">
                Start a request for your car; shops near the zip answer with prices.
              </Text>
              {requestBox}
            </Stack>
          </section>
          <section aria-labelledby="shops-title" className={classes.main}>
            <Stack gap="md">
              <Heading order={2} fz="xl" id="shops-title">
                Shops in {city.name}
              </Heading>
              <ul className={classes.cards} aria-label={`Shops in ${city.name}`}>
                {shops.map((shop) => (
                  <li key={shop.id}>
                    <ShopCard shop={shop} />
                  </li>
                ))}
              </ul>
            </Stack>
          </section>
        </div>
        <TypicalPrices city={city} prices={data.prices} />
        <Stack gap="xs" component="section" aria-labelledby="nearby-title">
          <Heading order={2} fz="xl" id="nearby-title">
            More auto repair in {state.name}
          </Heading>
          <ul className={classes.inline}>
            {nearbyCities.map((other) => (
              <li key={other.slug}>
                <Anchor component={Link} to={cityPath(other.slug)}>
                  {other.name}
                </Anchor>
              </li>
            ))}
            <li>
              <Anchor component={Link} to={href('/auto-repair/:stateAbbreviation', { stateAbbreviation: state.slug })} fw={600}>
                Every city in {state.name}
              </Anchor>
            </li>
          </ul>
        </Stack>
      </Stack>
    </Container>
  );
}
