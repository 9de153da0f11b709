import type { APIRequestContext } from '@playwright/test';
import { auth, bookedRequest } from '../../fixtures/booking.ts';
import { expect } from '../../fixtures/test.ts';

/**
 * A completed job on the customer's 2010 Honda Civic, made through the API as the product makes it: a brake request
 * booked at the nearest shop's first free time, then marked completed by that shop's staff once the marketplace clock
 * is past its start. Returns the vehicle, the shop and the price approved.
 */
export async function completedJob(
  request: APIRequestContext,
  { customerToken, staffToken, clock }: { customerToken: string; staffToken: string; clock: { set: (instant: Date) => Promise<Date>; reset: () => Promise<Date> } },
) {
  const { id, offer } = await bookedRequest(request, customerToken, { nearest: true });
  const appointments = await request.get(`/api/v3/users/service_requests/${id}/appointments`, { headers: auth(customerToken) });
  const [booking] = ((await appointments.json()) as { data: { id: string; attributes: { location_id: string; approved_total_cents: number; slot: { starts_at: string } } }[] }).data;
  await clock.set(new Date(new Date(booking!.attributes.slot.starts_at).getTime() + 60 * 60_000));
  const completed = await request.post(`/api/shop/v1/locations/${booking!.attributes.location_id}/appointments/${booking!.id}/completion`, {
    headers: auth(staffToken),
    data: { finalTotalCents: booking!.attributes.approved_total_cents },
  });
  expect(completed.status(), 'the shop completes the job').toBe(200);
  await clock.reset();
  const vehicles = await request.get('/api/v3/users/vehicles', { headers: auth(customerToken) });
  const [vehicle] = ((await vehicles.json()) as { data: { id: string }[] }).data;
  return { vehicleId: vehicle!.id, shopName: offer.location.name, approvedTotalCents: booking!.attributes.approved_total_cents };
}
