import type { ShopPortalLocation } from '@pitstop/contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { SettingsForm } from './settings-form';

const WEEKDAY = { open: '08:00', close: '18:00' };
const LOCATION: ShopPortalLocation = {
  id: 'loc-1',
  companyName: 'Lamar Auto',
  name: 'Lamar Auto – Austin',
  address: '1200 Lamar Blvd',
  city: 'Austin',
  state: 'TX',
  zipcode: '78703',
  timeZone: 'America/Chicago',
  openingHours: { mon: WEEKDAY, tue: WEEKDAY, wed: WEEKDAY, thu: WEEKDAY, fri: WEEKDAY, sat: { open: '09:00', close: '14:00' }, sun: null },
  bays: 4,
  laborRateCents: 13_250,
  partsMarkupBps: 4_000,
  diagnosticFeeCents: 9_500,
  taxRateBps: 825,
  warrantyMonths: 12,
  warrantyMiles: 12_000,
  warrantyTerms: 'Parts and labor.',
  memberDiscountPercent: 10,
  rating: 4.6,
  reviewCount: 210,
  medianAnswerMinutes: null,
  openRequestCount: 2,
  openRequestCountCapped: false,
};

function renderForm() {
  const onSave = vi.fn(async () => undefined);
  renderWithProviders(<SettingsForm location={LOCATION} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

const replace = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
  const input = screen.getByLabelText(label, { exact: false });
  await user.clear(input);
  await user.type(input, text);
};

describe('the shop settings form', () => {
  it('shows cents as dollars and basis points as percent, and a closed day as closed', () => {
    renderForm();
    expect(screen.getByLabelText('Labor rate', { exact: false })).toHaveValue('$132.5');
    expect(screen.getByLabelText('Diagnostic fee', { exact: false })).toHaveValue('$95');
    expect(screen.getByLabelText('Parts markup', { exact: false })).toHaveValue('40 %');
    expect(screen.getByLabelText('Sales tax on parts')).toHaveValue('8.25 %');
    expect(screen.getByLabelText('Member discount', { exact: false })).toHaveValue('10 %');
    expect(screen.getByRole('switch', { name: 'Sunday: closed' })).toBeChecked();
    expect(screen.queryByLabelText('Sunday opens')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Saturday closes')).toHaveValue('14:00');
  });

  it('saves dollars as cents, percent as basis points and hours per weekday, a reopened day included', async () => {
    const { user, onSave } = renderForm();
    await replace(user, 'Labor rate', '145.75');
    await replace(user, 'Parts markup', '37.5');
    await replace(user, 'Sales tax on parts', '9.25');
    await replace(user, 'Diagnostic fee', '0');
    await replace(user, 'Member discount', '20');
    await user.click(screen.getByRole('switch', { name: 'Sunday: closed' }));
    fireEvent.change(screen.getByLabelText('Sunday opens'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Sunday closes'), { target: { value: '16:30' } });
    await user.click(screen.getByRole('switch', { name: 'Saturday: closed' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSave).toHaveBeenCalledWith({
      laborRateCents: 14_575,
      partsMarkupBps: 3_750,
      diagnosticFeeCents: 0,
      taxRateBps: 925,
      warrantyMonths: 12,
      warrantyMiles: 12_000,
      warrantyTerms: 'Parts and labor.',
      bays: 4,
      memberDiscountPercent: 20,
      openingHours: { ...LOCATION.openingHours, sat: null, sun: { open: '10:00', close: '16:30' } },
    });
  });

  it('refuses what the API refuses, with its sentences, and saves nothing', async () => {
    const { user, onSave } = renderForm();
    await replace(user, 'Sales tax on parts', '25');
    await replace(user, 'Labor rate', '0');
    await replace(user, 'Member discount', '30');
    fireEvent.change(screen.getByLabelText('Monday closes'), { target: { value: '07:00' } });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Tax is at most 20 %.')).toBeInTheDocument();
    expect(screen.getByText('Labor rate must be more than zero.')).toBeInTheDocument();
    expect(screen.getByText('Closing time must be after opening time.')).toBeInTheDocument();
    expect(screen.getByText('The member discount is a whole percent from 0 to 25.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
