import { Button, Group, Stack, Text } from '@mantine/core';
import { PUBLIC_REVIEWS_PER_PAGE } from '@pitstop/contracts/product-figures';
import type { PublicReviewsView } from '../api/list-public-reviews';
import { ReviewCard } from './review-card';
import { ReviewStars } from './review-stars';

/**
 * The structured data of the page (schema.org): each review with the shop it is of, and the shop's standing
 * (its rating and count), so search engines show the stars. `<` is escaped: the text is the customers'.
 */
export function reviewsJsonLd(view: PublicReviewsView, brandName: string): string {
  const standing = new Map(view.shops.map((shop) => [shop.locationId, shop]));
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${brandName} reviews of auto repair shops`,
    itemListElement: view.reviews.map((review, index) => {
      const shop = standing.get(review.locationId);
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Review',
          reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          author: { '@type': 'Person', name: review.reviewerName },
          datePublished: review.createdAt.slice(0, 10),
          reviewBody: review.body,
          itemReviewed: {
            '@type': 'AutoRepair',
            name: review.shopName,
            address: { '@type': 'PostalAddress', addressLocality: review.shopCity.split(', ')[0], addressRegion: review.shopCity.split(', ')[1] },
            ...(shop && shop.reviewCount > 0
              ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: shop.rating, reviewCount: shop.reviewCount, bestRating: 5, worstRating: 1 } }
              : {}),
          },
        },
      };
    }),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The public list (docs/product/reviews.md): the latest reviews, a page at a time, and the average of all. `view` is
 * the page's (its loader's data); `loading` while the next page is on its way.
 */
export function PublicReviews({
  view,
  page,
  loading,
  onPage,
  brandName,
}: {
  view: PublicReviewsView;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  brandName: string;
}) {
  const { count, averageRating } = view;
  const pages = Math.max(1, Math.ceil(count / PUBLIC_REVIEWS_PER_PAGE));
  return (
    <Stack gap="md">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: reviewsJsonLd(view, brandName) }} />
      {count > 0 ? (
        <Group gap="sm">
          <ReviewStars rating={averageRating} size="md" />
          <Text fw={600}>
            {averageRating.toFixed(1)} average from {count.toLocaleString('en-US')} {count === 1 ? 'review' : 'reviews'} written here
          </Text>
        </Group>
      ) : (
        <Text c="dimmed">No reviews yet. Reviews appear here once customers review the shops that served them.</Text>
      )}
      {view.reviews.map((review) => (
        <ReviewCard key={review.id} review={review} heading="shop" />
      ))}
      {pages > 1 && (
        <Group justify="space-between" component="nav" aria-label="Review pages">
          <Button variant="default" disabled={page <= 1 || loading} onClick={() => onPage(page - 1)}>
            Newer
          </Button>
          <Text size="sm" c="dimmed">
            Page {page} of {pages}
          </Text>
          <Button variant="default" disabled={page >= pages || loading} onClick={() => onPage(page + 1)}>
            Older
          </Button>
        </Group>
      )}
    </Stack>
  );
}
