import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INPUT_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonApiResource } from '../../../../test/fake-api';
import { makeProfile } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { PhoneVerification } from './phone-verification';

afterEach(() => vi.unstubAllGlobals());

const unverified = makeProfile({ phoneNumber: '5125550123', phoneVerified: false });
const codeError = (detail: string) => ({
  status: 422,
  body: { errors: [{ status: '422', code: 'confirmation_code_invalid', title: 'Validation failed', detail, source: { pointer: '/code' } }] },
});

describe('verifying the phone number by a texted code', () => {
  it('shows the number as not verified, texts a code on Verify (loading state), and confirms it by keyboard', async () => {
    const user = userEvent.setup();
    let tries = 0;
    // The code is "texted" only when the test says so: the loading state is seen for sure, whatever the machine's speed.
    let textIt: () => void = () => undefined;
    const texted = new Promise<void>((resolve) => (textIt = resolve));
    const api = fakeApi({
      'POST /api/v3/users/phone_verification_code': async () => {
        await texted;
        return { body: { meta: { message: 'We texted a code to your phone number.' } } };
      },
      'PUT /api/v3/users/confirm_phone': () =>
        ++tries === 1
          ? codeError('That code is not correct.')
          : { body: jsonApiResource('users', { id: 'u1', email: 'ada@example.com', phone_number: '5125550123', phone_verified: true }) },
    });
    const onVerified = vi.fn();
    renderWithProviders(<PhoneVerification profile={unverified} onVerified={onVerified} />);
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText(/We send no text to/)).toHaveTextContent('We send no text to (512) 555-0123 until you verify it');

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    textIt();
    expect(await screen.findByRole('status')).toHaveTextContent('We texted a code to your phone number.');

    // A wrong code: the sentence on the field, which keeps what was typed to be corrected.
    const field = screen.getByLabelText('Code from the text message');
    await user.type(field, '000000{Enter}');
    expect(await screen.findByText('That code is not correct.')).toBeInTheDocument();
    expect(field).toHaveValue('000000');
    expect(field).toHaveAccessibleDescription('That code is not correct.');
    // It stays past the typing pause that began with the last digit: the submit cancelled that validation, which
    // would otherwise clear the server's sentence half a second after it appeared.
    await new Promise((resolve) => setTimeout(resolve, INPUT_DEBOUNCE_MS + 100));
    expect(field).toHaveAccessibleDescription('That code is not correct.');

    await user.clear(field);
    await user.type(field, '123456{Enter}');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ phoneVerified: true })));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('says why when no code can be sent (the budget is spent), and shows a verified number as verified', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/v3/users/phone_verification_code': {
        status: 429,
        body: { errors: [{ status: '429', code: 'rate_limited', title: 'Too many requests', detail: 'Too many requests. Please try again later.' }] },
      },
    });
    const { unmount } = renderWithProviders(<PhoneVerification profile={unverified} onVerified={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again later/i);
    expect(screen.queryByLabelText('Code from the text message')).toBeNull();
    unmount();

    renderWithProviders(<PhoneVerification profile={makeProfile({ phoneNumber: '5125550123', phoneVerified: true })} onVerified={vi.fn()} />);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });
});
