import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIRE_CATALOGUE } from '~/features/catalog/test-fixtures';
import { onrampCartOf } from '~/features/service-requests/onramp-steps';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { fakeApi, jsonApiList } from '../../../test/fake-api';
import { makeProfile } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DueNextSection, WarrantySection } from './car-care-sections';

const brakeFluid = WIRE_CATALOGUE.find((service) => service.name === 'Brake Fluid Flush')!;
const civic = { id: 'veh-1', year: 2019, make: 'Honda', model: 'Civic', sub_model: 'EX', engine: null, mileage: 29_700, vin: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const focus = { ...civic, id: 'veh-2', year: 2012, make: 'Ford', model: 'Focus', sub_model: null, mileage: null };
const item = { service_id: brakeFluid.id, name: 'Brake Fluid Flush', category_name: 'Brakes', due_at_mileage: 30_000, miles_left: 300, state: 'due', last_done_at_mileage: null, last_done_at: null };
const MAINTENANCE = [
  { id: 'veh-1', vehicle_name: '2019 Honda Civic EX', mileage: 29_700, items: [item], next_due_at_mileage: 30_000 },
  { id: 'veh-2', vehicle_name: '2012 Ford Focus', mileage: null, items: [], next_due_at_mileage: null },
];

const warranty = {
  id: 'ap-1',
  service_request_id: 'sr-1',
  location_id: 'loc-1',
  shop_name: 'Barton Brakes',
  vehicle_id: 'veh-1',
  vehicle_name: '2019 Honda Civic EX',
  services: ['Brake Pads Replacement'],
  completed_at: '2026-11-30T23:00:00.000Z',
  months: 12,
  miles: 12_000,
  terms: 'Parts and labor.',
  status: 'active',
  expires_at: '2027-11-30T23:00:00.000Z',
  days_left: 365,
  mileage_at_service: 29_000,
  miles_left: 11_300,
};

beforeEach(() => act(() => useAppStore.getState().setUser(makeProfile({ id: 'u1' }))));
afterEach(() => {
  act(() => resetStoreForTests());
  vi.unstubAllGlobals();
});

describe('car care on the signed-in home', () => {
  it('shows what is due per vehicle; one tap starts a request with those services on that vehicle', async () => {
    fakeApi({
      'GET /api/v3/users/vehicles/maintenance_due': { body: jsonApiList('maintenance_due', MAINTENANCE) },
      'GET /api/v3/users/vehicles': { body: jsonApiList('owned_vehicles', [civic, focus]) },
      'GET /api/v3/services': { body: jsonApiList('services', WIRE_CATALOGUE) },
    });
    act(() => useAppStore.getState().setCartZip('78701'));
    renderWithProviders(null, {
      url: '/dashboard',
      routes: [
        { path: '/dashboard', Component: () => <DueNextSection /> },
        { path: '/service-request/notes/:type', Component: () => <p>The notes step</p> },
      ],
    });
    const civicDue = await screen.findByRole('region', { name: 'Due next on your 2019 Honda Civic EX' });
    expect(within(civicDue).getByText('Brake Fluid Flush')).toBeInTheDocument();
    expect(within(civicDue).getByText('Due')).toBeInTheDocument();
    expect(within(civicDue).getByText('at 30,000 miles · 300 left')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Due next on your 2012 Ford Focus' })).getByText(/Add its mileage to see what is due/)).toBeInTheDocument();

    const request = within(civicDue).getByRole('button', { name: 'Request this service' });
    await vi.waitFor(() => expect(request).toBeEnabled());
    await userEvent.click(request);
    expect(await screen.findByText('The notes step')).toBeInTheDocument();
    const cart = onrampCartOf(useAppStore.getState().onrampCart);
    expect(cart.services.map((service) => service.id)).toEqual([brakeFluid.id]);
    expect(cart.ownedVehicle).toMatchObject({ id: 'veh-1', mileage: 29_700 });
    expect(cart.intervalServices).toMatchObject({ mileage: 30_000, services: [brakeFluid.id] });
    expect(cart.zipcode).toBe('78701');
  });

  it('keeps each completed job’s warranty with what is left, expired ones said so, and a way to message the shop', async () => {
    fakeApi({
      'GET /api/v3/users/warranties': {
        body: jsonApiList('warranties', [
          warranty,
          { ...warranty, id: 'ap-0', shop_name: 'Old Shop', status: 'expired', expires_at: '2026-06-01T10:00:00.000Z', days_left: 0, miles_left: 5_000 },
          { ...warranty, id: 'ap-2', shop_name: 'No Promises', status: 'none', months: 0, miles: 0, expires_at: null, days_left: null, miles_left: null },
        ]),
      },
    });
    renderWithProviders(<WarrantySection />);
    const active = await screen.findByRole('article', { name: 'Warranty from Barton Brakes' });
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('12 months or 12,000 miles, whichever comes first. Parts and labor.')).toBeInTheDocument();
    expect(within(active).getByText('365 days and 11,300 miles left (until Nov 30, 2027).')).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Message the shop' })).toBeInTheDocument();
    const expired = screen.getByRole('article', { name: 'Warranty from Old Shop' });
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText('Expired on Jun 1, 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Warranty from No Promises' })).getByText('The shop gave no warranty on this job.')).toBeInTheDocument();
  });
});
