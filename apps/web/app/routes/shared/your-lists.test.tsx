import type { RequestBooking, ServiceRequest } from '@pitstop/contracts';
import { toSnakeKeys } from '@pitstop/contracts/common/case';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { fakeApi } from '../../../test/fake-api';
import { makeProfile } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { OFFERS, serviceRequest } from '~/features/service-requests/test-fixtures';
import { RequestListSection } from './your-lists';

const LIST = (scope: string) => `GET /api/v3/users/u1/service_requests/${scope}`;

const wireList = (items: Array<ServiceRequest & { booking: RequestBooking | null }>, count = items.length) => ({
  data: items.map(({ id, ...attributes }) => ({ id, type: 'service_requests', attributes: toSnakeKeys(attributes) })),
  meta: { count },
});

const SLOT = {
  startsAt: '2027-03-02T16:00:00.000Z',
  endsAt: '2027-03-02T17:00:00.000Z',
  day: '2027-03-02',
  time: '10:00',
  timeZone: 'America/Chicago',
  timeZoneAbbreviation: 'CST',
  label: 'Tue, Mar 2, 10:00 AM CST',
};

function booked(changes: Partial<RequestBooking> = {}) {
  const accepted = { ...OFFERS[1]!, status: 'accepted' as const };
  return {
    ...serviceRequest({ id: 'sr-b', status: 'booked', offers: [accepted], acceptedOffer: accepted }),
    booking: {
      appointmentId: 'ap-1',
      offerId: accepted.id,
      status: 'booked' as const,
      slot: SLOT,
      amountCents: 25_830,
      paymentState: 'authorised' as const,
      holdOn: null,
      capturedCents: null,
      shopProposal: null,
      extraWorkPending: 0,
      actions: { reschedule: true, cancel: true, approveExtraWork: false, receipt: false },
      ...changes,
    },
  };
}

beforeEach(() => act(() => useAppStore.getState().setUser(makeProfile({ id: 'u1' }))));
afterEach(() => {
  act(() => resetStoreForTests());
  vi.unstubAllGlobals();
});

describe('the lists of the signed-in home', () => {
  it('shows a booking with its time in the shop’s zone, what is held and the actions it has now', async () => {
    fakeApi({ [LIST('booked')]: { body: wireList([booked({ extraWorkPending: 2, actions: { reschedule: true, cancel: true, approveExtraWork: true, receipt: false } })]) } });
    renderWithProviders(<RequestListSection scope="booked" title="Upcoming bookings" empty="No booked appointments." />);
    const card = await screen.findByRole('article', { name: 'Brake Pads Replacement at Barton Brakes' });
    expect(card).toHaveTextContent('Tue, Mar 2, 10:00 AM CST');
    expect(card).toHaveTextContent('$258.30 is held on your card. You are charged only when the work is done.');
    expect(within(card).getByRole('link', { name: 'Reschedule' })).toHaveAttribute('href', '/service-request/sr-b/offer/of-b/reschedule');
    expect(within(card).getByRole('link', { name: 'Approve extra work (2)' })).toHaveAttribute('href', '/service-request/sr-b/offer/of-b/extra-work');
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/service-request/sr-b/offer/of-b/confirmation');
    expect(within(card).getByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument();
    expect(screen.queryByText('No booked appointments.')).not.toBeInTheDocument();
  });

  it('offers no reschedule or cancel once the time has begun', async () => {
    fakeApi({ [LIST('booked')]: { body: wireList([booked({ actions: { reschedule: false, cancel: false, approveExtraWork: false, receipt: false } })]) } });
    renderWithProviders(<RequestListSection scope="booked" title="Upcoming bookings" empty="No booked appointments." />);
    const card = await screen.findByRole('article', { name: 'Brake Pads Replacement at Barton Brakes' });
    expect(within(card).queryByRole('link', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  });

  it('gives a past job its receipt', async () => {
    const job = booked({ status: 'completed', capturedCents: 25_830, actions: { reschedule: false, cancel: false, approveExtraWork: false, receipt: true } });
    fakeApi({ [LIST('past')]: { body: wireList([{ ...job, status: 'completed' }]) } });
    renderWithProviders(<RequestListSection scope="past" title="Past jobs" empty="No past jobs yet." />);
    const card = await screen.findByRole('article', { name: 'Brake Pads Replacement at Barton Brakes' });
    expect(card).toHaveTextContent('Done: you paid $258.30.');
    expect(within(card).getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', '/service-request/sr-b/offer/of-b/completed');
  });

  it('marks what is new on an open request since the last look, and says so only when there is something', async () => {
    const request = serviceRequest({ offersSeenAt: '2027-03-01T11:00:00.000Z', newOfferCount: 3 });
    fakeApi({
      [LIST('open')]: { body: wireList([{ ...request, booking: null }]) },
      // The card's live read (the same stream hook as the offers page; here the stream is not offered).
      'GET /api/v3/users/service_requests/sr-1': { body: { data: { id: 'sr-1', type: 'service_requests', attributes: toSnakeKeys({ ...request, id: undefined }) } } },
    });
    renderWithProviders(<RequestListSection scope="open" title="Open requests" empty="No open requests right now." />);
    const card = await screen.findByRole('article', { name: 'Brake Pads Replacement' });
    expect(card).toHaveTextContent('3 estimates, from $214.95');
    expect(within(card).getByText('3 new')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Compare estimates' })).toHaveAttribute('href', '/service-request/sr-1/offer');
    expect(screen.queryByText('No open requests right now.')).not.toBeInTheDocument();
  });

  it('says the list is empty when it is', async () => {
    fakeApi({ [LIST('open')]: { body: wireList([]) } });
    renderWithProviders(<RequestListSection scope="open" title="Open requests" empty="No open requests right now." />);
    expect(await screen.findByText('No open requests right now.')).toBeInTheDocument();
  });

  it('links to all of them when there are more than five', async () => {
    fakeApi({ [LIST('past')]: { body: wireList([], 7) } });
    renderWithProviders(<RequestListSection scope="past" title="Past jobs" empty="No past jobs yet." allHref="/service-requests?scope=past" />);
    expect(await screen.findByRole('link', { name: 'See all 7' })).toHaveAttribute('href', '/service-requests?scope=past');
  });
});
