import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './auto-repair.module.css';

export interface PlaceLink {
  name: string;
  path: string;
  /** "3 cities · 12 shops". */
  detail: string;
}

/** The states or cities of an auto-repair page, each a link to its page with what it holds. */
export function PlaceLinks({ places, label }: { places: readonly PlaceLink[]; label: string }) {
  return (
    <ul aria-label={label} className={classes.places}>
      {places.map((place) => (
        <li key={place.path}>
          <Anchor component={Link} to={place.path} fw={600}>
            {place.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {place.detail}
          </Text>
        </li>
      ))}
    </ul>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
export const shopsText = (count: number) => plural(count, 'shop', 'shops');
export const citiesText = (count: number) => plural(count, 'city', 'cities');
export const reviewsText = (count: number) => plural(count, 'review', 'reviews');
