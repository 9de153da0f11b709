import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '~/lib/store';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { TEST_PARTNER, TEST_SUBSCRIPTION } from '../test-fixtures';
import { CurrentSubscription } from './current-subscription';

beforeEach(() => {
  act(() => useAppStore.getState().setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, brandPartnerId: TEST_PARTNER }, 'loaded'));
});
afterEach(() => vi.unstubAllGlobals());

describe('the current subscription', () => {
  it('cancels after a confirmation, then says until when the person is still a member', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'DELETE /api/membership/v1/my-subscriptions/sub-1/cancel': { body: { ...TEST_SUBSCRIPTION, status: 'canceled', canceledAt: '2026-11-28T00:00:00.000Z' } },
    });
    renderWithProviders(<CurrentSubscription subscription={TEST_SUBSCRIPTION} onRenew={vi.fn()} onUpdatePaymentMethod={vi.fn()} />);
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Billed to Visa ending in 4242')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel membership' }));
    await screen.findByRole('dialog', { name: 'Cancel your membership?' });
    expect(calls).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Cancel membership' }).at(-1)!);
    expect((await screen.findByRole('status')).textContent).toContain('You are still a member until June 1, 2027.');
    expect(calls[0]?.headers.get('x-partner-id')).toBe(TEST_PARTNER);
  });

  it('offers Renew to a cancelled membership still running, with Member until, and to one whose payment failed', async () => {
    const user = userEvent.setup();
    const onRenew = vi.fn();
    const { unmount } = renderWithProviders(
      <CurrentSubscription subscription={{ ...TEST_SUBSCRIPTION, status: 'canceled' }} onRenew={onRenew} onUpdatePaymentMethod={vi.fn()} />,
    );
    expect(screen.getByText('Member until June 1, 2027')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(onRenew).toHaveBeenCalledOnce();
    unmount();
    renderWithProviders(<CurrentSubscription subscription={{ ...TEST_SUBSCRIPTION, status: 'past_due' }} onRenew={onRenew} onUpdatePaymentMethod={vi.fn()} />);
    expect(screen.getByText('Payment failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew' })).toBeTruthy();
  });
});
