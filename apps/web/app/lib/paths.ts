import { type BrandPage, brandPageSegment } from '@pitstop/contracts/brand-pages';
import { href } from 'react-router';

/**
 * An app path with a query string, empty values left out: `withQuery(href('/sign-in'), { redirectTo })`.
 * Paths come from React Router's `href()`, typed from app/routes.ts, the one place a page's path is written.
 */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A link to one of the brand's pages (`/:brandPage` with the brand slug: `/{brand}-faq`, `/partner-with-{brand}`, …). */
export const brandPageHref = (page: BrandPage, brandSlug: string) => href('/:brandPage', { brandPage: brandPageSegment(page, brandSlug) });
