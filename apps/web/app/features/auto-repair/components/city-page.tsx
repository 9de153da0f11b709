import { Anchor, Container, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AutoRepairCityResponse } from '@pitstop/contracts';
import type { ReactNode } from 'react';
import { Link, href } from 'react-router';
import { PageBreadcrumbs } from '~/components/ui/page-breadcrumbs';
import type { Crumb } from '~/lib/public-page';
import { cityTitle } from '../heads';
import { shopsText } from './place-links';
import { ShopCard } from './shop-card';
import { TypicalPrices } from './typical-prices';

/**
 * /auto-repair/{state}/{city} (docs/product/auto-repair-pages.md): the city's shops by standing, the request box
 * (composed by the route, prefilled with the city's zip), typical prices of common jobs, and the state's nearby cities.
 */
export function CityPage({ data, crumbs, requestBox }: { data: AutoRepairCityResponse; crumbs: readonly Crumb[]; requestBox: ReactNode }) {
  const { state, city, shops, nearbyCities } = data;
  const cityPath = (slug: string) => href('/auto-repair/:stateAbbreviation/:city', { stateAbbreviation: state.slug, city: slug });
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <PageBreadcrumbs crumbs={crumbs} />
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {cityTitle(data)}
          </Title>
          <Text c="dimmed" maw={720}>
            {shopsText(shops.length)} in {city.name} take service requests: tell us what your car needs and they send upfront offers you can
            compare, then book a time and pay online.
          </Text>
        </Stack>
        {/* The request box first (a phone sees it before the shops), beside the shops on a wide screen. */}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Paper component="section" aria-labelledby="request-box-title" withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Title order={2} fz="xl" id="request-box-title">
                Get free estimates in {city.name}
              </Title>
              <Text size="sm" c="dimmed">
                Start a request for your car; shops near the zip answer with prices.
              </Text>
              {requestBox}
            </Stack>
          </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md" component="section" aria-labelledby="shops-title">
            <Title order={2} fz="xl" id="shops-title">
              Shops in {city.name}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {shops.map((shop) => (
                <ShopCard key={shop.id} shop={shop} />
              ))}
            </SimpleGrid>
          </Stack>
          </Grid.Col>
        </Grid>
        <TypicalPrices city={city} prices={data.prices} />
        <Stack gap="xs" component="section" aria-labelledby="nearby-title">
          <Title order={2} fz="xl" id="nearby-title">
            More auto repair in {state.name}
          </Title>
          <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
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
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
