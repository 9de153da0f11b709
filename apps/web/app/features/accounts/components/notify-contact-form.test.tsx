import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonApiResource } from '../../../../test/fake-api';
import { makeProfile } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { NotifyContactForm } from './notify-contact-form';

afterEach(() => vi.unstubAllGlobals());

const status = () => screen.getByRole('status');

function renderForm(profile = makeProfile()) {
  const onContinue = vi.fn(async () => undefined);
  renderWithProviders(<NotifyContactForm profile={profile} onContinue={onContinue} submitLabel="Get my estimates" submittingLabel="Sending..." />);
  return onContinue;
}

describe('how we reach you when estimates are ready', () => {
  it('derives the notification method from what is given: email, both, phone, none', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(status()).toHaveTextContent('We’ll email you when new estimates arrive.');

    const texts = screen.getByRole('checkbox', { name: /Text me/ });
    expect(texts).toBeDisabled();
    await user.type(screen.getByLabelText('Mobile phone (optional)'), '5125550123');
    expect(texts).toBeEnabled();
    // A phone alone is not a yes to texts.
    expect(status()).toHaveTextContent('We’ll email you when new estimates arrive.');
    await user.click(texts);
    expect(status()).toHaveTextContent('We’ll email and text you when new estimates arrive.');

    await user.click(screen.getByRole('checkbox', { name: /Email me at/ }));
    expect(status()).toHaveTextContent('We’ll text you when new estimates arrive.');

    // Emptying the phone clears the texts (docs/product/accounts.md).
    await user.clear(screen.getByLabelText('Mobile phone (optional)'));
    expect(texts).not.toBeChecked();
    expect(status()).toHaveTextContent('We won’t send you anything');
  });

  it('saves a phone given to the profile with the text consent, then goes on with the method', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'PUT /api/v3/users/profile': { body: jsonApiResource('users', { id: 'u1', email: 'ada@example.com', phone_number: '5125550123', contact_via_text_message: true }) },
    });
    const onContinue = renderForm();
    await user.type(screen.getByLabelText('Mobile phone (optional)'), '5125550123');
    await user.click(screen.getByRole('checkbox', { name: /Text me/ }));
    await user.click(screen.getByRole('button', { name: 'Get my estimates' }));

    await waitFor(() => expect(onContinue).toHaveBeenCalledWith('both'));
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', '/api/v3/users/profile', { phone_number: '5125550123', contact_via_text_message: true }],
    ]);
  });

  it('leaves the profile alone when nothing new is given, and never withdraws the consent here', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    const onContinue = renderForm(makeProfile({ phoneNumber: '5125550123', contactViaTextMessage: true }));
    expect(screen.getByLabelText('Mobile phone (optional)')).toHaveValue('(512) 555-0123');
    await user.click(screen.getByRole('checkbox', { name: /Text me/ }));
    await user.click(screen.getByRole('button', { name: 'Get my estimates' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith('email'));
    expect(api.calls).toEqual([]);
  });

  it('explains that texts wait until the number is verified, and says nothing of it for a verified one', async () => {
    const user = userEvent.setup();
    renderForm(makeProfile({ phoneNumber: '5125550123', contactViaTextMessage: true, phoneVerified: false }));
    expect(status()).toHaveTextContent('We’ll email and text you when new estimates arrive. We text only a verified number: verify this one on your Account page');
    await user.click(screen.getByRole('checkbox', { name: /Text me/ }));
    expect(status()).not.toHaveTextContent('verified number');
  });

  it('a verified number needs no word; a new number typed over it does', async () => {
    const user = userEvent.setup();
    renderForm(makeProfile({ phoneNumber: '5125550123', contactViaTextMessage: true, phoneVerified: true }));
    expect(status()).toHaveTextContent('We’ll email and text you when new estimates arrive.');
    expect(status()).not.toHaveTextContent('verified number');
    await user.clear(screen.getByLabelText('Mobile phone (optional)'));
    await user.type(screen.getByLabelText('Mobile phone (optional)'), '5125550999');
    await user.click(screen.getByRole('checkbox', { name: /Text me/ }));
    expect(status()).toHaveTextContent('We text only a verified number');
  });
});
