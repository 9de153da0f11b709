import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PARTNER } from '~/features/membership/test-fixtures';
import { serviceRequest, wireServiceRequest } from '~/features/service-requests/test-fixtures';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import OfferSelection from '~/routes/service-request.$id.offer';
import { eventStream, fakeApi } from '../../test/fake-api';
import { makeProfile } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';

const CHECK = 'GET /api/membership/v1/my-subscriptions/check';

/** The estimates page of request sr-1, signed in, the membership check answering `memberDiscount`. */
function renderOffers(memberDiscount: boolean) {
  const api = fakeApi({
    'GET /api/v3/users/service_requests/sr-1': { body: wireServiceRequest(serviceRequest()) },
    'PUT /api/v3/users/service_requests/sr-1/seen': { body: wireServiceRequest(serviceRequest()) },
    'GET /api/v3/service_requests/sr-1/events': (call) => eventStream(call).response,
    'GET /api/membership/v1/my-coverage/programs': { body: [] },
    [CHECK]: { body: { result: memberDiscount, subscriptionId: memberDiscount ? 'sub-1' : null, memberDiscount } },
  });
  renderWithProviders(null, { url: '/service-request/sr-1/offer', routes: [{ path: '/service-request/:id/offer', Component: OfferSelection }] });
  return api;
}

beforeEach(() => {
  // A phone: the offers as cards (happy-dom's window is 1024 px wide, where they are a table).
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= 360, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
  act(() => {
    useAppStore.getState().setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, brandPartnerId: TEST_PARTNER }, 'loaded');
    useAppStore.getState().setUser(makeProfile({ id: 'user-1' }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => resetStoreForTests());
});

// ADR 059 (amended): whether an estimate's member price is the user's own comes from the membership check.
describe('the estimates page’s member prices', () => {
  it('reads the member price as a member’s own price when the check says the bookings take the discount', async () => {
    const { calls } = renderOffers(true);
    const card = await screen.findByRole('article', { name: 'Barton Brakes' });
    expect(await within(card).findByText(/your price with plus/)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Join plus' })).toBeNull();
    const checks = calls.filter((call) => `${call.method} ${call.path}` === CHECK);
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((call) => call.headers.get('x-partner-id') === TEST_PARTNER)).toBe(true);
  });

  it('reads it as what plus would save when the check says they do not', async () => {
    const { calls } = renderOffers(false);
    const card = await screen.findByRole('article', { name: 'Barton Brakes' });
    await vi.waitFor(() => expect(calls.some((call) => `${call.method} ${call.path}` === CHECK)).toBe(true));
    expect(within(card).getByTestId('member-price')).toHaveTextContent(/plus members save .* Join plus/);
    expect(within(card).getByRole('link', { name: 'Join plus' })).toBeInTheDocument();
  });
});
