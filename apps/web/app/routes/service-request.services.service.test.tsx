import type { Service } from '@pitstop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FROM_OFFER_SELECTION } from '~/features/service-requests/components/onramp-step-bar';
import { useAppStartStatus } from '~/lib/app-start';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { fakeApi, jsonApiList } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import ServiceStep from './service-request.services.service';

const oil = { id: 'svc-oil', name: 'Oil Change', categoryName: 'Maintenance', popular: true } as Service;
const SERVICES = '/service-request/services/service';

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

function renderServices(state?: object) {
  return renderWithProviders(null, {
    routes: [
      { path: '/', Component: () => <Navigate to={SERVICES} state={state} /> },
      { path: SERVICES, Component: ServiceStep },
      { path: '*', Component: Where },
    ],
  });
}

beforeEach(() => {
  resetStoreForTests();
  useAppStartStatus.setState({ status: 'done' });
  fakeApi({
    'GET /api/v3/services': { body: jsonApiList('services', []) },
    'GET /api/v3/services/service_selection_categories': { body: jsonApiList('services', []) },
  });
  useAppStore.setState((store) => ({
    onrampCart: { ...store.onrampCart, services: [oil], zipcode: '78701', answers: [{ serviceId: oil.id, answers: [] }] },
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAppStartStatus.setState({ status: 'idle' });
});

describe('the services step', () => {
  it('keeps the chosen services, and Continue goes to the first step still to do', async () => {
    const user = userEvent.setup();
    renderServices();
    expect(await screen.findByRole('button', { name: 'Remove Oil Change' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The zip is checked and the oil change answered: the note comes next.
    expect(await screen.findByText('at /service-request/notes/service')).toBeInTheDocument();
  });

  it('entered from offer selection, resets the chosen services', async () => {
    renderServices({ from: FROM_OFFER_SELECTION });
    await waitFor(() => expect(useAppStore.getState().onrampCart.services).toEqual([]));
    expect(useAppStore.getState().onrampCart.answers).toEqual([]);
    expect(useAppStore.getState().onrampCart.zipcode).toBe('78701');
    expect(screen.queryByRole('button', { name: 'Remove Oil Change' })).toBeNull();
  });
});
