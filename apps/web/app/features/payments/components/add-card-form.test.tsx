import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fakeApi, jsonApiResource } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { wireCard } from '../test-fixtures';
import { useAppStore } from '~/lib/store';
import { AddCardForm } from './add-card-form';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAppStore.getState().setUser(null);
});

const setupIntent = { 'POST /api/v3/users/credit_cards/setup_intents': { status: 201, body: jsonApiResource('setup_intents', { id: 'seti_1', client_secret: 'seti_1_secret_abc', gateway: 'sandbox', publishable_key: null }) } };

/** Fills the form as a person pasting each value would (typing every key of ten fields is slow on a busy machine). */
async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  const values: [RegExp, string][] = [
    [/Name on card/, 'Ada Lovelace'],
    [/Address line 1/, '1 Main St'],
    [/^City/, 'Austin'],
    [/^State/, 'tx'],
    [/Zip code/, '78701'],
    [/Card number/, number],
    [/CVC/, '123'],
  ];
  for (const [label, value] of values) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.selectOptions(screen.getByLabelText(/Expiry month/), '12');
  await user.selectOptions(screen.getByLabelText(/Expiry year/), '2030');
}

function renderForm(routes: Record<string, FakeHandler>) {
  const api = fakeApi(routes);
  const onSaved = vi.fn();
  renderWithProviders(<AddCardForm onSaved={onSaved} />);
  return { api, onSaved };
}

// A ten-field form through a whole setup: 1–3 s on a busy two-core machine, more than the default 5 s leaves as margin.
describe('adding a card in the sandbox', { timeout: 15_000 }, () => {
  it('gives the billing address rules\u2019 messages: "{placeholder} is required.", "Please enter a valid {placeholder}", line 2 optional', async () => {
    const user = userEvent.setup();
    const { api } = renderForm({});
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByText('Address line 1 is required.')).toBeInTheDocument();
    expect(screen.getByText('City is required.')).toBeInTheDocument();
    expect(screen.getByText('Zip code is required.')).toBeInTheDocument();
    expect(screen.getByText('Name on card is required.')).toBeInTheDocument();
    expect(screen.queryByText('Address line 2 is required.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Zip code/), '787');
    await user.tab();
    expect(screen.getByText('Please enter a valid Zip code')).toBeInTheDocument();
    // The country select starts from a disabled 'Country' prompt, US chosen.
    const country = screen.getByLabelText('Country');
    expect(within(country).getByRole('option', { name: 'Country' })).toBeDisabled();
    expect(country).toHaveValue('US');
    expect(api.calls).toEqual([]);
  });

  it('asks the expiry as the spec has it: months 01 to 12, the 20 years from this one; the state is optional', async () => {
    const user = userEvent.setup();
    renderForm({});
    const months = within(screen.getByLabelText(/Expiry month/)).getAllByRole('option').map((option) => option.textContent);
    expect(months).toEqual(['MM', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const thisYear = new Date().getFullYear();
    const years = within(screen.getByLabelText(/Expiry year/)).getAllByRole('option').map((option) => option.textContent);
    expect(years).toEqual(['YYYY', ...Array.from({ length: 20 }, (_, index) => String(thisYear + index))]);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getAllByText('Please enter a valid expiry date').length).toBeGreaterThan(0);
    // Line 1, city and zip are required; the state is not.
    expect(screen.getByLabelText(/^State/)).not.toBeRequired();
    expect(screen.queryByText('State is required.')).not.toBeInTheDocument();
  });

  it('starts with the account’s name on the card, which the person may change', async () => {
    useAppStore.getState().setUser({ ...useAppStore.getState().user.profile, id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' } as never);
    renderForm({});
    expect(screen.getByLabelText(/Name on card/)).toHaveValue('Ada Lovelace');
  });

  it('checks a required address field 300 ms after typing stops', async () => {
    renderForm({});
    vi.useFakeTimers();
    const city = screen.getByLabelText(/^City/);
    fireEvent.change(city, { target: { value: 'A' } });
    fireEvent.change(city, { target: { value: '' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(screen.queryByText('City is required.')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('City is required.')).toBeInTheDocument();
  });

  it('says it is a test: the sandbox gateway charges no real card', async () => {
    renderForm({});
    expect(screen.getByRole('note', { name: 'Test mode' })).toHaveTextContent('no real card is charged or held');
  });

  it('hands the card to the sandbox gateway, then saves only its payment method', async () => {
    const user = userEvent.setup();
    const { api, onSaved } = renderForm({
      ...setupIntent,
      'POST /api/sandbox-gateway/v1/setup_intents/seti_1/confirm': { body: { status: 'succeeded', paymentMethod: 'pm_1' } },
      'POST /api/v3/users/credit_cards': { status: 201, body: jsonApiResource('credit_cards', wireCard('c9')) },
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'c9', last4: '4242' })));
    const confirm = api.calls.find((call) => call.path.endsWith('/confirm'));
    expect(confirm?.body).toMatchObject({
      clientSecret: 'seti_1_secret_abc',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
      billingDetails: { name: 'Ada Lovelace', addressLine1: '1 Main St', addressCity: 'Austin', addressState: 'TX', addressZip: '78701' },
    });
    const saved = api.calls.find((call) => call.path === '/api/v3/users/credit_cards');
    expect(saved?.body).toEqual({ stripe_customer_token: 'pm_1' });
    // The card number went to the gateway only.
    expect(api.calls.filter((call) => call.path.startsWith('/api/v3')).some((call) => JSON.stringify(call.body ?? {}).includes('4242 4242'))).toBe(false);
  });

  it('shows a declined card in a dismissible danger alert and saves nothing', async () => {
    const user = userEvent.setup();
    const { api, onSaved } = renderForm({
      ...setupIntent,
      'POST /api/sandbox-gateway/v1/setup_intents/seti_1/confirm': { status: 402, body: { message: 'Your card was declined.', code: 'card_declined' } },
    });
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(api.calls.some((call) => call.path === '/api/v3/users/credit_cards')).toBe(false);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the sandbox\u2019s authentication step for a card that asks for it: approved, the card is saved', async () => {
    const user = userEvent.setup();
    const { api, onSaved } = renderForm({
      ...setupIntent,
      'POST /api/sandbox-gateway/v1/setup_intents/seti_1/confirm': { body: { status: 'requires_action', paymentMethod: 'pm_3ds' } },
      'POST /api/sandbox-gateway/v1/setup_intents/seti_1/authenticate': { body: { status: 'succeeded', paymentMethod: 'pm_3ds' } },
      'POST /api/v3/users/credit_cards': { status: 201, body: jsonApiResource('credit_cards', wireCard('c3', { last4: '3155' })) },
    });
    await fillCard(user, '4000 0025 0000 3155');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'c3' })));
    expect(api.calls.find((call) => call.path.endsWith('/authenticate'))?.body).toEqual({ clientSecret: 'seti_1_secret_abc', approve: true });
  });

  it('a failed authentication says so and saves nothing', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm({
      ...setupIntent,
      'POST /api/sandbox-gateway/v1/setup_intents/seti_1/confirm': { body: { status: 'requires_action', paymentMethod: 'pm_3ds' } },
      'POST /api/sandbox-gateway/v1/setup_intents/seti_1/authenticate': {
        status: 402,
        body: { message: 'We are unable to authenticate your payment method.', code: 'card_declined' },
      },
    });
    await fillCard(user, '4000 0025 0000 3155');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await user.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We are unable to authenticate your payment method.');
    expect(onSaved).not.toHaveBeenCalled();
    // The form is back, to try again.
    expect(screen.getByRole('button', { name: 'Save card' })).toBeInTheDocument();
  });
});
