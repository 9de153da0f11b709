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
    money: {
      lines: [
        { name: 'Brake Pads Replacement', totalCents: 18247, kind: 'estimate', status: 'approved' },
        { name: 'Wiper blades', totalCents: 3248, kind: 'extra', status: 'approved' },
        { name: 'Cabin air filter', totalCents: 8706, kind: 'extra', status: 'declined' },
        { name: 'Tire rotation', totalCents: 2000, kind: 'extra', status: 'proposed' },
      ],
      estimateTotalCents: 18247,
      approvedExtraCents: 3248,
      approvedTotalCents: 21495,
      discountCents: 0,
      rewardsCents: 1000,
      heldCents: 0,
      toHoldCents: 0,
      chargedCents: 19000,
      card: { brand: 'visa', last4: '4242' },
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
  it('shows one receipt: the estimate and each extra line (a declined or unanswered one not charged), the approved total, the rewards used and what was charged to which card', async () => {
    renderPage(appointment());
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Completed' })).toBeInTheDocument();
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Appointment: Thu, Dec 3, 9:00 AM CST');
    const lines = within(receipt).getByRole('table', { name: 'Receipt lines' });
    const rows = within(lines).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'Brake Pads Replacement$182.47',
      'Wiper bladesExtra work, approved$32.48',
      'Cabin air filterDeclined, not charged$87.06',
      'Tire rotationNot approved, not charged$20.00',
      'Approved total$214.95',
      'Rewards used−$10.00',
      'Charged to your Visa ending in 4242$190.00',
    ]);
    expect(receipt).toHaveTextContent('You earned $3.80 in rewards for this job.');
    // The offer's own total is not shown as if it were the bill.
    expect(screen.queryByRole('table', { name: 'Estimate lines' })).not.toBeInTheDocument();
    // The sandbox gateway (no Stripe key in the runtime config): the charge is a test, and the receipt says so.
    expect(within(receipt).getByRole('note', { name: 'Test mode' })).toHaveTextContent('no real card is charged');
  });

  it('says so while the shop has not marked the job completed', async () => {
    renderPage(appointment({ status: 'booked' }));
    expect(await screen.findByText('The shop has not marked this job completed yet. Your appointment: Thu, Dec 3, 9:00 AM CST.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
  });
});
