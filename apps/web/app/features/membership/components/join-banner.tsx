import { Box, Button, Group, Text } from '@mantine/core';
import type { BannerConfig } from '@pitstop/contracts';
import { Link, href } from 'react-router';

/** Pages the banner stays off (spec 001 "Layout and navigation"): an offer path, or a subscription route. */
const OFFER_PATH = /^\/service-request\/[^/]+\/offer(?:\/|$)/;
const SUBSCRIPTION_ROUTE = /^\/(?:plus\/|subscriptions(?:\/|$)|profile\/subscriptions(?:\/|$)|sign-up\/success(?:\/|$))/;

export interface JoinBannerConditions {
  subscriptionsLoaded: boolean;
  hasSubscription: boolean;
  pathname: string;
  confirmed: boolean;
}

/**
 * The top join banner's four conditions, all of which must hold (spec 001 "Layout and navigation"): subscriptions are
 * loaded; the user has no subscription; the page is not an offer path or a subscription route; the account is confirmed.
 */
export const showJoinBanner = ({ subscriptionsLoaded, hasSubscription, pathname, confirmed }: JoinBannerConditions) =>
  subscriptionsLoaded && !hasSubscription && !OFFER_PATH.test(pathname) && !SUBSCRIPTION_ROUTE.test(pathname) && confirmed;

export interface JoinBannerProps {
  banner: BannerConfig;
  /** The ride-share drivers' variant: the button opens their enrolment instead of the plans page. */
  onEnroll?: () => void;
}

/**
 * The banner itself, in the partner's colour with its text (the short one below 768 px, Mantine’s `sm`). Its button (the partner's
 * joinButtonText, else Join) goes to the plans (/subscriptions), or opens the ride-share drivers' enrolment.
 */
export function JoinBanner({ banner, onEnroll }: JoinBannerProps) {
  const label = banner.joinButtonText || 'Join';
  return (
    // 44 px high: the frame's CSS (app-layout.module.css) makes room for it under the nav by `data-join-banner`.
    <Box component="aside" aria-label="Membership" data-join-banner="" bg={banner.bannerColor} px="md" h={44} style={{ color: '#1a1b1e' }}>
      <Group justify="center" gap="sm" wrap="nowrap" h="100%">
        <Text fw={700} size="sm" visibleFrom="sm" style={{ background: 'rgba(255,255,255,0.9)', borderRadius: 4, padding: '2px 8px' }}>
          {banner.bannerText}
        </Text>
        <Text fw={700} size="sm" hiddenFrom="sm" style={{ background: 'rgba(255,255,255,0.9)', borderRadius: 4, padding: '2px 8px' }}>
          {banner.mobileBannerText}
        </Text>
        {onEnroll ? (
          <Button size="xs" color="dark" onClick={onEnroll}>
            {label}
          </Button>
        ) : (
          <Button size="xs" color="dark" component={Link} to={href('/subscriptions')}>
            {label}
          </Button>
        )}
      </Group>
    </Box>
  );
}
