import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '~/lib/alerts';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { CANCELLED_MESSAGE, CancelBooking } from './cancel-booking';

afterEach(() => {
  vi.unstubAllGlobals();
  useAlerts.getState().clearAlerts();
});

describe('cancelling a booking', () => {
  it('asks first, then cancels and leaves a clear message on screen', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'DELETE /api/v3/users/service_requests/sr-1/appointments': { body: { data: { id: 'sr-1', type: 'service_requests', attributes: { status: 'open' } } } } });
    const onCancelled = vi.fn();
    renderWithProviders(<CancelBooking requestId="sr-1" onCancelled={onCancelled} />);
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(calls).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Cancel appointment' }).at(-1)!);
    await waitFor(() => expect(onCancelled).toHaveBeenCalledOnce());
    expect(useAlerts.getState().alerts).toEqual([expect.objectContaining({ type: 'success', message: CANCELLED_MESSAGE })]);
  });
});
