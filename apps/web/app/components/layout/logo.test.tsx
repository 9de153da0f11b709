import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_PARTNER_FRAME, usePartnerFrame } from '~/lib/partner-frame';
import { renderWithProviders } from '../../../test/render-with-providers';
import { Logo } from './logo';

afterEach(() => act(() => usePartnerFrame.setState(EMPTY_PARTNER_FRAME)));

describe('the logo switches by partner (ADR 060)', () => {
  it('is the brand’s by default', () => {
    renderWithProviders(<Logo />);
    expect(screen.getByRole('link', { name: 'Pitstop home' })).toHaveTextContent('Pitstop');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is a white-label partner’s own logo and name, never the brand’s', () => {
    act(() => usePartnerFrame.setState({ logo: { src: '/partners/northwind-motor-club.svg', name: 'Northwind Motor Club', tag: null } }));
    const { container } = renderWithProviders(<Logo />);
    const link = screen.getByRole('link', { name: 'Northwind Motor Club home' });
    expect(link).not.toHaveTextContent('Pitstop');
    expect(container.querySelector('img')).toHaveAttribute('src', '/partners/northwind-motor-club.svg');
  });

  it('carries the ride-share drivers’ mark', () => {
    act(() => usePartnerFrame.setState({ logo: { src: null, name: 'Pitstop', tag: 'Drivers' } }));
    renderWithProviders(<Logo />);
    expect(screen.getByRole('link', { name: 'Pitstop home' })).toHaveTextContent('PitstopDrivers');
  });
});
