import type { APIRequestContext, Page } from '@playwright/test';
import { auth, bookedRequest } from '../../fixtures/booking.ts';
import { appStarted, expect, noHorizontalScroll, test } from '../../fixtures/test.ts';

// Car care (docs/product/car-care.md, ADR 065): what is due next on a vehicle starts a request with those services
// on that vehicle in one tap, and a completed job's warranty is in the wallet with what is left of it and a way to
// message the shop. State is set up through the API; what is checked is what the person sees.

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

async function ownedVehicle(request: APIRequestContext, accessToken: string, vehicle: { year: number; make: string; model: string; mileage: number }) {
  const reply = await request.post('/api/v3/owned_vehicles', { headers: auth(accessToken), data: vehicle });
  expect(reply.status(), 'POST /api/v3/owned_vehicles').toBe(201);
  return ((await reply.json()) as { data: { id: string } }).data.id;
}

test('maintenance due on the dashboard → one tap to a request with those services on that vehicle', async ({ page, request, signedInUser, seriousA11yViolations }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const user = await signedInUser({ firstName: 'Mara' });
  // At 39,800 miles the oil change falls due (at 40,000); nothing else of the schedule is within 3,000 miles.
  const vehicleId = await ownedVehicle(request, user.accessToken, { year: 2018, make: 'Toyota', model: 'Camry', mileage: 39_800 });

  await page.goto('/dashboard');
  await appStarted(page);
  const due = region(page, 'Due next on your 2018 Toyota Camry');
  await expect(due.getByText('Oil Change', { exact: true })).toBeVisible();
  await expect(due.getByText('at 40,000 miles · 200 left')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);

  await due.getByRole('button', { name: 'Request this service' }).click();
  // The services and the vehicle are chosen: the onramp asks only what it still lacks (the zip, the oil's questions, the notes).
  await expect(page).toHaveURL(/\/service-request\/location$/);
  const location = page.getByRole('form', { name: 'Service location' });
  await location.getByLabel('ZIP code').fill('78701');
  await location.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/service-request\/interview$/);
  await page.getByRole('radiogroup', { name: 'Which oil does your car use?' }).getByLabel('Full synthetic').check();
  await page.getByRole('radiogroup', { name: 'When was the last oil change?' }).getByLabel('6 to 12 months ago').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/service-request\/notes\/service$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Vehicle and interval services are done already: straight to the contact step.
  await expect(page).toHaveURL(/\/service-request\/notify\/contact$/);
  await page.getByRole('button', { name: 'Get my estimates' }).click();
  await expect(page).toHaveURL(/\/service-request\/[^/]+\/offer$/);

  const id = new URL(page.url()).pathname.split('/')[2] as string;
  const created = await request.get(`/api/v3/users/service_requests/${id}`, { headers: auth(user.accessToken) });
  expect(created.status()).toBe(200);
  const { attributes } = ((await created.json()) as { data: { attributes: { owned_vehicle_id: string; requested_services: { name: string }[]; maintenance_interval: { mileage: number } | null } } }).data;
  expect(attributes.owned_vehicle_id).toBe(vehicleId);
  expect(attributes.requested_services.map((service) => service.name)).toEqual(['Oil Change']);
  expect(attributes.maintenance_interval).toMatchObject({ mileage: 40_000 });
});

test('after a completed job its warranty is in the wallet, with what is left, and the shop can be messaged about it', async ({ page, createUser, signedInUser, clock, seriousA11yViolations }) => {
  test.setTimeout(120_000);
  const staff = await createUser({ shopStaffNear: '78701' });
  const customer = await signedInUser({ firstName: 'Wren' });
  const { id, offer } = await bookedRequest(page.request, customer.accessToken, { nearest: true, car: { year: 2014, make: 'Mazda', model: 'Mazda3' } });
  const appointments = await page.request.get(`/api/v3/users/service_requests/${id}/appointments`, { headers: auth(customer.accessToken) });
  const [booking] = ((await appointments.json()) as { data: { id: string; attributes: { location_id: string; approved_total_cents: number; slot: { starts_at: string } } }[] }).data;
  await clock.set(new Date(new Date(booking!.attributes.slot.starts_at).getTime() + 60 * 60_000));
  const completed = await page.request.post(`/api/shop/v1/locations/${booking!.attributes.location_id}/appointments/${booking!.id}/completion`, {
    headers: auth(staff.accessToken),
    data: { finalTotalCents: booking!.attributes.approved_total_cents },
  });
  expect(completed.status(), 'the shop completes the job').toBe(200);
  await clock.reset();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/dashboard');
  await appStarted(page);
  const warranty = page.getByRole('article', { name: `Warranty from ${offer.location.name}` });
  await expect(warranty.getByText('Active', { exact: true })).toBeVisible();
  await expect(warranty.getByText(/^Brake Pads Replacement · 2014 Mazda Mazda3 · done /)).toBeVisible();
  await expect(warranty.getByText(/\d+ months? or [\d,]+ miles, whichever comes first\./)).toBeVisible();
  await expect(warranty.getByText(/^\d+ days and [\d,]+ miles left \(until /)).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);

  await warranty.getByRole('button', { name: 'Message the shop' }).click();
  const dialog = page.getByRole('dialog', { name: `Message ${offer.location.name}` });
  await dialog.getByLabel('Your message').fill('The brakes squeal again: is this under the warranty?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/messages\?thread=/);
  await expect(page.getByRole('list', { name: `Messages with ${offer.location.name}` })).toContainText('The brakes squeal again: is this under the warranty?');
});
