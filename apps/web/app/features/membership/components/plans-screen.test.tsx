import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '~/lib/store';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { SIX_MONTHS, TEST_PARTNER, TWELVE_MONTHS, testOption } from '../test-fixtures';
import { PlansScreen } from './plans-screen';

const FAQ = { items: [{ id: 1, question: 'Can I cancel?', answer: 'Any time: you stay a member to the end of the period.' }] };

/** The screen is 768 px wide or more, or not. */
const wideScreen = (wide: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ matches: wide, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList);

function renderPlans(props: Partial<Parameters<typeof PlansScreen>[0]> = {}) {
  const onGetStarted = vi.fn();
  const onContinueFree = vi.fn();
  renderWithProviders(
    <PlansScreen options={[TWELVE_MONTHS, SIX_MONTHS]} hiddenFreePlan={false} onGetStarted={onGetStarted} onContinueFree={onContinueFree} {...props} />,
  );
  return { onGetStarted, onContinueFree };
}

beforeEach(() => {
  act(() => useAppStore.getState().setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, brandPartnerId: TEST_PARTNER }, 'loaded'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the plans screen', () => {
  it('lists the plans cheapest first with the free plan, Get Started and Continue for free', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/membership/v1/my-subscriptions/faq': { body: FAQ } });
    const { onGetStarted, onContinueFree } = renderPlans();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Free plan', '6 Months plan', '12 Months plan']);
    expect(within(screen.getByRole('article', { name: '12 Months plan' })).getByText('/ 12 mo')).toBeTruthy();
    await user.click(within(screen.getByRole('article', { name: '12 Months plan' })).getByRole('button', { name: 'Get Started' }));
    expect(onGetStarted).toHaveBeenCalledWith(TWELVE_MONTHS);
    await user.click(screen.getByRole('button', { name: 'Continue for free' }));
    expect(onContinueFree).toHaveBeenCalledOnce();
  });

  it('filters more than 2 plans with the 6 / 12 months toggle', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/membership/v1/my-subscriptions/faq': { body: FAQ } });
    renderPlans({ options: [SIX_MONTHS, TWELVE_MONTHS, testOption('opt-3', '3 Months', 2997, 'Quarterly')] });
    expect(screen.queryByRole('article', { name: '6 Months plan' })).toBeNull();
    expect(screen.getByRole('article', { name: '12 Months plan' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '6 Months' }));
    expect(screen.getByRole('article', { name: '6 Months plan' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '3 Months plan' })).getByText('$9.99')).toBeTruthy();
    expect(screen.queryByRole('article', { name: '12 Months plan' })).toBeNull();
  });

  it('shows the comparison outside a modal, and the FAQ (take 100) in its tab', async () => {
    const user = userEvent.setup();
    wideScreen(false);
    const { calls } = fakeApi({ 'GET /api/membership/v1/my-subscriptions/faq': { body: FAQ } });
    renderPlans();
    expect(screen.getByRole('table', { name: 'Compare plans' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Frequently Asked Questions' }));
    expect(await screen.findByText('Can I cancel?')).toBeTruthy();
    expect(calls[0]?.url.searchParams.get('take')).toBe('100');
    expect(calls[0]?.headers.get('x-partner-id')).toBe(TEST_PARTNER);
  });

  it('in a modal, compares plans only at 768 px or more', async () => {
    wideScreen(false);
    fakeApi({ 'GET /api/membership/v1/my-subscriptions/faq': { body: FAQ } });
    renderPlans({ inModal: true });
    expect(screen.queryByRole('tab', { name: 'Compare Plans' })).toBeNull();
    expect(await screen.findByText('Can I cancel?')).toBeTruthy();
  });

  it('in a modal on a wide screen, compares plans', () => {
    wideScreen(true);
    fakeApi({ 'GET /api/membership/v1/my-subscriptions/faq': { body: FAQ } });
    renderPlans({ inModal: true });
    expect(screen.getByRole('tab', { name: 'Compare Plans' })).toBeTruthy();
  });
});
