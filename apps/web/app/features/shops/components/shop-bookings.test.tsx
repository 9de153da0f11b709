import { bookingLimitMessages, type ShopBooking, type ShopStandaloneAppointment } from '@pitstop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ShopBookings } from './shop-bookings';

afterEach(() => vi.unstubAllGlobals());

const booking = (changes: Partial<ShopBooking>): ShopBooking => ({
  id: 'ap-1',
  serviceRequestId: 'sr-1',
  status: 'booked',
  proposedBy: 'customer',
  startsAt: '2026-12-03T15:30:00.000Z',
  endsAt: '2026-12-03T16:30:00.000Z',
  label: 'Thu, Dec 3, 9:30 AM CST',
  bay: 1,
  vehicle: '2018 Toyota Camry',
  services: ['Brake Pads Replacement'],
  customerFirstName: 'Alicia',
  notes: null,
  approvedTotalCents: 55_924,
  ...changes,
});

const renderDay = (bookings: ShopBooking[]) => {
  fakeApi({ 'GET /api/shop/v1/locations/loc-1/appointments': { body: { bookings, standaloneAppointments: [] } } });
  renderWithProviders(<ShopBookings locationId="loc-1" day="2026-12-03" />);
};

describe('the shop’s bookings of a day', { timeout: 15_000 }, () => {
  it('tells two 9:30 Camry bookings apart: the customer’s first name, the services, the notes and the total', async () => {
    renderDay([
      booking({}),
      booking({ id: 'ap-2', serviceRequestId: 'sr-2', bay: 2, customerFirstName: 'Beatrix', services: ['Oil Change', 'Tire Rotation'], notes: 'Rattle at the back.', approvedTotalCents: 12_050 }),
    ]);
    const alicia = await screen.findByRole('article', { name: 'Thu, Dec 3, 9:30 AM CST, Alicia, 2018 Toyota Camry' });
    expect(alicia).toHaveTextContent('Alicia · 2018 Toyota Camry · Brake Pads Replacement');
    expect(alicia).toHaveTextContent('Bay 1 · approved total $559.24');
    const beatrix = screen.getByRole('article', { name: 'Thu, Dec 3, 9:30 AM CST, Beatrix, 2018 Toyota Camry' });
    expect(beatrix).toHaveTextContent('Beatrix · 2018 Toyota Camry · Oil Change, Tire Rotation');
    expect(beatrix).toHaveTextContent('Notes: Rattle at the back.');
    expect(beatrix).toHaveTextContent('Bay 2 · approved total $120.50');
  });

  it('"Charge and complete" says at the field, as the person types, that the total is over the approved cap, and enables again below it', async () => {
    const user = userEvent.setup();
    renderDay([booking({})]);
    const card = await screen.findByRole('article', { name: /Alicia/ });
    await user.click(within(card).getByRole('button', { name: 'Mark completed' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark the job completed' });
    const field = within(dialog).getByRole('textbox', { name: 'Final total' });
    const charge = within(dialog).getByRole('button', { name: 'Charge and complete' });
    await user.clear(field);
    await user.type(field, '600.00');
    // No blur: the field still has the focus.
    expect(field).toHaveFocus();
    expect(within(dialog).getByText('At most $559.24.')).toBeInTheDocument();
    expect(charge).toBeDisabled();
    await user.clear(field);
    await user.type(field, '554.20');
    expect(field).toHaveFocus();
    expect(within(dialog).queryByText('At most $559.24.')).not.toBeInTheDocument();
    expect(charge).toBeEnabled();
  });

  it('gives focus back to the button that opened either dialog', async () => {
    const user = userEvent.setup();
    renderDay([booking({})]);
    const card = await screen.findByRole('article', { name: /Alicia/ });
    const complete = within(card).getByRole('button', { name: 'Mark completed' });
    await user.click(complete);
    await user.click(within(screen.getByRole('dialog', { name: 'Mark the job completed' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(complete).toHaveFocus();

    const propose = within(card).getByRole('button', { name: 'Propose another time' });
    await user.click(propose);
    await screen.findByRole('dialog', { name: 'Propose another time' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(propose).toHaveFocus();
  });

  it('puts focus on the booking’s card once its job is completed (its Mark completed button is gone)', async () => {
    let completed = false;
    fakeApi({
      'GET /api/shop/v1/locations/loc-1/appointments': () => ({
        body: { bookings: [booking(completed ? { status: 'completed' } : {})], standaloneAppointments: [] },
      }),
      'POST /api/shop/v1/locations/loc-1/appointments/ap-1/completion': () => {
        completed = true;
        return { body: booking({ status: 'completed' }) };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ShopBookings locationId="loc-1" day="2026-12-03" />);
    const card = await screen.findByRole('article', { name: /Alicia/ });
    await user.click(within(card).getByRole('button', { name: 'Mark completed' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Mark the job completed' })).getByRole('button', { name: 'Charge and complete' }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument());
    expect(card).toHaveFocus();
  });

  describe('Mark no-show (ADR 046)', () => {
    const PAST = '2026-01-05T15:30:00.000Z';
    const FUTURE = '2099-01-05T15:30:00.000Z';
    const visit = (changes: Partial<ShopStandaloneAppointment>): ShopStandaloneAppointment => ({
      id: 'sa-1',
      status: 'booked',
      appointmentType: 'car_wash',
      startsAt: PAST,
      endsAt: '2026-01-05T16:00:00.000Z',
      label: 'Mon, Jan 5, 9:30 AM CST',
      bay: 2,
      vehicle: '2015 Ford Focus',
      notes: null,
      phone: null,
      ...changes,
    });

    it('is offered once the time has begun, asks first, shows it is working, says the server’s sentence, then marks it', async () => {
      let marked = false;
      let tries = 0;
      fakeApi({
        'GET /api/shop/v1/locations/loc-1/appointments': () => ({
          body: {
            bookings: [
              booking({ startsAt: FUTURE }),
              booking({ id: 'ap-2', serviceRequestId: 'sr-2', customerFirstName: 'Beatrix', startsAt: PAST, status: marked ? 'no_show' : 'booked' }),
            ],
            standaloneAppointments: [],
          },
        }),
        'POST /api/shop/v1/locations/loc-1/appointments/ap-2/no-show': () => {
          tries += 1;
          if (tries === 1) return { status: 409, delay: 150, body: { message: bookingLimitMessages.notStartedNoShow, code: 'conflict' } };
          marked = true;
          return { body: booking({ id: 'ap-2', status: 'no_show', startsAt: PAST }) };
        },
      });
      const user = userEvent.setup();
      renderWithProviders(<ShopBookings locationId="loc-1" day="2026-12-03" />);
      const upcoming = await screen.findByRole('article', { name: /Alicia/ });
      expect(within(upcoming).queryByRole('button', { name: 'Mark no-show' })).not.toBeInTheDocument();
      const begun = screen.getByRole('article', { name: /Beatrix/ });
      // Begun: no move the customer could not accept (409 appointment_started); one to come still offers it.
      expect(within(begun).queryByRole('button', { name: 'Propose another time' })).not.toBeInTheDocument();
      expect(within(upcoming).getByRole('button', { name: 'Propose another time' })).toBeInTheDocument();
      const open = within(begun).getByRole('button', { name: 'Mark no-show' });

      // Asked first: Cancel changes nothing.
      await user.click(open);
      let dialog = screen.getByRole('dialog', { name: 'Mark as a no-show?' });
      expect(dialog).toHaveTextContent('the hold on their card is released');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(tries).toBe(0);
      expect(open).toHaveFocus();

      await user.click(open);
      dialog = screen.getByRole('dialog', { name: 'Mark as a no-show?' });
      const confirm = within(dialog).getByRole('button', { name: 'Mark no-show' });
      await user.click(confirm);
      await waitFor(() => expect(confirm).toHaveAttribute('data-loading'));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(bookingLimitMessages.notStartedNoShow);

      await user.click(confirm);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(within(begun).getByText('No-show')).toBeInTheDocument());
      expect(within(begun).queryByRole('button', { name: 'Mark no-show' })).not.toBeInTheDocument();
    });

    it('marks a standalone appointment that has begun, not one still to come', async () => {
      let marked = false;
      const { calls } = fakeApi({
        'GET /api/shop/v1/locations/loc-1/appointments': () => ({
          body: { bookings: [], standaloneAppointments: [visit({ status: marked ? 'no_show' : 'booked' }), visit({ id: 'sa-2', startsAt: FUTURE, vehicle: '2020 Honda Fit' })] },
        }),
        'POST /api/shop/v1/locations/loc-1/standalone-appointments/sa-1/no-show': () => {
          marked = true;
          return { body: visit({ status: 'no_show' }) };
        },
      });
      const user = userEvent.setup();
      renderWithProviders(<ShopBookings locationId="loc-1" day="2026-01-05" />);
      const later = await screen.findByRole('article', { name: /Honda Fit/ });
      expect(within(later).queryByRole('button', { name: 'Mark no-show' })).not.toBeInTheDocument();
      const card = screen.getByRole('article', { name: /Ford Focus/ });
      await user.click(within(card).getByRole('button', { name: 'Mark no-show' }));
      await user.click(within(screen.getByRole('dialog', { name: 'Mark as a no-show?' })).getByRole('button', { name: 'Mark no-show' }));
      await waitFor(() => expect(within(card).getByText('No-show')).toBeInTheDocument());
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/shop/v1/locations/loc-1/standalone-appointments/sa-1/no-show']);
    });
  });

});
