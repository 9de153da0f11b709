import { OFFER_VALID_DAYS } from '@pitstop/contracts/product-figures';
import { PeaceOfMindPage } from '~/features/public-pages/components/assurance-pages';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/peace-of-mind';

/** /peace-of-mind (spec 000 §2, an information page; docs/product/public-pages.md). */
export const handle: RouteHandle = { public: true, title: 'Peace of mind' };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Peace of mind', description: `Prices held for ${OFFER_VALID_DAYS} days, the total held on your card and not charged before the job, extra work only with your yes, and a warranty on every offer.` });

export default PeaceOfMindPage;
