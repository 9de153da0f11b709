import { Portal } from '@mantine/core';
import { STORE_KEY } from '@pitstop/contracts/constants';
import { useEffect, useState } from 'react';
import { href, useLocation, useNavigate } from 'react-router';
import { QueryProvider } from '~/lib/query-provider';
import { useBrandName } from '~/lib/runtime-config';
import { type PartnerFrame, type StoredUser, useAppStore, useCurrentUser } from '~/lib/store';
import { readItem, writeItem } from '~/lib/storage';
import { plusPageOf } from '../hooks/use-partner-id';
import { useRequiredResources } from '../hooks/use-required-resources';
import { whiteLabelFrame } from '../white-label-frame';
import { JoinBanner, showJoinBanner } from './join-banner';
import { RideShareJoinModal } from './ride-share-join-modal';

/** The ride-share drivers' logo (spec 001 §6: "special logo"): the brand's mark, named for them. */
export const rideShareLogoName = (brand: string) => `${brand} Drivers`;

/** The new ride-share accounts already shown their one-time modal on this browser (lib/storage.ts lists the key). */
const WELCOMED_KEY = `${STORE_KEY}_ride_share_welcomed`;
const welcomed = () => (readItem(WELCOMED_KEY) ?? '').split(',').filter(Boolean);

/**
 * The membership part of the page frame (ADR 060), loaded with the frame for a signed-in user or on a partner's
 * `/plus/…` page: fetches the membership resources, tells the logo, footer and nav what to show of the partner
 * (the store's `partner`), sends a paywalled user to their program's plans, and shows the top join banner and the
 * ride-share drivers' enrolment.
 */
export default function MembershipFrame() {
  return (
    <QueryProvider>
      <Frame />
    </QueryProvider>
  );
}

function Frame() {
  const user = useCurrentUser();
  const brand = useBrandName();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const resources = useRequiredResources(user !== null);
  const config = resources.landingPage.data;
  const rideShare = user?.isLyftDriver === true;
  const whiteLabel = whiteLabelFrame(config?.partnerConfig);

  const frame: PartnerFrame = {
    logo: whiteLabel?.logo ?? (rideShare ? { src: null, name: rideShareLogoName(brand) } : null),
    whiteLabel: whiteLabel?.whiteLabel ?? null,
    paywalled: user !== null && resources.paywalled,
    hasOffers: (resources.offers.data?.length ?? 0) > 0,
    programPage: resources.program?.programPlans[0] ? { programName: resources.program.name, planName: resources.program.programPlans[0].name } : null,
  };
  const frameKey = JSON.stringify(frame);
  useEffect(() => {
    useAppStore.setState({ partner: JSON.parse(frameKey) as PartnerFrame });
  }, [frameKey]);
  // The brand's frame again once this part of the frame is gone (signed out, off the partner's pages).
  useEffect(
    () => () => {
      useAppStore.setState({ partner: undefined });
    },
    [],
  );

  // The paywall, and the program member's redirect before navigation (spec 000 §4, 001 §2, §4; ADR 060).
  const program = resources.program;
  const plan = program?.programPlans[0];
  const paywallTarget =
    user && frame.paywalled && program && plan
      ? user.confirmed
        ? href('/plus/:programName/:planName/choose-plan', { programName: program.name, planName: plan.name })
        : href('/plus/:programName/:planName/activate-account', { programName: program.name, planName: plan.name })
      : null;
  // Not while a program page's new account chooses its first password (ADR 062): it is sent on once it has one.
  const settingPassword = pathname.endsWith('/create-password') && plusPageOf(pathname) !== null;
  useEffect(() => {
    if (paywallTarget && !settingPassword && pathname !== paywallTarget) void navigate(paywallTarget, { replace: true });
  }, [paywallTarget, settingPassword, pathname, navigate]);

  const [enrolling, setEnrolling] = useState(false);
  const hasSubscription = (resources.subscriptions.data?.length ?? 0) > 0;
  const driverPlan = rideShare && program && plan ? { programName: program.name, planName: plan.name } : null;
  useOneTimeWelcome(user, driverPlan !== null && resources.subscriptions.isSuccess && !hasSubscription, () => setEnrolling(true));

  if (!user || !config) return null;
  const banner = showJoinBanner({
    subscriptionsLoaded: resources.subscriptions.isSuccess,
    hasSubscription,
    pathname,
    confirmed: user.confirmed,
  });
  return (
    <>
      {banner && (
        // Into the page's fixed header, under the nav (the frame's CSS makes room for it, ADR 060).
        <Portal target="header">
          <JoinBanner banner={config.bannerConfig} onEnroll={driverPlan ? () => setEnrolling(true) : undefined} />
        </Portal>
      )}
      {driverPlan && resources.partnerId && (
        <RideShareJoinModal
          opened={enrolling}
          onClose={() => setEnrolling(false)}
          banner={config.bannerConfig}
          partnerId={resources.partnerId}
          plan={driverPlan}
        />
      )}
    </>
  );
}

/** The modal for a new ride-share account, once per account on this browser (spec 001: "remembered locally"). */
function useOneTimeWelcome(user: StoredUser | null, eligible: boolean, open: () => void) {
  const id = user?.newLyftAccount ? user.id : null;
  useEffect(() => {
    if (!id || !eligible || welcomed().includes(id)) return;
    writeItem(WELCOMED_KEY, [...welcomed(), id].join(','));
    open();
  }, [id, eligible, open]);
}
