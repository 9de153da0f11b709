import type { PublicOffer } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { href } from 'react-router';
import type { PublicHead } from '~/lib/public-page';

/** The words of a shared offer's status (ADR 073): whether it can still be booked, said plainly. */
export const PUBLIC_OFFER_STATUS_WORDS: Record<PublicOffer['status'], string> = {
  open: 'Open',
  expired: 'Expired',
  withdrawn: 'Withdrawn by the shop',
  closed: 'No longer open',
};

/** The job's services, in a phrase: "Brake Pads Replacement and Oil Change". */
export const jobWords = (offer: PublicOffer) => {
  const names = offer.lineItems.map((line) => line.serviceName);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
};

/**
 * The head of /offer/{offerId}: its title and description, and a schema.org Offer (price, currency, validity, the
 * seller as an AutoRepair). One crumb: the page belongs to no family index.
 */
export function publicOfferHead(offer: PublicOffer): PublicHead {
  const path = href('/offer/:offerId', { offerId: offer.id });
  const job = jobWords(offer);
  const title = `${job} at ${offer.shop.companyName}`;
  return {
    title,
    description: `${offer.shop.name} in ${offer.shop.city}, ${offer.shop.state} offers ${job} on a ${offer.vehicle.make} ${offer.vehicle.model} for ${formatCents(offer.totalCents)}, tax included.`,
    path,
    breadcrumbs: [{ name: 'Offer', path }],
    jsonLd: [
      {
        '@type': 'Offer',
        name: title,
        price: (offer.totalCents / 100).toFixed(2),
        priceCurrency: 'USD',
        priceValidUntil: offer.validUntil.slice(0, 10),
        availability: offer.status === 'open' ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
        itemOffered: { '@type': 'Service', name: job },
        seller: {
          '@type': 'AutoRepair',
          name: offer.shop.name,
          address: {
            '@type': 'PostalAddress',
            streetAddress: offer.shop.address,
            addressLocality: offer.shop.city,
            addressRegion: offer.shop.state,
            postalCode: offer.shop.zipcode,
            addressCountry: 'US',
          },
          ...(offer.shop.reviewCount > 0
            ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: offer.shop.rating, reviewCount: offer.shop.reviewCount } }
            : {}),
        },
      },
    ],
  };
}
