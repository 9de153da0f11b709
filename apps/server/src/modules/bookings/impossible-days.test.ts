import { DAY_NOT_ON_CALENDAR_MESSAGE, DAY_OUT_OF_RANGE_MESSAGE } from '@pitstop/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import type { CreatedUser } from '../../../test/factories.ts';
import { bookedRequest, createOwnedVehicle, openRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY = new Date('2026-11-30T14:50:00Z');

/** Well-formed (YYYY-MM-DD) but impossible days: out of any sane range, or not on the calendar. */
const IMPOSSIBLE = [
  ['9999-12-31', DAY_OUT_OF_RANGE_MESSAGE],
  ['0000-01-01', DAY_OUT_OF_RANGE_MESSAGE],
  ['2026-00-10', DAY_NOT_ON_CALENDAR_MESSAGE],
  ['2026-13-01', DAY_NOT_ON_CALENDAR_MESSAGE],
  ['2026-02-29', DAY_NOT_ON_CALENDAR_MESSAGE],
  ['2026-04-31', DAY_NOT_ON_CALENDAR_MESSAGE],
] as const;

describe('a well-formed but impossible day is a 422 naming the field on every route that takes a day, never a 500', async () => {
  const { app } = await build();
  let alice: CreatedUser;
  let staff: CreatedUser;
  let locationId: string;
  let requestId: string;
  let offerId: string;
  let appointmentId: string;
  let vehicleId: string;

  beforeAll(async () => {
    ({ alice, staff, locationId } = await shopsWithStaff(app, 'days', { appointmentTypes: ['service', 'car_wash'] }));
    app.clock.set!(MONDAY);
    const request = await openRequest(app, alice);
    requestId = request.requestId;
    offerId = request.offers.find((offer) => offer.locationId === locationId)!.id;
    const card = await saveTestCard(app, alice);
    ({ appointmentId } = await bookedRequest(app, alice, { cardId: card.id, appointmentTime: '2026-12-01T15:00:00.000Z', locationId }));
    vehicleId = (await createOwnedVehicle(app, alice.user.id, { year: 2018, make: 'Toyota', model: 'Camry' })).id;
  });
  beforeEach(() => {
    app.clock.set!(MONDAY);
  });

  const get = (user: CreatedUser | null, url: string) => app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

  it.each(IMPOSSIBLE)('the customer’s proposals for %s: 422 on the slot_arg parameter', async (day, sentence) => {
    const response = await get(alice, `/api/v3/users/service_requests/${requestId}/appointment_proposals/${day}?offer_id=${offerId}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ code: 'validation_failed', detail: sentence, source: { parameter: 'slot_arg' } })]);
  });

  it.each(IMPOSSIBLE)('standalone proposals for %s: 422 on the day parameter', async (day, sentence) => {
    const response = await get(null, `/api/v3/standalone_appointments/${locationId}/appointment_proposals?appointment_type=car_wash&day=${day}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ code: 'validation_failed', detail: sentence, source: { parameter: 'day' } })]);
  });

  it.each(IMPOSSIBLE)('a standalone appointment created for %s: 422 on scheduled_at_date_string, nothing written', async (day, sentence) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/standalone_appointments',
      headers: alice.headers,
      payload: {
        service_station_location_id: locationId,
        vehicle: vehicleId,
        scheduled_at_date_string: day,
        scheduled_at_time_string: '09:00',
        appointment_type: 'car_wash',
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ code: 'validation_failed', detail: sentence, source: { pointer: '/scheduled_at_date_string' } }),
    ]);
    const mine = await get(alice, `/api/v3/users/${alice.user.id}/standalone_appointments`);
    expect(mine.json().meta.count).toBe(0);
  });

  it.each(IMPOSSIBLE)('the shop’s bookings of %s: 422 with the sentence', async (day, sentence) => {
    const response = await get(staff, `/api/shop/v1/locations/${locationId}/appointments?day=${day}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ code: 'validation_failed', message: sentence });
  });

  it.each(IMPOSSIBLE)('the shop’s times to propose from %s: 422 with the sentence', async (day, sentence) => {
    const response = await get(staff, `/api/shop/v1/locations/${locationId}/appointments/${appointmentId}/proposals?day=${day}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ code: 'validation_failed', message: sentence });
  });

  it('still takes the first and the last day of the range, and a leap day', async () => {
    for (const day of ['2028-02-29', '2099-12-31', '2000-01-01']) {
      expect((await get(staff, `/api/shop/v1/locations/${locationId}/appointments?day=${day}`)).statusCode, day).toBe(200);
      expect((await get(alice, `/api/v3/users/service_requests/${requestId}/appointment_proposals/${day}?offer_id=${offerId}`)).statusCode, day).toBe(200);
    }
  });
});
