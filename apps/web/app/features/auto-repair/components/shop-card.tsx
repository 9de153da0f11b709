import { PlainText, TextLink } from '~/components/ui/plain-text';
import { shopAnchor } from '../heads';
import type { ShopView } from '../city-view';
import classes from './auto-repair.module.css';
import { reviewsText } from './place-links';
import { Heading } from './heading';

/**
 * One shop of a city page: its standing, address, phone, week and certifications. Plain elements with Mantine's look
 * (auto-repair.module.css): a city page repeats the card for every shop it lists (ADR 076).
 */
export function ShopCard({ shop }: { shop: ShopView }) {
  const headingId = `${shopAnchor(shop)}-name`;
  return (
    <article id={shopAnchor(shop)} aria-labelledby={headingId} className={classes.box}>
      <div className={classes.stack}>
        <div>
          <Heading order={3} size="lg" id={headingId}>
            {shop.name}
          </Heading>
          <PlainText size="sm" dimmed={shop.reviewCount === 0}>
            {shop.reviewCount > 0 ? (
              <>
                <strong>{shop.rating.toFixed(1)}</strong> out of 5 · {reviewsText(shop.reviewCount)}
              </>
            ) : (
              'No reviews yet'
            )}
          </PlainText>
        </div>
        <PlainText size="sm">
          {shop.address}, {shop.city}, {shop.state} {shop.zipcode}
          <br />
          <TextLink to={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} size="sm">
            {shop.phone}
          </TextLink>
        </PlainText>
        <dl className={classes.hours} aria-label="Opening hours">
          {shop.week.map((run) => (
            <div key={run.days} style={{ display: 'contents' }}>
              <dt>{run.days}</dt>
              <dd>{run.hours}</dd>
            </div>
          ))}
        </dl>
        {shop.certifications.length > 0 && (
          <ul className={classes.badges} aria-label="Certifications">
            {shop.certifications.map((certification) => (
              <li key={certification} className={classes.badge}>
                {certification}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
