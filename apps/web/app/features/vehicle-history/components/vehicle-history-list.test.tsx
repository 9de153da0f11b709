import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonApiList } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { VehicleHistoryList } from './vehicle-history-list';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/v3/vehicle_history';

describe('VehicleHistoryList', () => {
  it('says it is loading, then lists the vehicle history', async () => {
    const { calls } = fakeApi({
      [LIST]: { delay: 20, body: jsonApiList('vehicle_history', [{ id: 'a1', name: 'The second', created_at: '2026-11-03T10:00:00.000Z' }]) },
    });
    renderWithProviders(<VehicleHistoryList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your vehicle history…');
    expect(await screen.findByText('The second')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([LIST]);
  });

  it('says when there are none', async () => {
    fakeApi({ [LIST]: { body: jsonApiList('vehicle_history', []) } });
    renderWithProviders(<VehicleHistoryList />);
    expect(await screen.findByText('No vehicle history yet.')).toBeInTheDocument();
  });
});
