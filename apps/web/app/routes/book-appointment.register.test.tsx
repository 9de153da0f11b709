import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { setAppointment } from '~/features/standalone-appointments/appointment-state';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { makeProfile } from '../../test/fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import * as activatePage from './book-appointment.activate-account';
import * as confirmPage from './book-appointment.confirm';
import * as notesPage from './book-appointment.notes';
import * as signUpPage from './book-appointment.sign-up';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname}</output>;
}
const page = (module: { default: () => React.ReactNode; handle: unknown }) => ({
  handle: module.handle,
  Component: () => (
    <>
      <module.default />
      <Where />
    </>
  ),
});
const routes = [
  { path: '/book-appointment/notes', ...page(notesPage) },
  { path: '/book-appointment/sign-up', ...page(signUpPage) },
  { path: '/book-appointment/activate-account', ...page(activatePage) },
  { path: '/book-appointment/confirm', ...page(confirmPage) },
];

const LOCATION = { id: 'loc-1', name: 'Wash and Service', address: '100 Main St', city: 'Austin', state: 'TX', zipcode: '78701', timeZone: 'America/Chicago' };
const profile = (confirmed: boolean) => ({ data: { id: 'u9', type: 'users', attributes: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', status: 'active', confirmed } } });
const barSteps = () => within(screen.getByRole('navigation', { name: 'Appointment progress' })).getAllByRole('listitem').map((item) => item.textContent);
const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

beforeEach(() => {
  resetStoreForTests();
  localStorage.clear();
  setAppointment({ appointmentType: 'service', location: LOCATION, appointmentSlot: { day: '2026-12-01', proposedTime: '09:30', label: 'Tue, Dec 1, 9:30 AM CST' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetStoreForTests());
});

describe('/book-appointment Register', () => {
  it('takes a guest from Notes through Create your free account and Confirm your account to Confirm, keeping Register in the bar', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'POST /api/v3/users': {
        status: 201,
        body: { ...profile(false), meta: { access_token: 'token-1', token_type: 'Bearer', expires_in: 900, expires_at: '2030-01-01T00:00:00Z', new_account: true } },
      },
      'GET /api/v3/users/profile': { status: 200, body: profile(false) },
      'PUT /api/v3/users/confirm_email': { status: 200, body: profile(true) },
    });
    renderWithProviders(null, { url: '/book-appointment/notes', routes });
    expect(barSteps().map((text) => text?.replace(/^[✓\d]+/, '').replace(/,.*$/, ''))).toEqual(['Vehicle', 'Schedule', 'Notes', 'Register', 'Confirm']);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // A guest goes to Register, not to /sign-in.
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/book-appointment/sign-up'));
    expect(screen.getByRole('heading', { name: 'Create your free account' })).toBeInTheDocument();
    await user.type(field(/^First name/), 'Ada');
    await user.type(field(/^Last name/), 'Lovelace');
    await user.type(field(/^Email address/), 'ada@example.com');
    await user.type(field(/^Password/), 'secret-pw');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Create my free account' }));

    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/book-appointment/activate-account'));
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/v3/users');
    expect(useAppStore.getState().appointment.didJustRegister).toBe(true);
    expect(screen.getByRole('heading', { name: 'Confirm your account' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/book-appointment/confirm'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ code: '123456' });
    // Just registered: the bar keeps its Register step, done.
    expect(barSteps()).toEqual(['✓Vehicle, completed', '✓Schedule, completed', '✓Notes, completed', '✓Register, completed', '5Confirm, current step']);
    expect(screen.getByText("Tue, Dec 1, 9:30 AM CST (the shop's local time)")).toBeInTheDocument();
  });

  it('sends a guest who opens Confirm to Create your free account', async () => {
    fakeApi({});
    renderWithProviders(null, { url: '/book-appointment/confirm', routes });
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/book-appointment/sign-up'));
  });

  it('hides Register for a signed-in, confirmed user who did not just register, and Notes for a car wash', async () => {
    useAppStore.getState().setUser(makeProfile({ id: 'user-1', confirmed: true }));
    setAppointment({ appointmentType: 'car_wash' });
    fakeApi({});
    renderWithProviders(null, { url: '/book-appointment/confirm', routes });
    expect(await screen.findByRole('heading', { name: 'Confirm your appointment' })).toBeInTheDocument();
    expect(barSteps()).toEqual(['✓Vehicle, completed', '✓Schedule, completed', '3Confirm, current step']);
  });
});
