import { type BrandPage, brandPageSegment } from '@pitstop/contracts/brand-pages';
import { href } from 'react-router';

/**
 * A link to one of the brand's pages (`/:brandPage` with the brand slug: `/{brand}-faq`, `/partner-with-{brand}`, …).
 * A module of its own: the landing page's frame imports lib/paths, and this would ride along in its first load.
 */
export const brandPageHref = (page: BrandPage, brandSlug: string) => href('/:brandPage', { brandPage: brandPageSegment(page, brandSlug) });
