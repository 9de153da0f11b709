import { data, href } from 'react-router';
import { NotFoundPage } from '~/components/layout/not-found-page';
import { BRAND_PLAN } from '~/features/membership/brand-plan';
import { programAndPlanQueryOptions, useProgramAndPlan } from '~/features/membership/api/get-program-and-plan';
import { publicFaqsQueryOptions, usePublicFaqs } from '~/features/membership/api/list-public-faqs';
import { type BrandPage, brandPageOf } from '@pitstop/contracts/brand-pages';
import { BrandFaqPage, PartnerPage, PlusPage } from '~/features/public-pages/components/brand-pages';
import { brandPageHref } from '~/lib/paths';
import { PageLink } from '~/features/public-pages/components/info-page';
import { brandFaq } from '~/features/public-pages/content/brand-faq';
import { serverPageData } from '~/lib/page-data.server';
import { brandOf, pageMeta } from '~/lib/page-meta';
import { PageDataBoundary } from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { runtimeConfigFromRequest } from '~/lib/runtime-config.server';
import type { Route } from './+types/$brandPage';

/**
 * `/{brand}-faq`, `/{brand}-plus-faq`, `/partner-with-{brand}` and `/{brand}plus` (spec 000 §2, 001 §2;
 * docs/product/public-pages.md, ADR 069): the brand slug is the runtime configuration's, so one route reads which page
 * the segment is. Any other single segment is the 404 page, answered with HTTP 404 as the catch-all answers.
 * The plus pages' data (the FAQ rows, the brand plan's prices) comes with the page's HTML (ADR 055).
 */
export const handle: RouteHandle = { public: true };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const config = runtimeConfigFromRequest(request);
  const page = brandPageOf(params.brandPage, config.brandSlug);
  if (!page) return data({ page: null, pageData: undefined }, { status: 404 });
  const partnerId = config.brandPartnerId;
  const pageData =
    page === 'plus-faq'
      ? await serverPageData(context, (api) => [publicFaqsQueryOptions(partnerId, api)])
      : page === 'plus'
        ? await serverPageData(context, (api) => [programAndPlanQueryOptions(partnerId, BRAND_PLAN, api)])
        : undefined;
  return { page, pageData };
}

const TITLES: Record<BrandPage, (brand: string) => { title: string; description: string }> = {
  faq: (brand) => ({ title: `${brand} FAQ`, description: `How asking for prices, comparing offers, booking, paying and rewards work on ${brand}.` }),
  'plus-faq': (brand) => ({ title: `${brand} Plus FAQ`, description: `Questions about the ${brand} Plus membership: member prices, roadside help, plans and cancelling.` }),
  partner: (brand) => ({ title: `Partner with ${brand}`, description: `Programs for ride-share and delivery companies, motor clubs and fleets: member prices on car care and roadside help.` }),
  plus: (brand) => ({ title: `${brand} Plus`, description: `Member prices at nearby shops and roadside help: the ${brand} Plus membership and its plans.` }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.page ? TITLES[loaderData.page](brandOf(matches)) : { title: 'Page not found' });

export default function BrandPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, pageData } = loaderData;
  if (!page) return <NotFoundPage />;
  return (
    <PageDataBoundary pageData={pageData}>
      <BrandPageContent page={page} />
    </PageDataBoundary>
  );
}

function BrandPageContent({ page }: { page: BrandPage }) {
  const { brandName: brand, brandSlug } = useRuntimeConfig();
  switch (page) {
    case 'faq':
      return (
        <BrandFaqPage
          title={`${brand} FAQ`}
          lead={`How ${brand} works, from asking for prices to paying for the job.`}
          entries={brandFaq(brand)}
          more={
            <>
              About the membership: the <PageLink to={brandPageHref('plus-faq', brandSlug)}>{brand} Plus FAQ</PageLink>.
            </>
          }
        />
      );
    case 'plus-faq':
      return <PlusFaq />;
    case 'partner':
      return <PartnerPage brandSlug={brandSlug} />;
    case 'plus':
      return <Plus />;
  }
}

/** The members' FAQ rows (GET content/faq, the same as my-subscriptions/faq), as the brand's partner. */
function PlusFaq() {
  const { brandName: brand, brandSlug, brandPartnerId } = useRuntimeConfig();
  const faqs = usePublicFaqs(brandPartnerId);
  return (
    <BrandFaqPage
      title={`${brand} Plus FAQ`}
      lead={`Questions about the ${brand} Plus membership.`}
      entries={faqs.data ?? []}
      more={
        <>
          What the membership gives: <PageLink to={brandPageHref('plus', brandSlug)}>{brand} Plus</PageLink>.
        </>
      }
    />
  );
}

function Plus() {
  const { brandSlug, brandPartnerId } = useRuntimeConfig();
  const plan = useProgramAndPlan(brandPartnerId, BRAND_PLAN);
  const prices = plan.data ? [...plan.data.subscriptionOptions].sort((a, b) => a.amount - b.amount) : null;
  return <PlusPage brandSlug={brandSlug} prices={prices} joinTo={href('/plus/:programName/:planName', BRAND_PLAN)} />;
}
