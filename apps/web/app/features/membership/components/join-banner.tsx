import { Box, Button, Group, isLightColor, type MantineTheme, parseThemeColor, Text, useMantineTheme } from '@mantine/core';
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
 * Whether the banner's colour (a theme colour such as the default `pink`, or the partner's CSS colour) is light: then
 * black text reads better on it than white. Mantine's `isLightColor` splits at a relative luminance of 0.179, where the
 * WCAG contrast ratios with black and with white are equal, so the text always takes the better of the two.
 */
export const isLightBanner = (color: string, theme: MantineTheme) => isLightColor(parseThemeColor({ color, theme }).value);

/**
 * The banner itself, in the partner's colour with its text (the short one below 768 px, Mantine’s `sm`) straight on
 * that colour, black or white as reads best (`isLightBanner`). Its button (the partner's joinButtonText, else Join)
 * goes to the plans (/subscriptions), or opens the ride-share drivers' enrolment; it never shrinks, the text wraps.
 */
export function JoinBanner({ banner, onEnroll }: JoinBannerProps) {
  const label = banner.joinButtonText || 'Join';
  const light = isLightBanner(banner.bannerColor, useMantineTheme());
  // Black on a light banner, white on a dark one; the button the other way round, so that it stands out.
  const button = { size: 'xs', color: 'dark', variant: light ? 'filled' : 'white', style: { flexShrink: 0 } } as const;
  return (
    // 44 px high: the frame's CSS (app-layout.module.css) makes room for it under the nav by `data-join-banner`.
    <Box component="aside" aria-label="Membership" data-join-banner="" bg={banner.bannerColor} c={light ? 'black' : 'white'} px="md" h={44}>
      <Group justify="center" gap="sm" wrap="nowrap" h="100%">
        <Text fw={700} size="sm" visibleFrom="sm">
          {banner.bannerText}
        </Text>
        <Text fw={700} size="xs" lh={1.3} lineClamp={2} hiddenFrom="sm">
          {banner.mobileBannerText}
        </Text>
        {onEnroll ? (
          <Button {...button} onClick={onEnroll}>
            {label}
          </Button>
        ) : (
          <Button {...button} component={Link} to={href('/subscriptions')}>
            {label}
          </Button>
        )}
      </Group>
    </Box>
  );
}
