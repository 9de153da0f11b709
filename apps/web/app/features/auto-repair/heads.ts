import type { AutoRepairCityResponse, AutoRepairShop, AutoRepairStateName, AutoRepairStateResponse, AutoRepairStatesResponse } from '@pitstop/contracts';
import { href } from 'react-router';
import type { Crumb, PublicHead } from '~/lib/public-page';
import type { CityView } from './city-view';
import { openingHoursSpecification } from './opening-hours';

/**
 * The heads of the auto-repair pages (ADR 070, 071): title, description, canonical path from the API's canonical
 * names, breadcrumbs from the index down, and on a city page each shop as schema.org `AutoRepair` with an `ItemList`.
 */

const INDEX_CRUMB: Crumb = { name: 'Auto repair', path: href('/auto-repair') };
const stateCrumb = (state: AutoRepairStateName): Crumb => ({ name: state.name, path: href('/auto-repair/:stateAbbreviation', { stateAbbreviation: state.slug }) });

export function statesHead(data: AutoRepairStatesResponse): PublicHead {
  return {
    title: 'Auto repair shops by state',
    description: `Find auto repair shops in ${data.cityCount} cities across ${data.states.length} states: ratings from real customers, opening hours, certifications and typical prices. Compare free estimates.`,
    path: INDEX_CRUMB.path,
    breadcrumbs: [INDEX_CRUMB],
  };
}

export function stateHead({ state, cities, shopCount }: AutoRepairStateResponse): PublicHead {
  const crumb = stateCrumb(state);
  return {
    title: `Auto repair shops in ${state.name}`,
    description: `${shopCount} auto repair shops in ${cities.length} ${state.name} cities, with their ratings, hours and certifications. Pick your city and compare free estimates.`,
    path: crumb.path,
    breadcrumbs: [INDEX_CRUMB, crumb],
  };
}

/** A shop's fragment on its city page: the ItemList names each shop by it. */
export const shopAnchor = (shop: Pick<AutoRepairShop, 'id'>) => `shop-${shop.id}`;

function autoRepairJsonLd(shop: AutoRepairShop, path: string): Record<string, unknown> {
  return {
    '@type': 'AutoRepair',
    '@id': `${path}#${shopAnchor(shop)}`,
    name: shop.name,
    telephone: shop.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address,
      addressLocality: shop.city,
      addressRegion: shop.state,
      postalCode: shop.zipcode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.lat, longitude: shop.lon },
    openingHoursSpecification: openingHoursSpecification(shop.openingHours),
    ...(shop.certifications.length > 0 ? { award: shop.certifications } : {}),
    ...(shop.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: shop.rating, reviewCount: shop.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** "Auto repair in Austin, TX". */
export const cityTitle = ({ state, city }: Pick<AutoRepairCityResponse, 'state' | 'city'>) => `Auto repair in ${city.name}, ${state.abbreviation}`;

export function cityHead(data: CityView): PublicHead {
  const { state, city, shops, prices } = data;
  const path = href('/auto-repair/:stateAbbreviation/:city', { stateAbbreviation: state.slug, city: city.slug });
  const title = cityTitle(data);
  const first = prices.jobs[0];
  const shopsText = shops.length === 1 ? '1 auto repair shop' : `${shops.length} auto repair shops`;
  const priceText = first ? ` ${first.name}: typically ${first.range}.` : '';
  return {
    title,
    description: `${shopsText} in ${city.name}, ${state.abbreviation}, with ratings, hours and certifications.${priceText} Compare free estimates.`,
    path,
    breadcrumbs: [INDEX_CRUMB, stateCrumb(state), { name: city.name, path }],
    jsonLd: [
      ...shops.map((shop) => autoRepairJsonLd(shop, path)),
      {
        '@type': 'ItemList',
        name: `Auto repair shops in ${city.name}, ${state.abbreviation}`,
        numberOfItems: shops.length,
        itemListElement: shops.map((shop, index) => ({ '@type': 'ListItem', position: index + 1, item: { '@id': `${path}#${shopAnchor(shop)}` } })),
      },
    ],
  };
}
