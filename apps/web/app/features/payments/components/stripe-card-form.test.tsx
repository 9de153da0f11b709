import type { SetupIntent, SetupIntentResult, Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fakeApi, jsonApiResource } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { wireCard } from '../test-fixtures';
import StripeCardForm from './stripe-card-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const setupIntent = {
  'POST /api/v3/users/credit_cards/setup_intents': {
    status: 201,
    body: jsonApiResource('setup_intents', { id: 'seti_1', client_secret: 'seti_1_secret_abc', gateway: 'stripe', publishable_key: 'pk_test_1' }),
  },
};
const savedCard = { 'POST /api/v3/users/credit_cards': { status: 201, body: jsonApiResource('credit_cards', wireCard('c9')) } };

const succeeded = (paymentMethod: SetupIntent['payment_method']): SetupIntentResult => ({
  setupIntent: { id: 'seti_1', object: 'setup_intent', status: 'succeeded', payment_method: paymentMethod } as SetupIntent,
});
const declined: SetupIntentResult = {
  error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } as StripeError,
};

/**
 * Stripe.js as far as <Elements>, <CardElement> and the form use it (Stripe's script cannot load here): `elements()`
 * whose `create('card')` gives an element that mounts into the form, and `confirmCardSetup`, answering `confirm`.
 */
function fakeStripe(confirm: Stripe['confirmCardSetup']) {
  const card = {
    mount: vi.fn((node: HTMLElement) => node.setAttribute('data-stripe-card', 'mounted')),
    destroy: vi.fn(),
    on: vi.fn(),
    off: vi.fn(),
    update: vi.fn(),
  };
  let created: typeof card | null = null;
  const elements = {
    create: vi.fn((type: string) => {
      if (type !== 'card') throw new Error(`The form made a ${type} element, not a card element.`);
      created = card;
      return card;
    }),
    // Stripe.js takes a type or react-stripe-js's component (which names its type in `__elementType`).
    getElement: vi.fn((type: string | { __elementType?: string }) => ((typeof type === 'string' ? type : type.__elementType) === 'card' ? created : null)),
    update: vi.fn(),
  };
  const notUsed = () => {
    throw new Error('The form does not use this.');
  };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmCardSetup: vi.fn(confirm),
    // <Elements> takes an object for Stripe only when it has these too.
    createToken: notUsed,
    createPaymentMethod: notUsed,
    confirmCardPayment: notUsed,
  };
  return { stripe: stripe as unknown as Stripe, confirmCardSetup: stripe.confirmCardSetup, elements, card: card as typeof card & StripeCardElement };
}

/** Fills name and billing address as a person pasting each value would (the card is Stripe's iframe). */
async function fillBillingDetails(user: ReturnType<typeof userEvent.setup>) {
  const values: [RegExp, string][] = [
    [/Name on card/, 'Ada Lovelace'],
    [/Address line 1/, '1 Main St'],
    [/Address line 2/, 'Apt 2'],
    [/^City/, 'Austin'],
    [/^State/, 'tx'],
    [/Zip code/, '78701'],
  ];
  for (const [label, value] of values) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

function renderForm(routes: Record<string, FakeHandler>, stripe: Stripe | Promise<Stripe | null>) {
  const api = fakeApi(routes);
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<StripeCardForm publishableKey="pk_test_1" stripe={stripe} onSaved={onSaved} onCancel={onCancel} />);
  return { api, onSaved };
}

const cardPosts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/v3/users/credit_cards');

// A seven-field form through a whole setup: 1–3 s on a busy two-core machine, more than the default 5 s leaves as margin.
describe('adding a card with Stripe', { timeout: 15_000 }, () => {
  it('mounts Stripe’s card element in the form, without its postal code (the billing address has the zip)', () => {
    const { stripe, elements, card } = fakeStripe(async () => declined);
    renderForm({}, stripe);
    expect(elements.create).toHaveBeenCalledExactlyOnceWith('card', { hidePostalCode: true });
    const form = screen.getByRole('form', { name: 'Add a card' });
    const mountedIn = card.mount.mock.calls[0]?.[0];
    expect(mountedIn).toBeInstanceOf(HTMLElement);
    expect(form).toContainElement(mountedIn as HTMLElement);
  });

  it('asks our API for a setup intent, confirms it at Stripe with the card and the billing details typed, then saves the payment method', async () => {
    const user = userEvent.setup();
    const { stripe, confirmCardSetup, card } = fakeStripe(async () => {
      // Saved only once Stripe said the setup succeeded.
      expect(cardPosts(api)).toEqual([]);
      return succeeded('pm_1');
    });
    const { api, onSaved } = renderForm({ ...setupIntent, ...savedCard }, stripe);
    await fillBillingDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'c9', last4: '4242' })));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/v3/users/credit_cards/setup_intents',
      'POST /api/v3/users/credit_cards',
    ]);
    expect(confirmCardSetup).toHaveBeenCalledExactlyOnceWith('seti_1_secret_abc', {
      payment_method: {
        card,
        billing_details: {
          name: 'Ada Lovelace',
          address: { line1: '1 Main St', line2: 'Apt 2', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
        },
      },
    });
    expect(cardPosts(api)[0]?.body).toEqual({ stripe_customer_token: 'pm_1' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves the id of a payment method Stripe sends expanded', async () => {
    const user = userEvent.setup();
    const { stripe } = fakeStripe(async () => succeeded({ id: 'pm_expanded', object: 'payment_method' } as SetupIntent['payment_method']));
    const { api, onSaved } = renderForm({ ...setupIntent, ...savedCard }, stripe);
    await fillBillingDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(cardPosts(api)[0]?.body).toEqual({ stripe_customer_token: 'pm_expanded' });
  });

  it('shows Stripe’s words for a declined card in a dismissible alert and saves nothing', async () => {
    const user = userEvent.setup();
    const { stripe, confirmCardSetup } = fakeStripe(async () => declined);
    const { api, onSaved } = renderForm({ ...setupIntent, ...savedCard }, stripe);
    await fillBillingDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(confirmCardSetup).toHaveBeenCalledOnce();
    expect(cardPosts(api)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The form is there to try again.
    expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled();
  });

  it('a setup that did not succeed without Stripe saying why: "Hmm, something went wrong. Sorry about that.", nothing saved', async () => {
    const user = userEvent.setup();
    const { stripe } = fakeStripe(async () => ({
      setupIntent: { id: 'seti_1', object: 'setup_intent', status: 'requires_payment_method', payment_method: null } as SetupIntent,
    }));
    const { api, onSaved } = renderForm({ ...setupIntent, ...savedCard }, stripe);
    await fillBillingDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hmm, something went wrong. Sorry about that.');
    expect(cardPosts(api)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('our API refusing the setup intent shows its words and never reaches Stripe', async () => {
    const user = userEvent.setup();
    const { stripe, confirmCardSetup } = fakeStripe(async () => succeeded('pm_1'));
    const { api } = renderForm(
      { 'POST /api/v3/users/credit_cards/setup_intents': { status: 503, body: { message: 'Payments are unavailable right now.' } } },
      stripe,
    );
    await fillBillingDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payments are unavailable right now.');
    expect(confirmCardSetup).not.toHaveBeenCalled();
    expect(cardPosts(api)).toEqual([]);
  });

  it('shows the save as loading and takes no second click while it runs', async () => {
    const user = userEvent.setup();
    let answerStripe!: (result: SetupIntentResult) => void;
    const { stripe, confirmCardSetup } = fakeStripe(() => new Promise((resolve) => (answerStripe = resolve)));
    const { api, onSaved } = renderForm({ ...setupIntent, ...savedCard }, stripe);
    await fillBillingDetails(user);
    const save = screen.getByRole('button', { name: 'Save card' });
    await user.click(save);
    await waitFor(() => expect(confirmCardSetup).toHaveBeenCalledOnce());
    expect(save).toHaveAttribute('data-loading');
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(save);
    // Enter in a field submits a form only through its enabled default button.
    await user.click(screen.getByLabelText(/Name on card/));
    await user.keyboard('{Enter}');
    answerStripe(succeeded('pm_1'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(confirmCardSetup).toHaveBeenCalledOnce();
    expect(api.calls.filter((call) => call.path === '/api/v3/users/credit_cards/setup_intents')).toHaveLength(1);
    expect(cardPosts(api)).toHaveLength(1);
  });

  it('keeps Save card disabled until Stripe.js has loaded', async () => {
    let loaded!: (stripe: Stripe) => void;
    const { stripe } = fakeStripe(async () => declined);
    renderForm({}, new Promise<Stripe | null>((resolve) => (loaded = resolve)));
    expect(screen.getByRole('button', { name: 'Save card' })).toBeDisabled();
    loaded(stripe);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled());
  });

  it('gives the billing address rules’ messages and asks neither our API nor Stripe while they fail', async () => {
    const user = userEvent.setup();
    const { stripe, confirmCardSetup } = fakeStripe(async () => succeeded('pm_1'));
    const { api } = renderForm({ ...setupIntent, ...savedCard }, stripe);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    for (const field of ['Name on card', 'Address line 1', 'City', 'Zip code']) {
      expect(screen.getByText(`${field} is required.`)).toBeInTheDocument();
    }
    // Line 1, city and zip are required; line 2 and the state are not.
    expect(screen.queryByText('Address line 2 is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('State is required.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Zip code/), '787');
    await user.tab();
    expect(screen.getByText('Please enter a valid Zip code')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(api.calls).toEqual([]);
    expect(confirmCardSetup).not.toHaveBeenCalled();
  });
});
