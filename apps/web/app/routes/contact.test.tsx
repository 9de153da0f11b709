import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import Contact from '~/routes/contact';
import { renderWithProviders } from '../../test/render-with-providers';

const renderWith = (contactPhone: (typeof DEFAULT_RUNTIME_CONFIG)['contactPhone']) => {
  act(() => useAppStore.getState().setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, contactPhone, supportEmail: 'help@pitstop.example' }, 'loaded'));
  return renderWithProviders(null, { url: '/contact', routes: [{ path: '/contact', Component: Contact }] });
};

afterEach(() => act(() => resetStoreForTests()));

describe('the Help page', () => {
  it('shows the support email only, and says so, when no phone number is configured', async () => {
    renderWith(null);
    expect(await screen.findByRole('link', { name: 'help@pitstop.example' })).toHaveAttribute('href', 'mailto:help@pitstop.example');
    expect(screen.queryByRole('heading', { name: 'Call us' })).toBeNull();
    expect(screen.getByText(/answers by email\.$/)).toBeInTheDocument();
  });

  it('shows the configured phone number, to call', async () => {
    renderWith({ number: '+15125550100', formatted: '+1 (512) 555-0100' });
    expect(await screen.findByRole('heading', { name: 'Call us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (512) 555-0100' })).toHaveAttribute('href', 'tel:+15125550100');
    expect(screen.getByText(/answers by phone and by email\.$/)).toBeInTheDocument();
  });
});
