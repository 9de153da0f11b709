import { href } from 'react-router';
import { PublicPageError } from '~/components/layout/public-page-error';
import { BRAND_PLAN } from '~/features/membership/brand-plan';
import { getProgramAndPlan } from '~/features/membership/api/get-program-and-plan';
import { listPublicFaqs } from '~/features/membership/api/list-public-faqs';
import { type BrandPage, brandPageOf } from '@pitstop/contracts/brand-pages';
import { BrandFaqPage, PartnerPage, type PlanPrice, PlusPage } from '~/features/public-pages/components/brand-pages';
import { brandPageHref } from '~/lib/brand-page-href';
import type { FaqEntry } from '~/features/public-pages/components/faq-list';
import { PageLink } from '~/features/public-pages/components/info-page';
import { brandFaq } from '~/features/public-pages/content/brand-faq';
import { pageApi } from '~/lib/page-api';
import { notAPage } from '~/lib/public-page.server';
import { brandOf, pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { runtimeConfigFromRequest } from '~/lib/runtime-config.server';
import type { Route } from './+types/$brandPage';

/**
 * `/{brand}-faq`, `/{brand}-plus-faq`, `/partner-with-{brand}` and `/{brand}plus` (spec 000 §2, 001 §2;
 * docs/product/public-pages.md, ADR 069): the brand slug is the runtime configuration's, so one route reads which page
 * the segment is. Any other single segment is the 404 page, answered with HTTP 404 as the catch-all answers.
 * The plus pages' data (the FAQ rows, the brand plan's prices) comes as the loader's data (ADR 070's way, not the
 * query cache): nothing on these pages changes after they are drawn, so their JavaScript carries no query cache, API
 * client or schemas (issue 28 §3, the public pages' 150 KB budget). Data that cannot be read is shown as missing.
 */
export const handle: RouteHandle = { public: true };

interface BrandPageData {
  page: BrandPage;
  /**
   * The questions: the brand FAQ's (`faq`, content/brand-faq.ts), or the members' FAQ rows (`plus-faq`; GET
   * content/faq, the same as my-subscriptions/faq) as the brand's partner.
   */
  faqs: FaqEntry[] | null;
  /** The brand plan's prices, cheapest first (`plus`). */
  prices: PlanPrice[] | null;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const config = runtimeConfigFromRequest(request);
  const page = brandPageOf(params.brandPage, config.brandSlug);
  if (!page) notAPage();
  const partnerId = config.brandPartnerId;
  const api = context.get(pageApi);
  // The brand FAQ's words are the loader's too: they stay out of the page's JavaScript.
  const answer: BrandPageData = { page, faqs: page === 'faq' ? brandFaq(config.brandName) : null, prices: null };
  if (partnerId === null) return answer;
  if (page === 'plus-faq') {
    answer.faqs = await listPublicFaqs(partnerId, api).then(
      (faqs) => faqs.map(({ question, answer: reply }) => ({ question, answer: reply })),
      () => null,
    );
  }
  if (page === 'plus') {
    answer.prices = await getProgramAndPlan(partnerId, BRAND_PLAN, undefined, api).then(
      (plan) =>
        [...plan.subscriptionOptions]
          .sort((a, b) => a.amount - b.amount)
          .map(({ label, formattedPrice, description }) => ({ label, formattedPrice, description })),
      () => null,
    );
  }
  return answer;
}

const TITLES: Record<BrandPage, (brand: string) => { title: string; description: string }> = {
  faq: (brand) => ({ title: `${brand} FAQ`, description: `How asking for prices, comparing offers, booking, paying and rewards work on ${brand}.` }),
  'plus-faq': (brand) => ({ title: `${brand} Plus FAQ`, description: `Questions about the ${brand} Plus membership: member prices, roadside help, plans and cancelling.` }),
  partner: (brand) => ({ title: `Partner with ${brand}`, description: `Programs for ride-share and delivery companies, motor clubs and fleets: member prices on car care and roadside help.` }),
  plus: (brand) => ({ title: `${brand} Plus`, description: `Member prices at nearby shops and roadside help: the ${brand} Plus membership and its plans.` }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.page ? TITLES[loaderData.page](brandOf(matches)) : { title: 'Page not found' });

// A function of the route module's own: React Router hands the error to an `ErrorBoundary` it can see declared here.
// Any other segment is the 404 page with HTTP 404 (its loader threw it), loaded only on such a page.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function BrandPageRoute({ loaderData: { page, faqs, prices } }: Route.ComponentProps) {
  const { brandName: brand, brandSlug } = useRuntimeConfig();
  switch (page) {
    case 'faq':
      return (
        <BrandFaqPage
          title={`${brand} FAQ`}
          lead={`How ${brand} works, from asking for prices to paying for the job.`}
          entries={faqs ?? []}
          more={
            <>
              About the membership: the <PageLink to={brandPageHref('plus-faq', brandSlug)}>{brand} Plus FAQ</PageLink>.
            </>
          }
        />
      );
    case 'plus-faq':
      return (
        <BrandFaqPage
          title={`${brand} Plus FAQ`}
          lead={`Questions about the ${brand} Plus membership.`}
          entries={faqs ?? []}
          more={
            <>
              What the membership gives: <PageLink to={brandPageHref('plus', brandSlug)}>{brand} Plus</PageLink>.
            </>
          }
        />
      );
    case 'partner':
      return <PartnerPage brandSlug={brandSlug} />;
    case 'plus':
      return <PlusPage brandSlug={brandSlug} prices={prices} joinTo={href('/plus/:programName/:planName', BRAND_PLAN)} />;
  }
}
