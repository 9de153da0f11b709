import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { bidFormValues } from '../bid-values';
import { BidForm } from './bid-form';

/** $130/h and 8.25 % sales tax on parts. */
const RATES = { laborRateCents: 13_000, taxRateBps: 825 };

/** A draft as GET …/requests/:requestId answers it: brake pads on both axles of a Civic, and a diagnosis. */
const DRAFT = [
  { serviceId: 'brakes', serviceName: 'Brake Pads Replacement', laborHours: 2.7, partsCents: 25_060, feesCents: 0 },
  { serviceId: 'diagnosis', serviceName: 'Check Engine Light Diagnosis', laborHours: 0, partsCents: 0, feesCents: 9_500 },
];

const customerPays = () => screen.getByRole('row', { name: /The customer pays/ });

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  renderWithProviders(<BidForm initialValues={bidFormValues(DRAFT)} rates={RATES} submitLabel="Send offer" onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('the bid form', () => {
  it('opens prefilled and totals the draft as the server will: labor at the rate, tax on parts, half up', () => {
    renderForm();
    const brakes = screen.getByRole('group', { name: 'Brake Pads Replacement' });
    expect(within(brakes).getByLabelText('Labor hours')).toHaveValue('2.7');
    expect(within(brakes).getByLabelText('Parts', { exact: false })).toHaveValue('$250.6');
    // 2.7 h × $130 = $351.00; tax 8.25 % of $250.60 = $20.6745 → $20.67; line $351.00 + $250.60 + $20.67 = $622.27
    expect(brakes).toHaveTextContent('Labor 2.7 h × $130.00 = $351.00 · Tax $20.67 · Line $622.27');
    // + the $95.00 diagnosis (a fee, untaxed) = $717.27
    expect(customerPays()).toHaveTextContent('$717.27');
    expect(screen.getByRole('row', { name: /Tax/ })).toHaveTextContent('$20.67');
  });

  it('follows every change live, rounding a half cent of tax up', async () => {
    const { user } = renderForm();
    const brakes = screen.getByRole('group', { name: 'Brake Pads Replacement' });
    const hours = within(brakes).getByLabelText('Labor hours');
    await user.clear(hours);
    await user.type(hours, '3');
    // 3 h × $130 = $390.00: $390.00 + $250.60 + $20.67 + $95.00
    expect(customerPays()).toHaveTextContent('$756.27');
    const parts = within(brakes).getByLabelText('Parts', { exact: false });
    await user.clear(parts);
    await user.type(parts, '10');
    // parts $10.00: tax 82.5 ¢ → 83 ¢; $390.00 + $10.00 + $0.83 + $95.00
    expect(brakes).toHaveTextContent('Tax $0.83');
    expect(customerPays()).toHaveTextContent('$495.83');
  });

  it('shows no total while a line is incomplete, and refuses to send it', async () => {
    const { user, onSubmit } = renderForm();
    const diagnosis = screen.getByRole('group', { name: 'Check Engine Light Diagnosis' });
    await user.clear(within(diagnosis).getByLabelText('Fees', { exact: false }));
    expect(customerPays()).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await within(diagnosis).findByText('Enter an amount in dollars.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the lines in cents with the note, in a few clicks', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Note for the customer', { exact: false }), 'OEM pads.');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(onSubmit).toHaveBeenCalledWith({
      lineItems: [
        { serviceId: 'brakes', laborHours: 2.7, partsCents: 25_060, feesCents: 0 },
        { serviceId: 'diagnosis', laborHours: 0, partsCents: 0, feesCents: 9_500 },
      ],
      note: 'OEM pads.',
    });
  });
});
