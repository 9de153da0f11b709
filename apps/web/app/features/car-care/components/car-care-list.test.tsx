import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonApiList } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { CarCareList } from './car-care-list';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/v3/car_care';

describe('CarCareList', () => {
  it('says it is loading, then lists the car care', async () => {
    const { calls } = fakeApi({
      [LIST]: { delay: 20, body: jsonApiList('car_care', [{ id: 'a1', name: 'The second', created_at: '2026-11-03T10:00:00.000Z' }]) },
    });
    renderWithProviders(<CarCareList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your car care…');
    expect(await screen.findByText('The second')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([LIST]);
  });

  it('says when there are none', async () => {
    fakeApi({ [LIST]: { body: jsonApiList('car_care', []) } });
    renderWithProviders(<CarCareList />);
    expect(await screen.findByText('No car care yet.')).toBeInTheDocument();
  });
});
