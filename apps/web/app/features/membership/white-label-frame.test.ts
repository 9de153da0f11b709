import type { LandingPage, PartnerConfig } from '@pitstop/contracts';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { landingPageQueryOptions } from './api/get-landing-page';
import { programAndPlanQueryOptions } from './api/get-program-and-plan';
import { TEST_PARTNER, TEST_PLAN } from './test-fixtures';
import { programPageFrame } from './white-label-frame';

const config = (whiteLabel: boolean): PartnerConfig => ({
  whiteLabel,
  name: 'Northwind Motor Club',
  logoUrl: '/partners/northwind.svg',
  primaryColor: null,
  secondaryColor: null,
  plusBranding: 'Northwind Plus',
  articlePlusBranding: 'a Northwind Plus',
  memberServices: 'Northwind Member Services',
  memberServicesPhone: { number: '5125550142', formatted: '(512) 555-0142' },
  termsAndConditions: null,
  privacyPolicy: null,
  copyrightNotice: '© 2026 Northwind Motor Club',
});

/** A /plus page's loader data: the program lookup and the landing page, dehydrated (program-page-queries.ts). */
function pageData(partnerConfig: PartnerConfig) {
  const cache = new QueryClient();
  cache.setQueryData(programAndPlanQueryOptions('brand', { programName: 'plus', planName: 'standard' }).queryKey, TEST_PLAN);
  const landing: LandingPage = {
    partnerId: TEST_PARTNER,
    partnerConfig,
    bannerConfig: { bannerColor: '#0b4f6c', bannerText: 'Join', mobileBannerText: 'Join', modalHtml: null, modalHtmlExpanded: null, modalTitle: null, joinButtonText: null },
  };
  cache.setQueryData(landingPageQueryOptions(TEST_PARTNER).queryKey, landing);
  return dehydrate(cache);
}

describe('programPageFrame (ADR 062)', () => {
  it('draws a white-label partner’s logo and strings from the landing page the page rendered', () => {
    expect(programPageFrame(pageData(config(true)))).toEqual({
      logo: { src: '/partners/northwind.svg', name: 'Northwind Motor Club' },
      whiteLabel: config(true),
    });
  });

  it('leaves the brand’s frame for a partner that is not a white label, or a page without its landing page', () => {
    expect(programPageFrame(pageData(config(false)))).toBeNull();
    expect(programPageFrame(dehydrate(new QueryClient()))).toBeNull();
    expect(programPageFrame(undefined)).toBeNull();
  });
});
