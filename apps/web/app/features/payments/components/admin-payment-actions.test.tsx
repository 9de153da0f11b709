import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonApiResource } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { AdminPaymentActions, type ConsolePayment, refundable } from './admin-payment-actions';

const CHARGED: ConsolePayment = { id: 'pa-1', status: 'captured', amountCents: 12_000, capturedCents: 9_762, refundedCents: 1_000 };
const HELD: ConsolePayment = { id: 'pa-2', status: 'authorised', amountCents: 4_500, capturedCents: 0, refundedCents: 0 };
const REFUNDS = `/api/v3/admin/payment_authorisations/${CHARGED.id}/refunds`;

describe('the console’s refund and void actions', () => {
  it('offers a refund of what is left of a charge, a void of a hold, and nothing once all is back or released', () => {
    expect(refundable(CHARGED)).toBe(8_762);
    expect(refundable({ ...CHARGED, refundedCents: 9_762 })).toBe(0);
    expect(refundable(HELD)).toBe(0);
    const { unmount } = renderWithProviders(<AdminPaymentActions payment={CHARGED} />);
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void hold' })).toBeNull();
    unmount();
    const held = renderWithProviders(<AdminPaymentActions payment={HELD} />);
    expect(screen.getByRole('button', { name: 'Void hold' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    held.unmount();
    const { container } = renderWithProviders(<AdminPaymentActions payment={{ ...HELD, status: 'released' }} />);
    expect(container.querySelector('button')).toBeNull();
  });

  it('asks for a reason, then refunds the amount typed with one key for the dialog, retried or not', async () => {
    const { calls } = fakeApi({
      [`POST ${REFUNDS}`]: (request) =>
        calls.filter((call) => call.path === REFUNDS).length === 1
          ? { status: 503, body: { errors: [{ status: '503', code: 'unavailable', title: 'Service unavailable', detail: 'The payment service did not answer. Please try again in a moment.' }] } }
          : { status: 201, body: jsonApiResource('payment_authorisations', { id: CHARGED.id, status: 'captured', refunded_cents: 1_000 + (request.body as { amount_cents: number }).amount_cents }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPaymentActions payment={CHARGED} />);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = within(screen.getByRole('dialog'));
    const submit = () => user.click(dialog.getByRole('button', { name: 'Refund' }));
    const amount = dialog.getByRole('textbox', { name: /amount/i });
    expect(amount).toHaveValue('$87.62');
    await user.clear(amount);
    await user.type(amount, '25');
    await submit();
    expect(await screen.findByText('Give a reason.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: /reason/i }), 'Oil filter not replaced');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment service did not answer.');
    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const refunds = calls.filter((call) => call.path === REFUNDS);
    expect(refunds.map((call) => call.body)).toEqual([
      { amount_cents: 2_500, reason: 'Oil filter not replaced' },
      { amount_cents: 2_500, reason: 'Oil filter not replaced' },
    ]);
    const [first, second] = refunds.map((call) => call.headers.get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });
});
