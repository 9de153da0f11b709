import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ConfirmAccountForm } from './confirm-account-form';

afterEach(() => vi.unstubAllGlobals());

describe('sending a new confirmation code', () => {
  it('sends once while it is sending (a second click does nothing) and says what the server said', async () => {
    // The code is "sent" only when the test says so: the pending state is seen for sure.
    let sendIt = () => {};
    const sent = new Promise<void>((resolve) => {
      sendIt = resolve;
    });
    const { calls } = fakeApi({
      'POST /api/v3/users/resend_confirmation_code': async () => {
        await sent;
        return { body: { meta: { message: 'We sent a new code to your email address.' } } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ConfirmAccountForm email="ada@example.com" />);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    sending.click();
    sendIt();

    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new code to your email address.');
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });

  it("shows the server's sentence in the alert when it refuses", async () => {
    fakeApi({
      'POST /api/v3/users/resend_confirmation_code': {
        status: 422,
        body: { errors: [{ status: '422', code: 'already_confirmed', title: 'Already confirmed', detail: 'Your account is confirmed already.' }] },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ConfirmAccountForm email="ada@example.com" />);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is confirmed already.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
