import type { Appointment } from '@pitstop/contracts';
import { toSnakeKeys } from '@pitstop/contracts/common/case';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFERS, serviceRequest, wireServiceRequest } from '~/features/service-requests/test-fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import Completed from './service-request.$id.offer.$offerId.completed';

afterEach(() => vi.unstubAllGlobals());

const accepted = { ...OFFERS[0]!, status: 'accepted' as const };

function appointment(changes: Partial<Appointment> = {}): { data: unknown[] } {
  const { id, ...attributes }: Appointment = {
    id: 'ap-1',
    serviceRequestId: 'sr-1',
    offerId: accepted.id,
    locationId: 'loc-1',
    status: 'completed',
    proposedBy: 'customer',
    slot: {
      startsAt: '2026-12-03T15:00:00.000Z',
      endsAt: '2026-12-03T16:30:00.000Z',
      day: '2026-12-03',
      time: '09:00',
      timeZone: 'America/Chicago',
      timeZoneAbbreviation: 'CST',
      label: 'Thu, Dec 3, 9:00 AM CST',
    },
    approvedTotalCents: 21495,
    rewardsCents: 1000,
    discountCents: 0,
    payment: {
      state: 'captured',
      amountCents: 20495,
      holdOn: null,
      capturedCents: 19000,
      cardId: 'c1',
      cardBrand: 'visa',
      cardLast4: '4242',
      failureMessage: null,
    },
    serviceAddress: null,
    calendarUid: 'uid-1@pitstop',
    calendarUrl: 'http://localhost/api/v3/appointments/uid-1/calendar.ics?token=t',
    createdAt: '2026-12-01T12:00:00.000Z',
    updatedAt: '2026-12-03T17:00:00.000Z',
    ...changes,
  };
  return { data: [{ id, type: 'appointments', attributes: toSnakeKeys(attributes) }] };
}

const renderPage = (appointments: { data: unknown[] }) => {
  fakeApi({
    'GET /api/v3/users/service_requests/sr-1': { body: wireServiceRequest(serviceRequest({ status: 'completed', acceptedOffer: accepted, offers: [accepted] })) },
    'GET /api/v3/users/service_requests/sr-1/appointments': { body: appointments },
  });
  renderWithProviders(null, {
    url: `/service-request/sr-1/offer/${accepted.id}/completed`,
    routes: [{ path: '/service-request/:id/offer/:offerId/completed', Component: Completed }],
  });
};

describe('Service Completed', () => {
  it('shows the receipt: the lines, the approved total, the rewards used and what was charged to which card', async () => {
    renderPage(appointment());
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Completed' })).toBeInTheDocument();
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Appointment: Thu, Dec 3, 9:00 AM CST');
    expect(receipt).toHaveTextContent('Approved total: $214.95');
    expect(receipt).toHaveTextContent('Rewards used: −$10.00');
    expect(receipt).toHaveTextContent('Charged: $190.00 to your Visa ending in 4242');
    expect(receipt).toHaveTextContent('You earned $3.80 in rewards for this job.');
    // The sandbox gateway (no Stripe key in the runtime config): the charge is a test, and the receipt says so.
    expect(within(receipt).getByRole('note', { name: 'Test mode' })).toHaveTextContent('no real card is charged');
    expect(screen.getByRole('table', { name: 'Estimate lines' })).toHaveTextContent('Brake Pads Replacement');
  });

  it('says so while the shop has not marked the job completed', async () => {
    renderPage(appointment({ status: 'booked' }));
    expect(await screen.findByText('The shop has not marked this job completed yet. Your appointment: Thu, Dec 3, 9:00 AM CST.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
  });
});
