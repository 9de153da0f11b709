import { TextInput } from '@mantine/core';
import { bookingLimitMessages } from '@pitstop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

function renderBooking(routes: Record<string, FakeHandler>, { balance = 12.5, startsAt = slot.startsAt, memberPrices = false } = {}) {
  const api = fakeApi(routes);
  const onBooked = vi.fn();
  const onSlotTaken = vi.fn();
  renderWithProviders(
    <BookingForm
      requestId="sr-1"
      offer={{ id: 'of-a', totalCents: 21495, maxRewards: 20, version: 1, memberDiscountPercent: 15 }}
      slot={{ ...slot, startsAt }}
      rewardsBalance={balance}
      memberPrices={memberPrices}
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
      offer_version: 1,
    });
  });

  it('takes a member’s discount off what is held, as the server will (the shop’s 15 %, half up), before rewards', async () => {
    const user = userEvent.setup();
    renderBooking({}, { memberPrices: true });
    // $214.95 × 15 % = $32.2425 → $32.24.
    expect(screen.getByText('Member discount: −$32.24')).toBeInTheDocument();
    expect(screen.getByText('To pay: $182.71')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Rewards to apply'), '10');
    await user.tab();
    expect(screen.getByText('To pay: $172.71')).toBeInTheDocument();
    expect(screen.getByTestId('hold-sentence')).toHaveTextContent('We will hold $172.71 on your card when you book.');
  });

  it('takes no discount for a non-member: no discount line, the whole estimate held', () => {
    renderBooking({}, { balance: 0 });
    expect(screen.queryByText(/Member discount/)).not.toBeInTheDocument();
    expect(screen.getByText('To pay: $214.95')).toBeInTheDocument();
  });

  it('a price the shop changed (409 offer_changed) is shown as was and now, and booked only once the person accepts it', async () => {
    const user = userEvent.setup();
    const changed = {
      status: 409,
      body: {
        errors: [
          {
            status: '409',
            code: 'offer_changed',
            title: 'Conflict',
            detail: 'The shop changed this estimate since you opened it. Please check the new price before you book.',
            meta: { offer_version: 2, total_cents: 3_143_250 },
          },
        ],
      },
    };
    const booked = { body: { data: { id: 'sr-1', type: 'service_requests', attributes: { status: 'booked' } } } };
    const { api, onBooked } = renderBooking({ [BOOK]: (request) => ((request.body as { offer_version: number }).offer_version === 2 ? booked : changed) }, { balance: 0 });
    await user.click(screen.getByRole('button', { name: /^Book for/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop changed this estimate: was $214.95, now $31,432.50.');
    expect(alert).toHaveTextContent('Nothing is booked or held until you accept the new price.');
    // What you pay says it too, beside the total still shown (the estimate card above already shows the new one).
    expect(screen.getByRole('region', { name: 'What you pay' })).toHaveTextContent('The shop changed it to $31,432.50: accept the new price below');
    // Never booked at the new price silently: the first Book is gone, nothing booked yet.
    expect(screen.queryByRole('button', { name: /^Book for/ })).not.toBeInTheDocument();
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to the estimates' })).toHaveAttribute('href', '/service-request/sr-1/offer/of-a');

    await user.click(screen.getByRole('button', { name: 'Accept $31,432.50 and book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { offer_version: number }).offer_version)).toEqual([1, 2]);
    expect(screen.getByText('Estimate total: $31,432.50')).toBeInTheDocument();
  });

  it('a new price arriving live (the page\u2019s offer refreshed) is shown as was and now before Book, and booked only once accepted', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [BOOK]: { body: { data: { id: 'sr-1', type: 'service_requests', attributes: { status: 'booked' } } } } });
    const onBooked = vi.fn();
    function LivePage() {
      const [offer, setOffer] = useState({ id: 'of-a', totalCents: 21495, maxRewards: 20, version: 1, memberDiscountPercent: 15 });
      return (
        <>
          <button type="button" onClick={() => setOffer({ id: 'of-a', totalCents: 34276, maxRewards: 34.27, version: 2, memberDiscountPercent: 15 })}>
            The shop re-prices
          </button>
          <BookingForm
            requestId="sr-1"
            offer={offer}
            slot={slot}
            rewardsBalance={0}
            initialCardId="c1"
            cardSelector={(cardId) => <p>Paying with {cardId}</p>}
            addressFields={() => null}
            onBooked={onBooked}
            onSlotTaken={vi.fn()}
            now={() => new Date('2026-12-01T12:00:00Z')}
          />
        </>
      );
    }
    renderWithProviders(<LivePage />);
    expect(screen.getByText('Estimate total: $214.95')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'The shop re-prices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop changed this estimate: was $214.95, now $342.76.');
    expect(screen.queryByRole('button', { name: /^Book for/ })).not.toBeInTheDocument();
    // Until accepted, what the form says is paid is still the price the person saw.
    expect(screen.getByText('Estimate total: $214.95')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept $342.76 and book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect((api.calls[0]?.body as { offer_version: number }).offer_version).toBe(2);
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

  it('over a booking limit (409, ADR 046) says the limit\u2019s sentence where the person books, and books nothing', async () => {
    const user = userEvent.setup();
    const { onSlotTaken, onBooked } = renderBooking({
      [BOOK]: { status: 409, body: { errors: [{ status: '409', code: 'booking_limit', title: 'Conflict', detail: bookingLimitMessages.perShopLimit }] } },
    });
    await user.click(screen.getByRole('button', { name: /^Book for/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingLimitMessages.perShopLimit);
    expect(onBooked).not.toHaveBeenCalled();
    expect(onSlotTaken).not.toHaveBeenCalled();
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
