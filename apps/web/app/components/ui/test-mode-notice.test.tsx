import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TestModeNotice } from './test-mode-notice';

const withPublishableKey = (publishableKey: string | null) =>
  act(() => useAppStore.getState().setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, payments: { processor: 'stripe', publishableKey } }, 'loaded'));

afterEach(() => act(() => resetStoreForTests()));

describe('the test-mode notice', () => {
  it('says no real card is charged while payments go to the sandbox gateway', async () => {
    withPublishableKey(null);
    renderWithProviders(<TestModeNotice />);
    const notice = await screen.findByRole('note', { name: 'Test mode' });
    expect(notice).toHaveTextContent('Payments here are a test: no real card is charged or held.');
  });

  it('is not shown with Stripe', () => {
    withPublishableKey('pk_test_123');
    renderWithProviders(<TestModeNotice />);
    expect(screen.queryByRole('note', { name: 'Test mode' })).toBeNull();
  });
});
