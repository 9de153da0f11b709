import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '~/lib/store';
import { renderWithProviders } from '../../../test/render-with-providers';
import { Logo } from './logo';

afterEach(() => act(() => useAppStore.setState({ partner: undefined })));

describe('the logo switches by partner (ADR 060)', () => {
  it('is the brand’s by default', () => {
    renderWithProviders(<Logo />);
    expect(screen.getByRole('link', { name: 'Pitstop home' })).toHaveTextContent('Pitstop');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is a white-label partner’s own logo and name, never the brand’s', () => {
    act(() => useAppStore.setState({ partner: { logo: { src: '/partners/northwind-motor-club.svg', name: 'Northwind Motor Club' } } }));
    const { container } = renderWithProviders(<Logo />);
    const link = screen.getByRole('link', { name: 'Northwind Motor Club home' });
    expect(link).not.toHaveTextContent('Pitstop');
    expect(container.querySelector('img')).toHaveAttribute('src', '/partners/northwind-motor-club.svg');
  });

  it('is named for ride-share drivers in their variant', () => {
    act(() => useAppStore.setState({ partner: { logo: { src: null, name: 'Pitstop Drivers' } } }));
    renderWithProviders(<Logo />);
    expect(screen.getByRole('link', { name: 'Pitstop Drivers home' })).toHaveTextContent('Pitstop Drivers');
  });
});
