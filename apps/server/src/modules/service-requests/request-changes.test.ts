import { beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import type { CreatedUser } from '../../../test/factories.ts';
import { bookedRequest, openRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY_NINE = new Date('2026-11-30T14:50:00Z');
const SOON = '2026-11-30T21:00:00.000Z';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really pixels')]);

/**
 * A booking or extra work changes a request through the bookings' and the extra lines' own use-cases, which
 * record `service_request.status` in their transactions (ADR 051): the request's kept document is dropped and its
 * open streams told. Each route below is read once before (so this process keeps the document) and once after.
 */
describe('every change a booking or extra work makes to a request is heard by the request', async () => {
  const { app } = await build();
  const { alice, staff, locationId } = await shopsWithStaff(app, 'changes');
  const card = (await saveTestCard(app, alice)).id;
  const heard: string[] = [];
  app.events.on('service_request.status', ({ requestId }) => void heard.push(requestId), { atEmit: true });

  beforeEach(() => {
    app.clock.set!(MONDAY_NINE);
  });

  const inject = (user: CreatedUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const statusOf = async (requestId: string) => {
    const response = await inject(alice, 'GET', `/api/v3/users/service_requests/${requestId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.attributes.status as string;
  };
  /** Reads the request (kept by this process), runs `act` (2xx), and answers the request's status read again. */
  const change = async (requestId: string, act: () => ReturnType<typeof inject>) => {
    await statusOf(requestId);
    heard.length = 0;
    const response = await act();
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(heard).toContain(requestId);
    return { status: await statusOf(requestId), body: response.json() };
  };
  const shop = (appointmentId: string, tail: string) => `/api/shop/v1/locations/${locationId}/appointments/${appointmentId}/${tail}`;

  it('book, move, the shop’s proposals accepted and rejected, extra lines sent, approved and declined, unaccept', async () => {
    const { requestId, offers } = await openRequest(app, alice);
    const offer = offers.find((candidate) => candidate.locationId === locationId)!;
    const booked = await change(requestId, () =>
      inject(alice, 'PUT', `/api/v3/service_requests/${requestId}/offers/${offer.id}`, {
        credit_card_id: card,
        rewards: 0,
        appointment_time: '2026-12-07T15:00:00.000Z',
        offer_version: offer.version,
      }),
    );
    expect(booked.status).toBe('booked');
    const appointmentId = (await inject(alice, 'GET', `/api/v3/users/service_requests/${requestId}/appointments`)).json().data[0].id as string;

    await change(requestId, () => inject(alice, 'PUT', `/api/v3/users/service_requests/${requestId}/appointments`, { autoschedule: true }));
    const proposed = await change(requestId, () => inject(staff, 'POST', shop(appointmentId, 'proposals'), { startsAt: '2026-12-08T15:00:00.000Z' }));
    await change(requestId, () => inject(alice, 'POST', '/api/v3/users/service_requests/appointments', { appointment_id: proposed.body.id }));
    const second = await change(requestId, () => inject(staff, 'POST', shop(appointmentId, 'proposals'), { startsAt: '2026-12-09T15:00:00.000Z' }));
    await change(requestId, () => inject(alice, 'DELETE', `/api/v3/users/service_requests/${requestId}/appointments?appointment_id=${second.body.id}`));

    const lines = {
      lineItems: [
        { serviceName: 'Front brake pads', laborHours: 1.5, partsCents: 4_000, feesCents: 500 },
        { serviceName: 'Wiper blades', laborHours: 0, partsCents: 3_000, feesCents: 0 },
      ],
      note: 'Found while the car was on the lift.',
      photo: { data: PNG.toString('base64') },
    };
    const sent = await change(requestId, () => inject(staff, 'POST', shop(appointmentId, 'extra_lines'), lines));
    const [brakes, wipers] = sent.body.lines as Array<{ id: string }>;
    const decide = (lineId: string, decision: 'approve' | 'decline') => () =>
      inject(alice, 'PUT', `/api/v3/users/service_requests/${requestId}/extra_lines/${lineId}`, { decision });
    await change(requestId, decide(brakes!.id, 'approve'));
    await change(requestId, decide(wipers!.id, 'decline'));

    const reopened = await change(requestId, () =>
      inject(alice, 'PUT', `/api/v3/service_requests/${requestId}/offers/${offer.id}/unaccept`, { reason_unaccepted: 'Another time' }),
    );
    expect(reopened.status).not.toBe('booked');
  });

  it('cancel', async () => {
    const { requestId } = await bookedRequest(app, alice, { cardId: card, appointmentTime: '2026-12-10T15:00:00.000Z', locationId });
    const cancelled = await change(requestId, () => inject(alice, 'DELETE', `/api/v3/users/service_requests/${requestId}/appointments`));
    expect(cancelled.status).not.toBe('booked');
  });

  it('the shop completes a job, and marks a customer who did not come', async () => {
    const done = await bookedRequest(app, alice, { cardId: card, appointmentTime: SOON, locationId });
    const missed = await bookedRequest(app, alice, { cardId: card, appointmentTime: '2026-12-01T15:00:00.000Z', locationId });
    app.clock.set!(new Date('2026-12-01T16:00:00Z'));
    const completed = await change(done.requestId, () => inject(staff, 'POST', shop(done.appointmentId, 'completion'), { finalTotalCents: 1_000 }));
    expect(completed.status).toBe('completed');
    const noShow = await change(missed.requestId, () => inject(staff, 'POST', shop(missed.appointmentId, 'no-show')));
    expect(noShow.status).toBe('open');
  });
});
