import type { BannerConfig } from '@pitstop/contracts';
import { GENERIC_FAILURE_TEXT } from '@pitstop/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { RideShareJoinModal, safeHtml } from './ride-share-join-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetStoreForTests());
});

const banner: BannerConfig = {
  bannerColor: '#ff00bf',
  bannerText: 'Lyft drivers: join free',
  mobileBannerText: 'Join free',
  modalHtml: '<p>Lyft drivers get Plus at no cost.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  modalHtmlExpanded: '<p>Roadside help three times a year.</p><a href="javascript:alert(3)">more</a>',
  modalTitle: 'Free Plus for Lyft drivers',
  joinButtonText: 'Enroll now',
};
const plan = { programName: 'lyft', planName: 'driver' };
const PATH = '/api/membership/v1/my-subscriptions/lyft/driver';

describe('the ride-share drivers’ join modal', () => {
  // Sanitisation itself is DOMPurify's and is not asserted here: happy-dom's DOM makes DOMPurify unreliable (it kept a
  // <script> and dropped an <img> in one run), so a test here would prove nothing either way (ADR 060).
  it('shows nothing for a partner without modal text', () => {
    expect(safeHtml(null)).toBe('');
  });

  it('opens the Learn more part, and Enroll now subscribes, resets the cart and loads the success page', async () => {
    const { calls } = fakeApi({ [`POST ${PATH}`]: { status: 201, body: {} } });
    act(() => useAppStore.getState().setCartZip('78701'));
    const assign = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RideShareJoinModal opened onClose={() => {}} banner={banner} partnerId="p-lyft" plan={plan} assign={assign} />);
    expect(screen.getByText('Lyft drivers get Plus at no cost.')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Learn more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Enroll now' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/plus/lyft/driver/success'));
    expect(calls.map((call) => [call.method, call.path, call.headers.get('x-partner-id')])).toEqual([['POST', PATH, 'p-lyft']]);
    expect(useAppStore.getState().onrampCart.zipcode).toBeNull();
  });

  it('shows the danger alert with the generic sentence when joining fails', async () => {
    fakeApi({ [`POST ${PATH}`]: { status: 409, body: { code: 'conflict', message: 'You are already a member.' } } });
    const assign = vi.fn();
    renderWithProviders(<RideShareJoinModal opened onClose={() => {}} banner={banner} partnerId="p-lyft" plan={plan} assign={assign} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enroll now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_FAILURE_TEXT);
    expect(assign).not.toHaveBeenCalled();
  });
});
