import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import type { BannerConfig } from '@pitstop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { theme as appTheme } from '~/lib/theme';
import { isLightBanner, JoinBanner, showJoinBanner } from './join-banner';

const banner: BannerConfig = {
  bannerColor: 'pink',
  bannerText: 'Save upwards of 25% on automotive services',
  mobileBannerText: 'Save 25% on car care',
  modalHtml: null,
  modalHtmlExpanded: null,
  modalTitle: null,
  joinButtonText: null,
};

describe('the top join banner’s four conditions (spec 001 “Layout and navigation”)', () => {
  const all = { subscriptionsLoaded: true, hasSubscription: false, pathname: '/dashboard', confirmed: true };

  it('shows when subscriptions are loaded, there is none, the page is neither an offer nor a subscription route, and the account is confirmed', () => {
    expect(showJoinBanner(all)).toBe(true);
    expect(showJoinBanner({ ...all, pathname: '/service-request/services/service' })).toBe(true);
  });

  it('hides while subscriptions load', () => {
    expect(showJoinBanner({ ...all, subscriptionsLoaded: false })).toBe(false);
  });

  it('hides for a member', () => {
    expect(showJoinBanner({ ...all, hasSubscription: true })).toBe(false);
  });

  it('hides on an offer path and on the subscription routes', () => {
    for (const pathname of [
      '/service-request/r1/offer',
      '/service-request/r1/offer/o1',
      '/service-request/r1/offer/o1/book',
      '/service-request/r1/offer/o1/subscription-confirm',
      '/plus/plus/standard',
      '/plus/fleetwise/standard/choose-plan',
      '/subscriptions',
      '/profile/subscriptions',
    ]) {
      expect(showJoinBanner({ ...all, pathname }), pathname).toBe(false);
    }
  });

  it('hides for an account not yet confirmed', () => {
    expect(showJoinBanner({ ...all, confirmed: false })).toBe(false);
  });
});

describe('the banner', () => {
  it('says the partner’s text (the short one on mobile) and joins through the plans with “Join”', () => {
    renderWithProviders(<JoinBanner banner={banner} />);
    expect(screen.getByText(banner.bannerText)).toBeInTheDocument();
    expect(screen.getByText(banner.mobileBannerText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/subscriptions');
  });

  it('takes the partner’s button text, and opens the drivers’ enrolment in their variant', async () => {
    const onEnroll = vi.fn();
    renderWithProviders(<JoinBanner banner={{ ...banner, joinButtonText: 'Enroll now' }} onEnroll={onEnroll} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enroll now' }));
    expect(onEnroll).toHaveBeenCalledOnce();
  });
});

describe('the banner’s text colour', () => {
  const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);

  it('is white on the default pink and on dark partner colours, black on light ones: whichever contrasts more', () => {
    expect(isLightBanner('pink', theme)).toBe(false);
    expect(isLightBanner('#0b4f6c', theme)).toBe(false);
    // Lyft's pink: 6:1 with black against 3.5:1 with white.
    expect(isLightBanner('#ff00bf', theme)).toBe(true);
    expect(isLightBanner('#ffd43b', theme)).toBe(true);
  });

  it('sits straight on the banner’s colour, in no box of its own', () => {
    renderWithProviders(<JoinBanner banner={banner} />);
    expect(screen.getByText(banner.bannerText).getAttribute('style') ?? '').not.toContain('background');
  });
});
