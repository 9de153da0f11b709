import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonApiList, jsonApiResource } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ExtraLinesForm } from './extra-lines-form';
import { ExtraLinesSection } from './extra-lines-section';

const LINES = '/api/v3/users/service_requests/sr-1/extra_lines';
const line = (id: string, attributes: Record<string, unknown> = {}) => ({
  id,
  appointment_id: 'ap-1',
  service_request_id: 'sr-1',
  service_name: 'Wiper blades',
  description: null,
  labor_hours: 0,
  labor_rate_cents: 12_000,
  labor_cents: 0,
  parts_cents: 3_000,
  fees_cents: 0,
  tax_cents: 248,
  total_cents: 3_248,
  note: 'Streaking badly.',
  has_photo: false,
  status: 'proposed',
  decided_at: null,
  failure_message: null,
  created_at: '2026-11-30T20:00:00.000Z',
  ...attributes,
});

afterEach(() => vi.unstubAllGlobals());

describe('the customer’s extra work', () => {
  it('lists the lines with the shop’s note and approves one (PUT decision approve); the approved line loses its buttons', async () => {
    let status = 'proposed';
    const { calls } = fakeApi({
      [`GET ${LINES}`]: () => ({ body: jsonApiList('extra_lines', [line('l-1', { status })]) }),
      [`PUT ${LINES}/l-1`]: () => {
        status = 'approved';
        return { body: jsonApiResource('extra_lines', line('l-1', { status })) };
      },
    });
    const onDecided = vi.fn();
    renderWithProviders(<ExtraLinesSection requestId="sr-1" onDecided={onDecided} />);
    expect(await screen.findByText('Wiper blades')).toBeInTheDocument();
    expect(screen.getByText('The shop’s note: Streaking badly.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve $32.48 for Wiper blades' }));
    await waitFor(() => expect(screen.getByText('Approved')).toBeInTheDocument());
    // The page reads the booking's money again (what is held now includes the line).
    expect(onDecided).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ decision: 'approve' });
  });

  it('shows the bank’s words when the hold for the difference is refused, the line still to answer', async () => {
    fakeApi({
      [`GET ${LINES}`]: { body: jsonApiList('extra_lines', [line('l-1')]) },
      [`PUT ${LINES}/l-1`]: { status: 402, body: { errors: [{ status: '402', code: 'card_declined', title: 'Payment required', detail: 'Your card was declined.' }] } },
    });
    renderWithProviders(<ExtraLinesSection requestId="sr-1" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve $32.48 for Wiper blades' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Decline Wiper blades' })).toBeInTheDocument();
  });

  it('names each line’s Decline and Approve after its line', async () => {
    fakeApi({ [`GET ${LINES}`]: { body: jsonApiList('extra_lines', [line('l-1'), line('l-2', { service_name: 'Cabin air filter', total_cents: 8_706 })]) } });
    renderWithProviders(<ExtraLinesSection requestId="sr-1" />);
    expect(await screen.findByRole('button', { name: 'Decline Wiper blades' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline Cabin air filter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve $87.06 for Cabin air filter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});

describe('the shop’s extra work form', () => {
  it('sends the lines in cents with the note, and refuses a line without a name', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<ExtraLinesForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send to the customer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name the work on every line.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^Work/ }), 'Wiper blades');
    await user.type(screen.getByLabelText('Parts', { exact: false }), '30.5');
    await user.type(screen.getByLabelText('Labor hours', { exact: false }), '0.5');
    await user.type(screen.getByLabelText('Note to the customer'), 'Streaking badly.');
    await user.click(screen.getByRole('button', { name: 'Send to the customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      lineItems: [{ serviceName: 'Wiper blades', description: null, laborHours: 0.5, partsCents: 3_050, feesCents: 0 }],
      note: 'Streaking badly.',
      photo: null,
    });
  });
});
