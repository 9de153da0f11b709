import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { serviceRequest, wireServiceRequest } from '../test-fixtures';
import { OfferBooking } from './offer-booking';

afterEach(() => vi.unstubAllGlobals());

describe('choosing an appointment time (until booking arrives)', () => {
  it('shows the chosen offer and says plainly that booking is coming, with nothing that pretends to book', async () => {
    fakeApi({ 'GET /api/v3/users/service_requests/sr-1': { body: wireServiceRequest(serviceRequest()) } });
    renderWithProviders(<OfferBooking requestId="sr-1" offerId="of-a" />);

    const chosen = await screen.findByRole('region', { name: 'Alamo Auto' });
    expect(chosen).toHaveTextContent('$214.95');
    expect(chosen).toHaveTextContent('100 Congress Ave, Austin, TX 78701');
    expect(chosen).toHaveTextContent('Brake Pads Replacement for your 2010 Honda Civic LX');
    expect(screen.getByText('Online booking arrives in the next release')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the estimates' })).toHaveAttribute('href', '/service-request/sr-1/offer/of-a');
  });

  it('says when the offer is not on the request', async () => {
    fakeApi({ 'GET /api/v3/users/service_requests/sr-1': { body: wireServiceRequest(serviceRequest()) } });
    renderWithProviders(<OfferBooking requestId="sr-1" offerId="of-gone" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This estimate is no longer offered');
  });
});
