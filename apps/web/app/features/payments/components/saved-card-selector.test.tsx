import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonApiList, jsonApiResource } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { wireCard } from '../test-fixtures';
import { SavedCardSelector } from './saved-card-selector';

afterEach(() => vi.unstubAllGlobals());

function Selector({ initial = null }: { initial?: string | null }) {
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <>
      <SavedCardSelector selectedId={selected} onSelect={setSelected} addCard={<a href="/add">Add a card</a>} />
      <output aria-label="chosen">{selected ?? 'none'}</output>
    </>
  );
}

const visa = wireCard('c1');
const amex = wireCard('c2', { type: 'American Express', brand: 'amex', last4: '0005' });
/** The Visa as the query cache holds it (camelCase, as the client reads it). */
const cachedVisa = {
  id: 'c1',
  type: 'Visa',
  brand: 'visa',
  last4: '4242',
  customerId: 'cus_sandbox_1',
  paymentToken: 'pm_c1',
  stripeCardInfo: { name: 'Ada Lovelace', expMonth: 12, expYear: 2030, addressLine1: '1 Main St', addressLine2: null, addressCity: 'Austin', addressState: 'TX', addressZip: '78701' },
  expired: false,
  inUse: false,
  createdAt: '2026-11-20T10:00:00Z',
};

describe('the saved-card selector', { timeout: 15_000 }, () => {
  it('lists the cards and chooses the first usable one; another can be chosen; an expired one cannot', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/v3/users/credit_cards': { body: jsonApiList('credit_cards', [wireCard('c0', { last4: '0069', expired: true }), visa, amex]) } });
    renderWithProviders(<Selector />);
    const visaRadio = await screen.findByRole('radio', { name: 'Visa ending in 4242' });
    await waitFor(() => expect(visaRadio).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Visa ending in 0069' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'American Express ending in 0005' }));
    expect(screen.getByLabelText('chosen')).toHaveTextContent('c2');
  });

  it('keeps the card just added chosen while the list cached before it existed is read again', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/v3/users/credit_cards': { body: jsonApiList('credit_cards', [amex, visa]) } });
    // The confirm page comes back from the payment page with ?card= naming the Amex just added.
    function BackToConfirm() {
      const [back, setBack] = useState(false);
      return back ? <Selector initial="c2" /> : <button onClick={() => setBack(true)}>Back to confirm</button>;
    }
    const { queryClient } = renderWithProviders(<BackToConfirm />);
    // What the confirm page read before the card was added: the Visa only, and stale.
    queryClient.setQueryData(['credit-cards'], [cachedVisa], { updatedAt: 0 });
    await user.click(screen.getByRole('button', { name: 'Back to confirm' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'American Express ending in 0005' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Visa ending in 4242' })).not.toBeChecked();
    expect(screen.getByLabelText('chosen')).toHaveTextContent('c2');
  });

  it('deletes a card after "Delete payment method?" and says so; keeping it deletes nothing', async () => {
    const user = userEvent.setup();
    let cards = [visa, amex];
    const api = fakeApi({
      'GET /api/v3/users/credit_cards': () => ({ body: jsonApiList('credit_cards', cards) }),
      'DELETE /api/v3/users/credit_cards/c2': () => {
        cards = [visa];
        return { status: 204 };
      },
    });
    renderWithProviders(<Selector />);
    await user.click(await screen.findByRole('button', { name: 'Delete American Express ending in 0005' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete payment method?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete American Express ending in 0005' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete payment method?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your American Express ending in 0005 has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'American Express ending in 0005' })).not.toBeInTheDocument());
  });

  it('shows a refused deletion in a dismissible danger alert', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/v3/users/credit_cards': { body: jsonApiList('credit_cards', [visa]) },
      'DELETE /api/v3/users/credit_cards/c1': {
        status: 409,
        body: { errors: [{ status: '409', code: 'card_in_use', title: 'Conflict', detail: 'This card backs a booking that is not paid yet. Choose another card for that booking before deleting it.' }] },
      },
    });
    renderWithProviders(<Selector />);
    await user.click(await screen.findByRole('button', { name: 'Delete Visa ending in 4242' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete payment method?' })).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This card backs a booking that is not paid yet.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Visa ending in 4242' })).toBeInTheDocument();
  });

  it('updates a card\u2019s name, expiry and billing address and says so', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/v3/users/credit_cards': { body: jsonApiList('credit_cards', [visa]) },
      'PUT /api/v3/users/credit_cards/c1': { body: jsonApiResource('credit_cards', wireCard('c1', { stripe_card_info: { ...visa.stripe_card_info, exp_year: 2031 } })) },
    });
    renderWithProviders(<Selector />);
    await user.click(await screen.findByRole('button', { name: 'Update Visa ending in 4242' }));
    const form = screen.getByRole('form', { name: 'Update your Visa ending in 4242' });
    await user.selectOptions(within(form).getByLabelText(/Expiry month/), '1');
    await user.selectOptions(within(form).getByLabelText(/Expiry year/), '2031');
    await user.click(within(form).getByRole('button', { name: 'Update card' }));
    expect(await screen.findByText('Your card was successfully updated.')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      id: 'c1',
      new_card_details: {
        name: 'Ada Lovelace',
        exp_month: 1,
        exp_year: 2031,
        address_line1: '1 Main St',
        address_line2: null,
        address_city: 'Austin',
        address_state: 'TX',
        address_zip: '78701',
        address_country: 'US',
      },
    });
  });
});
