import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '~/lib/alerts';
import { fakeApi, jsonApiList, jsonApiResource } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { OwnedVehicleList } from './owned-vehicle-list';

const civic = {
  id: 'veh-1',
  year: 2020,
  make: 'Honda',
  model: 'Civic',
  sub_model: 'EX',
  engine: '2.0L I4',
  mileage: 45000,
  vin: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useAlerts.getState().clearAlerts());
});

describe("the user's vehicles (/profile/vehicle)", () => {
  it('edits the mileage in place (validated, PATCH) and deletes after a confirmation', async () => {
    let vehicles = [civic];
    const { calls } = fakeApi({
      'GET /api/v3/users/vehicles': () => ({ body: jsonApiList('owned_vehicles', vehicles) }),
      'PATCH /api/v3/owned_vehicles/veh-1': (request) => {
        vehicles = [{ ...civic, mileage: (request.body as { mileage: number }).mileage }];
        return { body: jsonApiResource('owned_vehicles', vehicles[0]!) };
      },
      'DELETE /api/v3/owned_vehicles/veh-1': () => {
        vehicles = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OwnedVehicleList />);

    const card = await screen.findByRole('article', { name: '2020 Honda Civic EX' });
    expect(card).toHaveTextContent('45,000 miles');
    await user.click(within(card).getByRole('button', { name: 'Edit mileage of your 2020 Honda Civic EX' }));
    const mileage = within(card).getByRole('textbox', { name: 'Mileage' });
    await user.clear(mileage);
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByText('Mileage must be a whole number from 0 to 999,999.')).toBeInTheDocument();
    await user.type(mileage, '46500');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(card).toHaveTextContent('46,500 miles'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ mileage: 46500 });

    await user.click(within(card).getByRole('button', { name: 'Delete your 2020 Honda Civic EX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this vehicle?' });
    expect(dialog).toHaveTextContent('Your 2020 Honda Civic EX will be removed from your account.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Delete your 2020 Honda Civic EX' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete vehicle' }));
    expect(await screen.findByText(/You have no vehicles yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a vehicle' })).toHaveAttribute(
      'href',
      '/service-request/vehicles/vehicle/add?returnTo=%2Fprofile%2Fvehicle',
    );
    expect(useAlerts.getState().alerts.map((alert) => alert.message)).toContain('Your 2020 Honda Civic EX was deleted.');
  });

  it('shows why the list could not be loaded, with a retry', async () => {
    fakeApi({ 'GET /api/v3/users/vehicles': { status: 503, body: { errors: [{ status: '503', title: 'Service unavailable' }] } } });
    renderWithProviders(<OwnedVehicleList />);
    expect(await screen.findByText('Service unavailable', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
