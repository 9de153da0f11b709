import { Rating } from '@mantine/core';

/** A rating shown (not chosen): the stars, and the words a screen reader reads. */
export function ReviewStars({ rating, size = 'sm' }: { rating: number; size?: 'xs' | 'sm' | 'md' }) {
  return <Rating value={rating} fractions={2} readOnly size={size} role="img" aria-label={`Rated ${rating} out of 5`} />;
}
