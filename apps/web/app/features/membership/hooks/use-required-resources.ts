import type { Partner, Subscription } from '@pitstop/contracts';
import { useLandingPage } from '../api/get-landing-page';
import { useMyPartners } from '../api/list-my-partners';
import { useMySubscriptions } from '../api/list-my-subscriptions';
import { usePartnerOffers } from '../api/list-partner-offers';
import { type CurrentPartner, useCurrentPartner } from './use-partner-id';

/** Spec 001 §4 "Paywall": a partner of the user's requires an initial subscription, and the user has no current one. */
export const isPaywalled = (partners: readonly Partner[] | undefined, subscriptions: readonly Subscription[] | undefined) =>
  partners !== undefined && subscriptions !== undefined && subscriptions.length === 0 && partners.some((partner) => partner.initialSubRequired);

/**
 * App start's membership resources (spec 001 §4 "App start": required resources and the partner config), through
 * TanStack Query so that every page shares one cached copy (60 s fresh, never refetched on window focus): for a
 * signed-in user the current subscriptions, programs (use-partner-id.ts), partners and the partner's offers; for
 * everyone the partner config of the partner whose site this is.
 */
export function useRequiredResources(signedIn: boolean) {
  const current: CurrentPartner = useCurrentPartner();
  const asMember = signedIn ? current.partnerId : null;
  const subscriptions = useMySubscriptions(asMember);
  const partners = useMyPartners(asMember);
  const offers = usePartnerOffers(asMember);
  const landingPage = useLandingPage(current.partnerId);
  return {
    ...current,
    subscriptions,
    partners,
    offers,
    landingPage,
    paywalled: isPaywalled(partners.data, subscriptions.data),
  };
}
