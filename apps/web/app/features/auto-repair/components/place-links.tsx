import { PlainText, TextLink } from '~/components/ui/plain-text';
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
          <TextLink to={place.path} strong>
            {place.name}
          </TextLink>
          <PlainText size="sm" dimmed>
            {place.detail}
          </PlainText>
        </li>
      ))}
    </ul>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
export const shopsText = (count: number) => plural(count, 'shop', 'shops');
export const citiesText = (count: number) => plural(count, 'city', 'cities');
export const reviewsText = (count: number) => plural(count, 'review', 'reviews');
