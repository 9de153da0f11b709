import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackedEvents } from '~/lib/analytics';
import { type FakeHandler, fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import type { SlotView } from '../api/list-appointment-proposals';
import { BookingForm } from './booking-form';

afterEach(() => {
  vi.unstubAllGlobals();
  trackedEvents.length = 0;
});

const slot: SlotView = {
  id: 'loc-1|2026-12-03T15:00:00.000Z|90',
  type: 'appointment_proposals',
  startsAt: '2026-12-03T15:00:00.000Z',
  endsAt: '2026-12-03T16:30:00.000Z',
  day: '2026-12-03',
  time: '09:00',
  timeZone: 'America/Chicago',
  timeZoneAbbreviation: 'CST',
  label: 'Thu, Dec 3, 9:00 AM CST',
};
const BOOK = 'PUT /api/v3/service_requests/sr-1/offers/of-a';

function renderBooking(routes: Record<string, FakeHandler>, { balance = 12.5, startsAt = slot.startsAt } = {}) {
  const api = fakeApi(routes);
  const onBooked = vi.fn();
  const onSlotTaken = vi.fn();
  renderWithProviders(
    <BookingForm
      requestId="sr-1"
      offer={{ id: 'of-a', totalCents: 21495, maxRewards: 20 }}
      slot={{ ...slot, startsAt }}
      rewardsBalance={balance}
      initialCardId="c1"
      cardSelector={(cardId) => <p>Paying with {cardId}</p>}
      addressFields={(inputProps) => <TextInput label="Address line 1" {...inputProps('addressLine1')} />}
      onBooked={onBooked}
      onSlotTaken={onSlotTaken}
      now={() => new Date('2026-12-01T12:00:00Z')}
    />,
  );
  return { api, onBooked, onSlotTaken };
}

describe('booking an offer', { timeout: 15_000 }, () => {
  it('applies rewards up to the balance, says what is held now, and sends rewards as dollars × 100', async () => {
    const user = userEvent.setup();
    const { api, onBooked } = renderBooking({ [BOOK]: { body: { data: { id: 'sr-1', type: 'service_requests', attributes: { status: 'booked' } } } } });
    const rewards = screen.getByLabelText('Rewards to apply');
    expect(screen.getByText(/up to \$12\.50 can go to this estimate/)).toBeInTheDocument();
    await user.type(rewards, '30');
    await user.tab();
    // Clamped to the balance (below the offer's max of $20).
    expect(rewards).toHaveValue('$12.5');
    expect(screen.getByText('To pay: $202.45')).toBeInTheDocument();
    expect(screen.getByTestId('hold-sentence')).toHaveTextContent('We will hold $202.45 on your card when you book.');

    await user.click(screen.getByRole('button', { name: 'Book for Thu, Dec 3, 9:00 AM CST' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      sr_id: 'sr-1',
      id: 'of-a',
      credit_card_id: 'c1',
      rewards: 1250,
      service_address: null,
      appointment_time: '2026-12-03T15:00:00.000Z',
    });
  });

  it('says a booking more than 5 days out is held 2 days before, in the shop\u2019s zone', () => {
    renderBooking({}, { startsAt: '2026-12-11T15:00:00.000Z', balance: 0 });
    expect(screen.queryByLabelText('Rewards to apply')).not.toBeInTheDocument();
    expect(screen.getByTestId('hold-sentence')).toHaveTextContent(
      'We will hold $214.95 on your card on Wed, Dec 9, 9:00 AM CST, 2 days before your appointment.',
    );
  });

  it('a time just taken (409) goes back to the times with the message, tracked as Failed Service Booked', async () => {
    const user = userEvent.setup();
    const { onSlotTaken, onBooked } = renderBooking({
      [BOOK]: { status: 409, body: { errors: [{ status: '409', code: 'slot_taken', title: 'Conflict', detail: 'That time was just taken. Please choose another.' }] } },
    });
    await user.click(screen.getByRole('button', { name: /^Book for/ }));
    await waitFor(() => expect(onSlotTaken).toHaveBeenCalledWith('That time was just taken. Please choose another.'));
    expect(onBooked).not.toHaveBeenCalled();
    expect(trackedEvents.map((event) => [event.event, event.props.code])).toEqual([['Failed Service Booked', 'slot_taken']]);
  });

  it('a declined card (402) shows the provider\u2019s words and books nothing', async () => {
    const user = userEvent.setup();
    const { onSlotTaken, onBooked } = renderBooking({
      [BOOK]: { status: 402, body: { errors: [{ status: '402', code: 'card_declined', title: 'Payment Required', detail: 'Your card was declined.' }] } },
    });
    await user.click(screen.getByRole('button', { name: /^Book for/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onBooked).not.toHaveBeenCalled();
    expect(onSlotTaken).not.toHaveBeenCalled();
    expect(trackedEvents.map((event) => event.event)).toEqual(['Failed Service Booked']);
  });

  it('sends one Idempotency-Key per booking attempt: the same on a retry after no answer, a new one after an answer or a change', async () => {
    const user = userEvent.setup();
    const answers = [
      () => {
        throw new TypeError('network error');
      },
      () => ({ status: 402, body: { errors: [{ status: '402', code: 'card_declined', title: 'Payment Required', detail: 'Your card was declined.' }] } }),
      () => ({ body: { data: { id: 'sr-1', type: 'service_requests', attributes: { status: 'booked' } } } }),
    ];
    const { api, onBooked } = renderBooking({ [BOOK]: () => answers.shift()!() });
    const book = screen.getByRole('button', { name: /^Book for/ });
    await user.click(book);
    await screen.findByRole('alert');
    await user.click(book);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await user.click(book);
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const keys = api.calls.filter((call) => call.method === 'PUT').map((call) => call.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // No answer: the retry is the same attempt. The bank's answer ended it: the next Book is a new attempt.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a changed booking is a new attempt: another rewards amount sends another key', async () => {
    const user = userEvent.setup();
    const { api } = renderBooking({ [BOOK]: () => { throw new TypeError('network error'); } });
    const book = screen.getByRole('button', { name: /^Book for/ });
    await user.click(book);
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Rewards to apply'), '5');
    await user.tab();
    await user.click(book);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const [first, second] = api.calls.filter((call) => call.method === 'PUT').map((call) => call.headers.get('idempotency-key'));
    expect(second).not.toBe(first);
  });

  it('checks a service address when one is given, with the address rules\u2019 messages', async () => {
    const user = userEvent.setup();
    const { api } = renderBooking({});
    await user.click(screen.getByRole('checkbox', { name: /The work is done at my address/ }));
    await user.click(screen.getByRole('button', { name: /^Book for/ }));
    expect(await screen.findByText('Address line 1 is required.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
