import { type LandingPage, membershipMessages, PLUS_DISCOUNT_TEXT } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { contactPhoneOf } from '../../lib/phone.ts';
import type { MembershipDeps } from './membership-deps.ts';

/** The banner's colour when a partner sets none (spec §3: "bannerColor (pink)"). */
export const DEFAULT_BANNER_COLOR = 'pink';

/**
 * GET content/landing-page: the X-Partner-Id partner's config (ADR 057). Its strings, logo and colours replace the
 * brand's only when it is white-labelled (spec §9: brand defaults unless the partner is white-labelled), each
 * unset one falling back; its banner config applies whenever set (the ride-share banner is themed without a
 * white label). No legal page exists for the brand, so its links are null rather than links to nowhere.
 */
export async function getLandingPage(deps: Pick<MembershipDeps, 'db' | 'brand' | 'clock'>, input: { partnerId: string }): Promise<LandingPage> {
  const [partner] = await deps.db.select().from(partners).where(eq(partners.id, input.partnerId));
  if (!partner) throw new AppError('not_found', membershipMessages.partnerNotFound);
  const brand = deps.brand.name;
  const own = partner.whiteLabel;
  const pick = <T>(value: T | null, fallback: T): T => (own && value !== null ? value : fallback);
  return {
    partnerId: partner.id,
    partnerConfig: {
      whiteLabel: own,
      name: own ? partner.name : brand,
      logoUrl: pick(partner.logoUrl, null),
      primaryColor: pick(partner.primaryColor, null),
      secondaryColor: pick(partner.secondaryColor, null),
      plusBranding: pick(partner.plusBranding, `${brand} Plus`),
      articlePlusBranding: pick(partner.articlePlusBranding, `a ${brand} Plus`),
      memberServices: pick(partner.memberServices, `${brand} Member Services`),
      memberServicesPhone: contactPhoneOf(pick(partner.memberServicesPhone, deps.brand.supportPhone)),
      termsAndConditions: pick(partner.termsAndConditions, null),
      privacyPolicy: pick(partner.privacyPolicy, null),
      copyrightNotice: pick(partner.copyrightNotice, `© ${deps.clock.now().getUTCFullYear()} ${brand}`),
    },
    bannerConfig: {
      bannerColor: partner.bannerColor ?? DEFAULT_BANNER_COLOR,
      bannerText: partner.bannerText ?? PLUS_DISCOUNT_TEXT,
      mobileBannerText: partner.mobileBannerText ?? PLUS_DISCOUNT_TEXT,
      modalHtml: partner.modalHtml,
      modalHtmlExpanded: partner.modalHtmlExpanded,
      modalTitle: partner.modalTitle,
      joinButtonText: partner.joinButtonText,
    },
  };
}
