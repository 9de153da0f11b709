import { Anchor, Stack, Text } from '@mantine/core';
import { shopAnchor } from '../heads';
import type { ShopView } from '../city-view';
import classes from './auto-repair.module.css';
import { reviewsText } from './place-links';
import { Heading } from './heading';

/** One shop of a city page: its standing, address, phone, week and certifications. */
export function ShopCard({ shop }: { shop: ShopView }) {
  const headingId = `${shopAnchor(shop)}-name`;
  return (
    <article id={shopAnchor(shop)} aria-labelledby={headingId} className={classes.box}>
      <Stack gap="xs">
        <div>
          <Heading order={3} fz="lg" id={headingId}>
            {shop.name}
          </Heading>
          <Text size="sm" c={shop.reviewCount > 0 ? undefined : 'dimmed'}>
            {shop.reviewCount > 0 ? (
              <>
                <Text span fw={700}>
                  {shop.rating.toFixed(1)}
                </Text>{' '}
                out of 5 · {reviewsText(shop.reviewCount)}
              </>
            ) : (
              'No reviews yet'
            )}
          </Text>
        </div>
        <Text size="sm">
          {shop.address}, {shop.city}, {shop.state} {shop.zipcode}
          <br />
          <Anchor href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} size="sm">
            {shop.phone}
          </Anchor>
        </Text>
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
      </Stack>
    </article>
  );
}
