import type { Service } from '@pitstop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { FROM_OFFER_SELECTION, OnrampStepBar } from './onramp-step-bar';

const oil = { id: 'svc-oil', name: 'Oil Change', categoryName: 'Maintenance', popular: false } as Service;

function NavigationState() {
  const { pathname, state } = useLocation();
  return <p>{`${pathname} ${JSON.stringify(state)}`}</p>;
}

describe('the onramp step bar', () => {
  beforeEach(() => resetStoreForTests());

  it('is a navigation whose completed steps are links and the others plain text, the current one marked', () => {
    useAppStore.setState((state) => ({ onrampCart: { ...state.onrampCart, services: [oil], zipcode: '78701', passed: ['notes'] } }));
    renderWithProviders(<OnrampStepBar routeStep="vehicle" />);
    const bar = screen.getByRole('navigation', { name: 'Service request progress' });
    expect(screen.getByRole('link', { name: /^Services\s*, completed$/ })).toHaveAttribute('href', '/service-request/services/service');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(bar.querySelector('[aria-current="step"]')).toHaveTextContent(/^2Vehicle\s*, current step$/);
    expect(screen.getByText('Confirm').closest('a, button')).toBeNull();
  });

  it('on the compare page, Services leads back with the reset of the chosen services', async () => {
    const user = userEvent.setup();
    renderWithProviders(null, {
      url: '/service-request/r1/offer',
      routes: [
        { path: '/service-request/:id/offer', Component: () => <OnrampStepBar routeStep="offer" requestId="r1" /> },
        { path: '/service-request/services/service', Component: NavigationState },
      ],
    });
    expect(screen.getByRole('link', { name: /^Vehicle\s*, completed$/ })).toHaveAttribute('href', '/service-request/vehicle');
    await user.click(screen.getByRole('link', { name: /^Services\s*, completed$/ }));
    expect(screen.getByText(`/service-request/services/service {"from":"${FROM_OFFER_SELECTION}"}`)).toBeInTheDocument();
  });

  it('after Estimates shows Services and Vehicle done but not as links', () => {
    renderWithProviders(<OnrampStepBar routeStep="book" requestId="r1" />);
    expect(screen.queryByRole('link', { name: /Services/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Vehicle/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Estimates\s*, completed$/ })).toHaveAttribute('href', '/service-request/r1/offer');
  });
});
