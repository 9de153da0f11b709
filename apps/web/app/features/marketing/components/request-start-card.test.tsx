import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { REQUEST_FORM_ID, RequestStartCard } from './request-start-card';

describe('the request start card', () => {
  it('frames the request start under "Get free estimates", with the anchor the plus pitch links to', () => {
    renderWithProviders(
      <RequestStartCard>
        <p>the form</p>
      </RequestStartCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Get free estimates' })).toBeInTheDocument();
    expect(screen.getByText('the form')).toBeInTheDocument();
    expect(document.getElementById(REQUEST_FORM_ID)).toContainElement(screen.getByText('the form'));
    expect(screen.getByText('Free to use. No obligation to book.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/book-appointment');
  });
});
