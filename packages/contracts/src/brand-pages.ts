/**
 * The brand's own pages (spec 000 §2, 001 §2; docs/product/public-pages.md; the web's `/:brandPage` route and the sitemap): their paths carry the runtime brand
 * slug (`brandSlug` of /config.json), so one route (`/:brandPage`) serves them and reads which one from the segment.
 */
export const BRAND_PAGES = ['faq', 'plus-faq', 'partner', 'plus'] as const;
export type BrandPage = (typeof BRAND_PAGES)[number];

/** The path segment of a brand page for the brand slug: `{brand}-faq`, `{brand}-plus-faq`, `partner-with-{brand}`, `{brand}plus`. */
export function brandPageSegment(page: BrandPage, brandSlug: string): string {
  switch (page) {
    case 'faq':
      return `${brandSlug}-faq`;
    case 'plus-faq':
      return `${brandSlug}-plus-faq`;
    case 'partner':
      return `partner-with-${brandSlug}`;
    case 'plus':
      return `${brandSlug}plus`;
  }
}

/** Which brand page a path segment is for the brand slug, or null (the 404 page). */
export const brandPageOf = (segment: string | undefined, brandSlug: string): BrandPage | null =>
  BRAND_PAGES.find((page) => brandPageSegment(page, brandSlug) === segment) ?? null;
