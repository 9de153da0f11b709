import type { PartnerConfig } from '@pitstop/contracts';
import { create } from 'zustand';

/**
 * What the page frame shows of the partner whose site this is (ADR 060): set by the membership frame
 * (features/membership/components/membership-frame.tsx) from the membership calls, read by the logo, the footer and
 * the nav. Not persisted: it is server state's summary, worked out again on every page load. Empty (the brand's
 * frame) until the membership calls answer, and for a guest outside a partner's pages.
 */
export interface PartnerFrame {
  /** The logo to show instead of the brand's: a white-label partner's, or the ride-share drivers' mark. */
  logo: { src: string | null; name: string; tag: string | null } | null;
  /** A white-label partner's strings (footer, member services phone, legal links); null: the brand's. */
  whiteLabel: PartnerConfig | null;
  /** The user must buy a subscription first (spec §4 "Paywall"): Messages and Profile are hidden. */
  paywalled: boolean;
  /** The partner has offers for its members: the AutoEssentials link shows. */
  hasOffers: boolean;
  /** The signed-in user's partner program and its plan: where logout goes (spec 000 §4, 001 §4). */
  programPage: { programName: string; planName: string } | null;
}

export const EMPTY_PARTNER_FRAME: PartnerFrame = { logo: null, whiteLabel: null, paywalled: false, hasOffers: false, programPage: null };

export const usePartnerFrame = create<PartnerFrame>()(() => EMPTY_PARTNER_FRAME);
