import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '~/lib/alerts';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { UNACCEPTED_MESSAGE, UnacceptOffer } from './unaccept-offer';

const UNACCEPT = 'PUT /api/v3/service_requests/sr-1/offers/of-b/unaccept';

afterEach(() => {
  vi.unstubAllGlobals();
  useAlerts.getState().clearAlerts();
});

describe('choosing another estimate (unaccept)', () => {
  it('asks why first, then undoes the booking, says so and goes back to the estimates', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [UNACCEPT]: { body: { data: { id: 'sr-1', type: 'service_requests', attributes: { status: 'open' } } } } });
    const onUnaccepted = vi.fn();
    renderWithProviders(<UnacceptOffer requestId="sr-1" offerId="of-b" onUnaccepted={onUnaccepted} />);

    await user.click(screen.getByRole('button', { name: 'Choose another estimate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose another estimate?' });
    await user.click(screen.getAllByRole('button', { name: 'Choose another estimate' }).at(-1)!);
    expect(await screen.findByText('Tell us why you are changing your mind.')).toBeInTheDocument();
    expect(calls.filter((call) => `${call.method} ${call.path}` === UNACCEPT)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Why are you changing your mind/ }), 'The shop is too far');
    await user.click(screen.getAllByRole('button', { name: 'Choose another estimate' }).at(-1)!);
    await waitFor(() => expect(onUnaccepted).toHaveBeenCalledOnce());
    expect(calls.find((call) => `${call.method} ${call.path}` === UNACCEPT)?.body).toEqual({ reason_unaccepted: 'The shop is too far' });
    expect(useAlerts.getState().alerts.map((alert) => alert.message)).toContain(UNACCEPTED_MESSAGE);
    expect(dialog).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog and keeps the booking', async () => {
    const user = userEvent.setup();
    fakeApi({ [UNACCEPT]: { status: 409, body: { errors: [{ status: '409', code: 'request_closed', title: 'Conflict', detail: 'This service request is no longer open.' }] } } });
    const onUnaccepted = vi.fn();
    renderWithProviders(<UnacceptOffer requestId="sr-1" offerId="of-b" onUnaccepted={onUnaccepted} />);
    await user.click(screen.getByRole('button', { name: 'Choose another estimate' }));
    await user.type(await screen.findByRole('textbox', { name: /Why are you changing your mind/ }), 'Plans changed');
    await user.click(screen.getAllByRole('button', { name: 'Choose another estimate' }).at(-1)!);
    expect(await screen.findByText('This service request is no longer open.')).toBeInTheDocument();
    expect(onUnaccepted).not.toHaveBeenCalled();
  });
});
