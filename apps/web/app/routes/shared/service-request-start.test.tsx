import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIRE_CATALOGUE } from '~/features/catalog/test-fixtures';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { fakeApi, jsonApiList } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ServiceRequestStart } from './service-request-start';

function ServicePage() {
  const location = useLocation();
  return <h1>{`Services ${location.search}`}</h1>;
}

const routes = [
  { path: '/', Component: () => <ServiceRequestStart /> },
  { path: '/service-request/services/service', Component: ServicePage },
];

// The zip check loads the API client and the contracts on first use: compile them once here, so the test's own
// time is the user's steps. (The search is left to load on focus: that is what the first test checks.)
beforeAll(() => import('~/features/locations/api/check-zipcode'), 30_000);
beforeEach(() => resetStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('the request start (home, dashboard)', () => {
  it('loads the search when the field is focused, keeps the typed text, and starts the request with the picked service', async () => {
    fakeApi({
      'GET /api/v3/services': { body: jsonApiList('services', WIRE_CATALOGUE) },
      'GET /api/turbo/v1/zipcode/target_market': {
        body: { in_market: true, zipcode: '78701', city: 'Austin', state: 'TX', county: 'Travis', metroId: 'm', nearby: [] },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes });

    const field = screen.getByLabelText('What does your car need?');
    await user.click(field);
    await user.keyboard('bra');
    await user.keyboard('k');
    expect(await screen.findByRole('option', { name: /Brake Pads Replacement/ })).toBeInTheDocument();
    expect(screen.getByLabelText('What does your car need?')).toHaveValue('brak');
    await user.click(screen.getByRole('option', { name: /Brake Pads Replacement/ }));
    expect(screen.getByLabelText('What does your car need?')).toHaveValue('Brake Pads Replacement');

    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Compare offers' }));

    expect(await screen.findByRole('heading', { name: 'Services ?zipcode=78701' })).toBeInTheDocument();
    const cart = useAppStore.getState().onrampCart;
    expect(cart.zipcode).toBe('78701');
    expect(cart.services.map((s) => s.name)).toEqual(['Brake Pads Replacement']);
  });

  it('starts without a service too (the service step asks)', async () => {
    fakeApi({
      'GET /api/turbo/v1/zipcode/target_market': {
        body: { in_market: true, zipcode: '78701', city: 'Austin', state: 'TX', county: 'Travis', metroId: 'm', nearby: [] },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes });
    await user.click(screen.getByRole('button', { name: 'Compare offers' }));
    expect(await screen.findByText('Zipcode cannot be blank')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Compare offers' }));
    await waitFor(() => expect(useAppStore.getState().onrampCart.zipcode).toBe('78701'));
    expect(useAppStore.getState().onrampCart.services).toEqual([]);
  });
});
