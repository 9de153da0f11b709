import type { DetailedSubscription } from '@pitstop/contracts';
import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '~/lib/store';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { SIX_MONTHS, TEST_PARTNER, TEST_PLAN, TEST_SUBSCRIPTION } from '../test-fixtures';
import type { CardChooserProps } from './payment-step';
import { SubscriptionModal, type SubscriptionModalTarget } from './subscription-modal';

const PARTNER = TEST_PARTNER;
const SIX = SIX_MONTHS;
const PLAN = TEST_PLAN;
const SUBSCRIPTION: DetailedSubscription = { ...TEST_SUBSCRIPTION, status: 'canceled', canceledAt: '2026-11-20T00:00:00.000Z' };

/** Stands in for the payments feature's selector: one card to choose. */
function FakeCardChooser({ paymentToken, onChange }: CardChooserProps) {
  return (
    <label>
      <input type="checkbox" checked={paymentToken === 'pm_new'} onChange={(event) => onChange(event.currentTarget.checked ? 'pm_new' : null)} />
      Visa ending in 4242
    </label>
  );
}

function renderModal(target: SubscriptionModalTarget) {
  const onClose = vi.fn();
  const onContinueFree = vi.fn();
  const view = renderWithProviders(<SubscriptionModal target={target} onClose={onClose} CardChooser={FakeCardChooser} onContinueFree={onContinueFree} />);
  return { ...view, onClose, onContinueFree };
}

beforeEach(() => {
  act(() => useAppStore.getState().setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, brandPartnerId: PARTNER }, 'loaded'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the subscription modal', () => {
  it('joins: plans, Get Started, card and terms, Join Pitstop Plus Now, then the success view', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/membership/v1/my-subscriptions/faq': { body: { items: [] } },
      'POST /api/membership/v1/my-subscriptions/subscribe': { status: 201, body: { ...SUBSCRIPTION, status: 'active', canceledAt: null } },
    });
    renderModal({ mode: 'join', programAndPlan: PLAN });
    const dialog = await screen.findByRole('dialog', { name: 'Join Pitstop Plus' });
    expect(within(dialog).getByRole('article', { name: 'Free plan' })).toBeTruthy();
    await user.click(within(within(dialog).getByRole('article', { name: '12 Months plan' })).getByRole('button', { name: 'Get Started' }));

    const join = screen.getByRole('button', { name: 'Join Pitstop Plus Now' });
    expect(join).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Visa ending in 4242' }));
    expect(join).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: /membership terms/ }));
    expect(join).toHaveProperty('disabled', false);
    await user.click(join);

    expect(await screen.findByText('Welcome to Pitstop Plus')).toBeTruthy();
    const subscribe = calls.find((call) => call.method === 'POST')!;
    expect(subscribe.headers.get('x-partner-id')).toBe(PARTNER);
    expect(subscribe.body).toMatchObject({ programPlanId: 'plan-1', subscriptionOptionId: 'opt-12', paymentToken: 'pm_new', processor: 'stripe' });
  });

  it('shows the server’s words in a dismissible alert, or the generic sentence when it has none', async () => {
    const user = userEvent.setup();
    let reply = { status: 402, body: { message: 'Your card was declined.', code: 'card_declined' } as unknown };
    fakeApi({ 'POST /api/membership/v1/my-subscriptions/subscribe': () => reply });
    renderModal({ mode: 'join', programAndPlan: PLAN, option: SIX, hidePlans: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Visa ending in 4242' }));
    await user.click(screen.getByRole('checkbox', { name: /membership terms/ }));
    await user.click(screen.getByRole('button', { name: 'Join Pitstop Plus Now' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();

    reply = { status: 500, body: undefined };
    await user.click(screen.getByRole('button', { name: 'Join Pitstop Plus Now' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Hmm, something went wrong. Sorry about that.');
  });

  it('Cancel goes back from the payment step to the plans in a join', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/membership/v1/my-subscriptions/faq': { body: { items: [] } } });
    const { onClose } = renderModal({ mode: 'join', programAndPlan: PLAN, option: SIX });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: '6 Months plan' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('article', { name: '6 Months plan' })).getByRole('button', { name: 'Get Started' }));
    await user.click(screen.getByRole('button', { name: 'Back to plans and pricing' }));
    expect(screen.getByRole('article', { name: '12 Months plan' })).toBeTruthy();
  });

  it('Cancel closes the modal with the plans hidden, when updating and when renewing', async () => {
    const user = userEvent.setup();
    fakeApi({});
    for (const target of [
      { mode: 'join', programAndPlan: PLAN, option: SIX, hidePlans: true },
      { mode: 'update', subscription: SUBSCRIPTION },
      { mode: 'renew', subscription: SUBSCRIPTION },
    ] as SubscriptionModalTarget[]) {
      const { onClose, unmount } = renderModal(target);
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalledOnce();
      unmount();
    }
  });

  it('updates the payment method with the Update Payment Method button', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'PUT /api/membership/v1/my-subscriptions/sub-1': { body: { ...SUBSCRIPTION, paymentMethod: { id: 'card-2', paymentToken: 'pm_new', brand: 'Visa', last4: '4242' } } },
    });
    renderModal({ mode: 'update', subscription: SUBSCRIPTION });
    await user.click(await screen.findByRole('checkbox', { name: 'Visa ending in 4242' }));
    await user.click(screen.getByRole('checkbox', { name: /billed to this card/ }));
    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    expect(await screen.findByText('Payment method updated')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ paymentMethodId: 'pm_new' });
  });

  it('renews the subscription it names, reloading the member’s resources after 1 second', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'POST /api/membership/v1/my-subscriptions/subscribe': { status: 201, body: { ...SUBSCRIPTION, status: 'active' } } });
    renderModal({ mode: 'renew', subscription: SUBSCRIPTION });
    await user.click(await screen.findByRole('checkbox', { name: 'Visa ending in 4242' }));
    await user.click(screen.getByRole('checkbox', { name: /membership terms/ }));
    await user.click(screen.getByRole('button', { name: 'Renew Subscription' }));
    expect(screen.getByRole('button', { name: 'Please wait...' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Membership renewed', undefined, { timeout: 3000 })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      programPlanId: 'plan-1',
      subscriptionOptionId: 'opt-12',
      processorSubscriptionId: 'sub_sandbox_1',
      paymentToken: 'pm_new',
    });
  });
});
