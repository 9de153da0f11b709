import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PARTNER, TEST_PLAN } from '~/features/membership/test-fixtures';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import Subscriptions from '~/routes/subscriptions';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';

const renderPage = () =>
  renderWithProviders(null, {
    url: '/subscriptions',
    routes: [
      { path: '/subscriptions', Component: Subscriptions },
      { path: '/dashboard', Component: () => <h1>Dashboard</h1> },
    ],
  });

beforeEach(() => {
  act(() => useAppStore.getState().setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, brandPartnerId: TEST_PARTNER }, 'loaded'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetStoreForTests());
});

describe('/subscriptions', () => {
  it('shows the brand’s plus plans to someone who is not a member', async () => {
    const { calls } = fakeApi({
      'GET /api/membership/v1/my-subscriptions/check': { body: { result: false, subscriptionId: null, memberDiscount: false } },
      'GET /api/membership/v1/lookup/program-and-plan/plus/standard': { body: TEST_PLAN },
      'GET /api/membership/v1/my-subscriptions/faq': { body: { items: [] } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitstop Plus plans and pricing' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '12 Months plan' })).toBeInTheDocument();
    expect(calls.every((call) => call.headers.get('x-partner-id') === TEST_PARTNER)).toBe(true);
  });

  it('sends a member on to /dashboard', async () => {
    fakeApi({
      'GET /api/membership/v1/my-subscriptions/check': { body: { result: true, subscriptionId: 'sub-1', memberDiscount: true } },
      'GET /api/membership/v1/lookup/program-and-plan/plus/standard': { body: TEST_PLAN },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
