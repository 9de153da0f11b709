import { act, screen, waitFor, within } from '@testing-library/react';
import { bookingLimitMessages } from '@pitstop/contracts';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { setAppointment } from '~/features/standalone-appointments/appointment-state';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { makeProfile } from '../../test/fixtures';
import { fakeApi, type FakeHandler, type FakeRequest } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import BookAppointmentStart from './book-appointment._index';
import StandaloneConfirm from './book-appointment.confirm';
import StandaloneNotes from './book-appointment.notes';
import StandaloneSchedule from './book-appointment.schedule';

const LOCATION = {
  id: 'loc-1',
  type: 'service_station_locations',
  attributes: {
    name: 'Wash and Service',
    company_name: 'Test Garage Co',
    address: '100 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    phone: '5125550100',
    time_zone: 'America/Chicago',
    distance_miles: 0.4,
    appointment_types: ['service', 'car_wash'],
  },
};
const slot = (time: string, startsAt: string) => ({
  id: `key-${time}`,
  type: 'appointment_proposals',
  attributes: {
    starts_at: startsAt,
    ends_at: startsAt,
    day: '2026-12-01',
    time,
    time_zone: 'America/Chicago',
    time_zone_abbreviation: 'CST',
    label: `Tue, Dec 1, ${time === '09:00' ? '9:00 AM' : '9:30 AM'} CST`,
  },
});

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname}</output>;
}
function WhereWithQuery() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}
const routes = [
  { path: '/book-appointment', Component: BookAppointmentStart },
  { path: '/book-appointment/vehicles/vehicle/add/:step', Component: WhereWithQuery },
  { path: '/book-appointment/schedule', Component: () => (<><StandaloneSchedule /><Where /></>) },
  { path: '/book-appointment/notes', Component: () => (<><StandaloneNotes /><Where /></>) },
  { path: '/book-appointment/confirm', Component: () => (<><StandaloneConfirm /><Where /></>) },
  { path: '/book-appointment/:id/confirmation', Component: Where },
];

beforeEach(() => {
  resetStoreForTests();
  useAppStore.getState().setUser(makeProfile({ id: 'user-1' }));
  useAppStore.getState().setFlowVehicle('appointment', { id: 'veh-1', year: 2018, make: 'Toyota', model: 'Camry', subModel: null, engine: null, mileage: null, vin: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetStoreForTests());
});

describe('/book-appointment: Vehicle, Schedule, Notes, Confirm', () => {
  const NO_VEHICLES = { 'GET /api/v3/users/vehicles': { body: { data: [], meta: { count: 0 } } } };

  it('starts with the vehicle steps (back to Schedule), or with Schedule once the appointment has a vehicle', async () => {
    useAppStore.getState().setFlowVehicle('appointment', null);
    fakeApi(NO_VEHICLES);
    const first = renderWithProviders(null, { url: '/book-appointment', routes });
    expect(await screen.findByLabelText('where')).toHaveTextContent('/book-appointment/vehicles/vehicle/add/make?returnTo=%2Fbook-appointment%2Fschedule');
    first.unmount();
    useAppStore.getState().setFlowVehicle('appointment', { id: 'veh-1', year: 2018, make: 'Toyota', model: 'Camry', subModel: null, engine: null, mileage: null, vin: null });
    fakeApi(NO_VEHICLES);
    renderWithProviders(null, { url: '/book-appointment', routes });
    expect(await screen.findByRole('heading', { name: 'Choose an appointment time' })).toBeInTheDocument();
  });

  it('offers a member’s saved vehicles first: the one chosen goes on to Schedule', async () => {
    useAppStore.getState().setFlowVehicle('appointment', null);
    const saved = (id: string, model: string) => ({ id, type: 'owned_vehicles', attributes: { year: 2019, make: 'Honda', model, sub_model: null, engine: null, mileage: 42000, vin: null } });
    fakeApi({ 'GET /api/v3/users/vehicles': { body: { data: [saved('veh-7', 'Accord'), saved('veh-8', 'Fit')], meta: { count: 2 } } } });
    renderWithProviders(null, { url: '/book-appointment', routes });
    expect(await screen.findByRole('heading', { name: 'Which vehicle is the appointment for?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add another vehicle' })).toHaveAttribute('href', '/book-appointment/vehicles/vehicle/add/make?returnTo=%2Fbook-appointment%2Fschedule');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /2019 Honda Fit/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Choose an appointment time' })).toBeInTheDocument();
    expect(useAppStore.getState().appointment.ownedVehicle?.id).toBe('veh-8');
  });

  const api = (post: FakeHandler = { status: 201, body: { data: { id: 'appt-9', type: 'standalone_appointments', attributes: {} } } }) =>
    fakeApi({
      'GET /api/v3/standalone_appointments/locations': (request: FakeRequest) => ({
        status: 200,
        body: { data: request.url.searchParams.get('appointment_type') === 'car_wash' ? [LOCATION] : [], meta: { count: 1 } },
      }),
      'GET /api/v3/standalone_appointments/loc-1/appointment_proposals': {
        status: 200,
        body: {
          data: [slot('09:00', '2026-12-01T15:00:00.000Z'), slot('09:30', '2026-12-01T15:30:00.000Z')],
          meta: { count: 2, time_zone: 'America/Chicago', time_zone_abbreviation: 'CST', job_minutes: 30, from_day: '2026-12-01', to_day: '2026-12-07', next_day: '2026-12-08' },
        },
      },
      'POST /api/v3/standalone_appointments': post,
    });

  it('books a car wash without the Notes step, with the spec’s appointment parameters', async () => {
    const { calls } = api();
    renderWithProviders(null, { url: '/book-appointment/schedule', routes });
    await userEvent.click(await screen.findByText('Car wash'));
    await userEvent.type(screen.getByLabelText('ZIP code'), '78701');
    await userEvent.click(screen.getByRole('button', { name: 'Find locations' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Wash and Service/ }));
    // Times read as the repair bookings' do (docs/product/keyboard-and-focus.md): the shop's day, then '9:30 AM CST', never '09:30'.
    expect(await screen.findByText('Tuesday, December 1')).toBeInTheDocument();
    expect(screen.getByText('9:30 AM CST')).toBeInTheDocument();
    expect(screen.queryByText('09:30')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: 'Tue, Dec 1, 9:30 AM CST' }));
    expect(useAppStore.getState().appointment).toMatchObject({
      appointmentType: 'car_wash',
      location: { id: 'loc-1', timeZone: 'America/Chicago' },
      appointmentSlot: { day: '2026-12-01', proposedTime: '09:30' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // No Notes step for a car wash.
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/book-appointment/confirm'));
    expect(screen.getByText('Car wash at Wash and Service')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/book-appointment/appt-9/confirmation'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      service_station_location_id: 'loc-1',
      vehicle: 'veh-1',
      notes: null,
      scheduled_at_date_string: '2026-12-01',
      scheduled_at_time_string: '09:30',
      phone: null,
      partner: null,
      appointment_type: 'car_wash',
    });
  });

  it('over a booking limit (409, ADR 046), Confirm says the limit’s sentence and leads to the person’s appointments', async () => {
    api({ status: 409, body: { errors: [{ status: '409', code: 'booking_limit', title: 'Conflict', detail: bookingLimitMessages.overallLimit }] } });
    const { unmount } = renderWithProviders(null, { url: '/book-appointment/schedule', routes });
    await userEvent.click(await screen.findByText('Car wash'));
    await userEvent.type(screen.getByLabelText('ZIP code'), '78701');
    await userEvent.click(screen.getByRole('button', { name: 'Find locations' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Wash and Service/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Tue, Dec 1, 9:30 AM CST' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/book-appointment/confirm'));
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(bookingLimitMessages.overallLimit);
    expect(within(alert).getByRole('link', { name: 'See your appointments' })).toHaveAttribute('href', '/appointments');
    expect(screen.getByLabelText('where')).toHaveTextContent('/book-appointment/confirm');
    // Gone before the next test signs the store out (Confirm would send a guest to a route this stub lacks).
    unmount();
  });

  it('goes through Notes for a service appointment and sends them', async () => {
    setAppointment({
      appointmentType: 'service',
      location: { id: 'loc-1', name: 'Wash and Service', address: '100 Main St', city: 'Austin', state: 'TX', zipcode: '78701', timeZone: 'America/Chicago' },
      appointmentSlot: { day: '2026-12-01', proposedTime: '09:00' },
    });
    const { calls } = api();
    renderWithProviders(null, { url: '/book-appointment/schedule', routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/book-appointment/notes'));
    await userEvent.type(screen.getByLabelText('Anything the shop should know (optional)'), 'Brakes squeak');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/book-appointment/appt-9/confirmation'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ notes: 'Brakes squeak', appointment_type: 'service', scheduled_at_time_string: '09:00' });
  });
});
