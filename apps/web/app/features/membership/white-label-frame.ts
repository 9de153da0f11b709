import type { LandingPage, PartnerConfig } from '@pitstop/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import type { PartnerFrame } from '~/lib/store';

/** A white-label partner's logo and strings in the page's frame (ADR 060); none for a partner that is not one. */
export const whiteLabelFrame = (config: PartnerConfig | undefined): Pick<PartnerFrame, 'logo' | 'whiteLabel'> | null =>
  config?.whiteLabel ? { logo: { src: config.logoUrl, name: config.name }, whiteLabel: config } : null;

/**
 * The frame a `/plus/…` page's loader data says (ADR 062): the landing page it rendered (program-page-queries.ts),
 * so the server draws a white-label partner's logo and footer, never the brand's, before the membership frame loads.
 */
export function programPageFrame(pageData: unknown): PartnerFrame | null {
  const landing = (pageData as DehydratedState | undefined)?.queries.find((query) => query.queryKey.at(-1) === 'landing-page')?.state.data as
    | LandingPage
    | undefined;
  return whiteLabelFrame(landing?.partnerConfig);
}
