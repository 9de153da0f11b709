import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { bookedRequest, openRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { serviceRequests } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST); both bookings at 3:00 PM CST.
const MONDAY_NINE = new Date('2026-11-30T14:50:00Z');
const THREE_PM = '2026-11-30T21:00:00.000Z';

describe('the shop sees what a booking is for ', async () => {
  const { app } = await build();
  const { staff, staffY, locationId, otherLocationId } = await shopsWithStaff(app, 'what-for');
  const alicia = await createUser(app, { email: 'alicia@example.com', firstName: 'Alicia', confirmed: true });
  const beatrix = await createUser(app, { email: 'beatrix@example.com', firstName: 'Beatrix', confirmed: true });
  const carmen = await createUser(app, { email: 'carmen@example.com', firstName: 'Carmen', confirmed: true });

  beforeEach(() => {
    app.clock.set!(MONDAY_NINE);
  });

  const get = (user: CreatedUser, url: string) => app.inject({ method: 'GET', url, headers: user.headers });
  const book = async (user: CreatedUser, notes: string | null) => {
    const card = await saveTestCard(app, user);
    const booked = await bookedRequest(app, user, { cardId: card.id, appointmentTime: THREE_PM, locationId });
    await app.database.db.update(serviceRequests).set({ notes }).where(eq(serviceRequests.id, booked.requestId));
    return booked;
  };

  it('lists each booking with its services, vehicle, notes, total and the customer’s first name; a request not booked shows no name', async () => {
    const first = await book(alicia, 'Squeaks when cold.');
    const second = await book(beatrix, null);
    const open = await openRequest(app, carmen);

    const day = await get(staff, `/api/shop/v1/locations/${locationId}/appointments?day=2026-11-30`);
    expect(day.statusCode, day.body).toBe(200);
    const bookings = day.json().bookings;
    const byId = new Map(bookings.map((booking: any) => [booking.id, booking]));
    expect(byId.get(first.appointmentId)).toMatchObject({
      label: 'Mon, Nov 30, 3:00 PM CST',
      vehicle: '2016 Honda Civic',
      services: ['Oil Change'],
      customerFirstName: 'Alicia',
      notes: 'Squeaks when cold.',
      approvedTotalCents: expect.any(Number),
    });
    // Two bookings at the same time of the same car: told apart by who booked them.
    expect(byId.get(second.appointmentId)).toMatchObject({ label: 'Mon, Nov 30, 3:00 PM CST', vehicle: '2016 Honda Civic', customerFirstName: 'Beatrix', notes: null });

    // The extra-work page's read names its booking.
    const extra = await get(staff, `/api/shop/v1/locations/${locationId}/appointments/${first.appointmentId}/extra_lines`);
    expect(extra.statusCode, extra.body).toBe(200);
    expect(extra.json()).toMatchObject({ booking: { id: first.appointmentId, customerFirstName: 'Alicia', services: ['Oil Change'], label: 'Mon, Nov 30, 3:00 PM CST' }, lines: [] });

    // A request that is not booked with the shop: the shop's views of it never name the customer.
    const requests = await get(staff, `/api/shop/v1/locations/${locationId}/requests`);
    expect(requests.statusCode, requests.body).toBe(200);
    expect(requests.body).not.toContain('Carmen');
    const detail = await get(staff, `/api/shop/v1/locations/${locationId}/requests/${open.requestId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).not.toContain('Carmen');
    expect(day.body).not.toContain('Carmen');

    // Another shop: 404 for this location's day and this booking; its own day has none of them.
    expect((await get(staffY, `/api/shop/v1/locations/${locationId}/appointments?day=2026-11-30`)).statusCode).toBe(404);
    expect((await get(staffY, `/api/shop/v1/locations/${otherLocationId}/appointments/${first.appointmentId}/extra_lines`)).statusCode).toBe(404);
    const own = await get(staffY, `/api/shop/v1/locations/${otherLocationId}/appointments?day=2026-11-30`);
    expect(own.statusCode).toBe(200);
    expect(own.json().bookings).toEqual([]);
    // A customer is not staff: 404 (never learns the location's bookings).
    expect((await get(alicia, `/api/shop/v1/locations/${locationId}/appointments?day=2026-11-30`)).statusCode).toBe(404);
    // Bad input: a day that is not a date.
    const bad = await get(staff, `/api/shop/v1/locations/${locationId}/appointments?day=soon`);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });
});
