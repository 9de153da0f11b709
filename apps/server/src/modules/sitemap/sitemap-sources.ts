import { BRAND_PAGES, brandPageSegment } from '@pitstop/contracts/brand-pages';
import { PAGE_PATHS, pagePath } from '@pitstop/contracts/pages';

/**
 * What the sitemaps list (docs/product/search-engine-pages.md): each source a name (its child sitemap's) and every
 * canonical path of its pages. The public pages without data are listed here; each family of search-engine pages
 * gives its own paths (its module's `sitemapPaths`).
 */
export interface SitemapSource {
  /** Lower-case, hyphenated: the child sitemaps are `/sitemaps/{name}-{part}.xml`. */
  name: string;
  paths: () => Promise<readonly string[]>;
  /** Its paths change with the market (shops joining, leaving, changing what they take): kept until `market.changed`. */
  market?: boolean;
}

/**
 * The public pages that carry no data of their own, by their canonical paths (/contact-us is /contact's alias), and the
 * brand's pages under the brand's slug (docs/product/public-pages.md).
 */
export const pagesSource = (brandSlug: string): SitemapSource => ({
  name: 'pages',
  paths: async () => [
    pagePath('/'),
    pagePath('/contact'),
    pagePath('/reviews'),
    pagePath('/automotive-service-professionals'),
    pagePath('/automotive-service-professionals/apply'),
    pagePath('/asp-faq'),
    pagePath('/trust-and-saftey'),
    pagePath('/peace-of-mind'),
    pagePath('/tos'),
    pagePath('/privacy-policy'),
    pagePath('/copyright'),
    ...BRAND_PAGES.map((page) => pagePath('/:brandPage', { brandPage: brandPageSegment(page, brandSlug) })),
  ],
});

/** The first segment of a page path (`/shop/locations/:locationId` → `/shop`); none for a parameter. */
const firstSegment = (path: string): string | null => {
  const segment = path.split('/')[1] ?? '';
  return segment && !segment.startsWith(':') ? `/${segment}` : null;
};

/**
 * What robots.txt keeps crawlers out of: the API, and every page whose first segment no listed page has (the
 * signed-in areas, the request and booking flows, share links, the shop portal). A page meant to be found is in a
 * sitemap, so it is allowed by construction.
 */
export function disallowedPrefixes(listed: readonly string[]): string[] {
  const allowed = new Set(listed.map(firstSegment));
  const pages = new Set(PAGE_PATHS.map(firstSegment).filter((segment): segment is string => segment !== null && !allowed.has(segment)));
  return ['/api/', ...[...pages].sort()];
}
