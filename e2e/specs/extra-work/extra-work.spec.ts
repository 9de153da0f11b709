import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { appStarted, expect, signInThroughForm, test } from '../../fixtures/test.ts';

// The price lock (issue 16 §3): the shop sends an extra line from /shop, the customer approves it on the booking's
// extra-work page (the email's link), the shop completes at the new total, and what is captured is exactly the new
// approved total. Booking and completion go through the API (their pages are the booking pages' own tests).

const auth = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

/** A brake request in 78701 booked at the nearest shop's first free time with a 4242 card, through the API. */
async function bookedRequest(request: APIRequestContext, accessToken: string) {
  const headers = auth(accessToken);
  const vehicle = await request.post('/api/v3/owned_vehicles', { headers, data: { year: 2010, make: 'Honda', model: 'Civic', mileage: 98000 } });
  expect(vehicle.status(), 'POST /api/v3/owned_vehicles').toBe(201);
  const services = (await (await request.get('/api/v3/services')).json()) as { data: { id: string; attributes: { name: string } }[] };
  const service = services.data.find((candidate) => candidate.attributes.name === 'Brake Pads Replacement');
  const created = await request.post('/api/v3/service_requests', {
    headers,
    data: {
      services: [{ service_id: service?.id }],
      owned_vehicle_id: ((await vehicle.json()) as { data: { id: string } }).data.id,
      zipcode: '78701',
      request_form_token: randomBytes(16).toString('hex'),
    },
  });
  expect(created.status(), 'POST /api/v3/service_requests').toBe(201);
  const { data } = (await created.json()) as { data: { id: string; attributes: { offers: { id: string; location: { distance_miles: number } }[] } } };
  const requestId = data.id;
  // The nearest shop's offer: the staff user of the test is made staff of the location nearest 78701.
  const offerId = [...data.attributes.offers].sort((a, b) => a.location.distance_miles - b.location.distance_miles)[0]?.id ?? '';

  const intent = await request.post('/api/v3/users/credit_cards/setup_intents', { headers });
  expect(intent.status()).toBe(201);
  const setup = ((await intent.json()) as { data: { id: string; attributes: { client_secret: string } } }).data;
  const confirmed = await request.post(`/api/sandbox-gateway/v1/setup_intents/${setup.id}/confirm`, {
    data: {
      clientSecret: setup.attributes.client_secret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
      billingDetails: { name: 'Olivia Test', addressLine1: '1 Congress Ave', addressCity: 'Austin', addressState: 'TX', addressZip: '78701' },
    },
  });
  expect(confirmed.status()).toBe(200);
  const { paymentMethod } = (await confirmed.json()) as { paymentMethod: string };
  const card = await request.post('/api/v3/users/credit_cards', { headers, data: { stripe_customer_token: paymentMethod } });
  expect(card.status()).toBe(201);
  const cardId = ((await card.json()) as { data: { id: string } }).data.id;

  const times = await request.get(`/api/v3/users/service_requests/${requestId}/appointment_proposals/first?offer_id=${offerId}`, { headers });
  expect(times.status()).toBe(200);
  const [slot] = ((await times.json()) as { data: { attributes: { starts_at: string } }[] }).data;
  const booked = await request.put(`/api/v3/service_requests/${requestId}/offers/${offerId}`, {
    headers,
    data: { credit_card_id: cardId, rewards: 0, appointment_time: slot?.attributes.starts_at },
  });
  expect(booked.status(), 'PUT …/offers/{id}').toBe(200);
  return { requestId, offerId };
}

interface WireAppointment {
  id: string;
  attributes: { location_id: string; status: string; approved_total_cents: number; slot: { starts_at: string }; payment: { state: string; captured_cents: number | null } };
}

async function appointmentOf(request: APIRequestContext, accessToken: string, requestId: string) {
  const reply = await request.get(`/api/v3/users/service_requests/${requestId}/appointments`, { headers: auth(accessToken) });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: WireAppointment[] }).data[0] as WireAppointment;
}

test('the shop sends an extra line, the customer approves it, and the completion captures exactly the new approved total', async ({
  page,
  browser,
  createUser,
  signedInUser,
  latestMessage,
  clock,
  seriousA11yViolations,
}) => {
  const customer = await createUser({ firstName: 'Olivia' });
  const { requestId, offerId } = await bookedRequest(page.request, customer.accessToken);
  const booked = await appointmentOf(page.request, customer.accessToken, requestId);
  const approvedBefore = booked.attributes.approved_total_cents;

  // The shop: its staff open the booking's extra work and send one line with a note.
  const staff = await signedInUser({ firstName: 'Sam', shopStaffNear: '78701' });
  await page.goto(`/shop/locations/${booked.attributes.location_id}/appointments/${booked.id}/extra-work`);
  await appStarted(page);
  await expect(page).toHaveTitle('Extra work | Pitstop');
  await expect(page.getByText('No extra work sent yet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Extra work' });
  await form.getByLabel('Work').fill('Wiper blades');
  await form.getByLabel('Parts').fill('30');
  await form.getByLabel('Note to the customer').fill('Streaking badly.');
  expect(await seriousA11yViolations()).toEqual([]);
  await form.getByRole('button', { name: 'Send to the customer' }).click();
  const sent = page.getByTestId('shop-extra-line');
  await expect(sent).toContainText('Wiper blades');
  await expect(sent).toContainText('proposed');
  const lineTotal = (await sent.getByRole('cell').nth(1).textContent()) ?? '';
  expect(lineTotal).toMatch(/^\$\d+\.\d\d$/);
  const lineCents = Math.round(Number(lineTotal.replace(/[$,]/g, '')) * 100);

  // The customer: the email's link, signed in, Approve.
  const email = await latestMessage(customer.user.email, 'extra-work');
  const link = email.text.match(/https?:\/\/\S+\/extra-work/)?.[0] ?? '';
  expect(new URL(link).pathname).toBe(`/service-request/${requestId}/offer/${offerId}/extra-work`);
  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const customerPage = await customerContext.newPage();
    // The link is behind sign-in: the sign-in page first, then back to the extra work.
    await customerPage.goto(new URL(link).pathname);
    await appStarted(customerPage);
    await signInThroughForm(customerPage, customer.user.email, customer.password ?? '');
    await expect(customerPage).toHaveURL(new URL(link).pathname);
    const line = customerPage.getByTestId('extra-line');
    await expect(line).toContainText('Wiper blades');
    await expect(line).toContainText('The shop’s note: Streaking badly.');
    await line.getByRole('button', { name: `Approve ${lineTotal}` }).click();
    await expect(line).toContainText('Approved');
    await expect(line.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  } finally {
    await customerContext.close();
  }
  const approved = await appointmentOf(page.request, customer.accessToken, requestId);
  expect(approved.attributes.approved_total_cents).toBe(approvedBefore + lineCents);

  // The shop completes at the new total once the appointment has begun: exactly that is captured.
  await clock.set(new Date(new Date(booked.attributes.slot.starts_at).getTime() + 60 * 60_000));
  const done = await page.request.post(`/api/shop/v1/locations/${booked.attributes.location_id}/appointments/${booked.id}/completion`, {
    headers: auth(staff.accessToken),
    data: { finalTotalCents: approvedBefore + lineCents },
  });
  expect(done.status(), await done.text()).toBe(200);
  const completed = await appointmentOf(page.request, customer.accessToken, requestId);
  expect(completed.attributes.status).toBe('completed');
  expect(completed.attributes.payment).toMatchObject({ state: 'captured', captured_cents: approvedBefore + lineCents });
});
