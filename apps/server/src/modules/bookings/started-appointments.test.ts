import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { type CreatedUser } from '../../../test/factories.ts';
import { bookedRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { appointments, paymentAuthorisations, serviceRequests } from '../../db/schema/index.ts';

// Monday 30 November 2026, 08:50 in Austin (CST); the job is booked for 15:00 CST the same day.
const MONDAY_NINE = new Date('2026-11-30T14:50:00Z');
const SOON = '2026-11-30T21:00:00.000Z';
const STARTED = new Date('2026-11-30T21:05:00Z');
const STARTED_TEXT = 'This appointment has started. The shop will complete it or mark it as a no-show.';

describe('after the start, the customer can no longer cancel, withdraw, go back to the offers or move the job', async () => {
  const { app, database } = await build();
  const db = database.db;
  const { alice, staff, locationId } = await shopsWithStaff(app, 'started');

  beforeEach(() => {
    app.clock.set!(MONDAY_NINE);
  });

  const inject = (user: CreatedUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const holdsOf = async (appointmentId: string) => {
    const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
    return db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.cardId, row!.cardId!));
  };

  it('refuses cancel, withdraw, unaccept and reschedule with 409 appointment_started after approved extra work; the holds stay and the shop completes', async () => {
    const cardId = (await saveTestCard(app, alice)).id;
    const booked = await bookedRequest(app, alice, { cardId, appointmentTime: SOON, locationId });
    const sent = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${booked.appointmentId}/extra_lines`, {
      lineItems: [{ serviceName: 'Cabin air filter', laborHours: 0.5, partsCents: 2_500, feesCents: 0 }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const approved = await inject(alice, 'PUT', `/api/v3/users/service_requests/${booked.requestId}/extra_lines/${sent.json().lines[0].id}`, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);

    app.clock.set!(STARTED);
    const refusals = [
      await inject(alice, 'DELETE', `/api/v3/users/service_requests/${booked.requestId}/appointments`),
      await inject(alice, 'DELETE', `/api/v3/service_requests/${booked.requestId}?reason_withdrawn=fixed_it`),
      await inject(alice, 'PUT', `/api/v3/service_requests/${booked.requestId}/offers/${booked.offerId}/unaccept`, { reason_unaccepted: 'Changed my mind' }),
      await inject(alice, 'PUT', `/api/v3/users/service_requests/${booked.requestId}/appointments`, { autoschedule: true }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().errors[0]).toMatchObject({ code: 'appointment_started', detail: STARTED_TEXT });
    }
    // Nothing changed: still booked, both holds (the booking's and the extra line's) on the card.
    const [request] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, booked.requestId));
    expect(request!.status).toBe('booked');
    const holds = await holdsOf(booked.appointmentId);
    expect(holds.map((hold) => hold.status)).toEqual(['authorised', 'authorised']);
    // The shop completes the job it began.
    const [row] = await db.select().from(appointments).where(eq(appointments.id, booked.appointmentId));
    const completed = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${booked.appointmentId}/completion`, { finalTotalCents: row!.approvedTotalCents });
    expect(completed.statusCode, completed.body).toBe(200);
  });

  it('before the start the customer still cancels', async () => {
    const cardId = (await saveTestCard(app, alice)).id;
    const booked = await bookedRequest(app, alice, { cardId, appointmentTime: '2026-11-30T22:00:00.000Z', locationId });
    app.clock.set!(new Date('2026-11-30T21:59:00Z'));
    const cancelled = await inject(alice, 'DELETE', `/api/v3/users/service_requests/${booked.requestId}/appointments`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});
