import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { makeProfile } from '../../test/fixtures';
import { fakeApi, jsonApiResource } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import StandaloneAppointmentConfirmation from './book-appointment.$id.confirmation';

const appointment = (status: 'booked' | 'cancelled') =>
  jsonApiResource('standalone_appointments', {
    id: 'appt-1',
    user_id: 'user-1',
    status,
    appointment_type: 'car_wash',
    location: { id: 'loc-1', name: 'Wash and Service', address: '100 Main St', city: 'Austin', state: 'TX', zipcode: '78701', phone: '5125550100' },
    owned_vehicle_id: 'veh-1',
    slot: {
      starts_at: '2026-12-01T15:00:00.000Z',
      ends_at: '2026-12-01T15:30:00.000Z',
      day: '2026-12-01',
      time: '09:00',
      time_zone: 'America/Chicago',
      time_zone_abbreviation: 'CST',
      label: 'Tue, Dec 1, 9:00 AM CST',
    },
    job_minutes: 30,
    notes: 'Please check the tyres too.',
    phone: '5125550142',
    partner: null,
    calendar_uid: 'uid-1@example.com',
    calendar_url: 'http://localhost/api/v3/appointments/uid-1%40example.com/calendar.ics?token=t',
    cancelled_at: status === 'cancelled' ? '2026-11-30T15:00:00.000Z' : null,
    created_at: '2026-11-30T14:50:00.000Z',
    updated_at: '2026-11-30T14:50:00.000Z',
  });

const renderPage = () =>
  renderWithProviders(null, {
    url: '/book-appointment/appt-1/confirmation',
    routes: [{ path: '/book-appointment/:id/confirmation', Component: StandaloneAppointmentConfirmation }],
  });

beforeEach(() => {
  // Monday 30 November 2026, the day before the appointment (only the clock is faked: timers run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T14:50:00Z'));
  resetStoreForTests();
  useAppStore.getState().setUser(makeProfile({ id: 'user-1' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => resetStoreForTests());
});

describe('/book-appointment/{id}/confirmation', () => {
  it("shows the booked appointment in the shop's zone with its calendar file, and cancels it", async () => {
    const { calls } = fakeApi({
      'GET /api/v3/users/user-1/standalone_appointments/appt-1': { status: 200, body: appointment('booked') },
      'PUT /api/v3/standalone_appointments/appt-1/cancel': { status: 200, body: appointment('cancelled') },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your appointment is booked' })).toBeInTheDocument();
    expect(screen.getByText('Car wash at Wash and Service')).toBeInTheDocument();
    expect(screen.getByText('Tue, Dec 1, 9:00 AM CST')).toBeInTheDocument();
    expect(screen.getByText('Your notes: Please check the tyres too.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to your calendar' })).toHaveAttribute('href', expect.stringContaining('/calendar.ics?token='));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByRole('heading', { name: 'Your appointment is cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to your calendar' })).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v3/users/user-1/standalone_appointments/appt-1',
      'PUT /api/v3/standalone_appointments/appt-1/cancel',
    ]);
  });

  it('offers no cancel once the appointment has started, and says who finishes it', async () => {
    vi.setSystemTime(new Date('2026-12-01T15:05:00Z'));
    const { calls } = fakeApi({ 'GET /api/v3/users/user-1/standalone_appointments/appt-1': { status: 200, body: appointment('booked') } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your appointment is booked' })).toBeInTheDocument();
    expect(screen.getByText('This appointment has started. The shop will complete it or mark it as a no-show.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it("shows the server's words for an appointment that is not the user's", async () => {
    fakeApi({
      'GET /api/v3/users/user-1/standalone_appointments/appt-1': {
        status: 404,
        body: { errors: [{ status: '404', code: 'not_found', title: 'Appointment not found.', detail: 'Appointment not found.' }] },
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Appointment not found.');
  });
});
