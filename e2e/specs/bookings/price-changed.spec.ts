import { auth, freeTimes, savedCard, serviceRequestFor } from '../../fixtures/booking.ts';
import { appStarted, expect, test } from '../../fixtures/test.ts';

// Never charged more than you approved (ADR 044): a shop re-prices its bid while the customer is on the booking
// form; the form shows the new price as was/now at once (the page's offer is live) and books only once the customer
// accepts it; the customer is emailed the new price too.

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the shop re-prices while the customer is on the booking form: the new price is shown, accepted, and that is what is booked and held', async ({
  page,
  createUser,
  signedInUser,
  latestMessage,
}) => {
  const customer = await signedInUser({ firstName: 'Olivia', confirmed: true });
  const { id: requestId } = await serviceRequestFor(page.request, customer.accessToken);
  const cardId = await savedCard(page.request, customer.accessToken);

  // The nearest shop's staff send their own price by hand.
  const staff = await createUser({ firstName: 'Sam', shopStaffNear: '78701' });
  const shopApi = '/api/shop/v1';
  const locations = (await (await page.request.get(`${shopApi}/locations`, { headers: auth(staff.accessToken) })).json()) as { id: string }[];
  const locationId = locations[0]?.id ?? '';
  expect(locationId, 'the staff member’s location').not.toBe('');
  const mine = (await (await page.request.get(`/api/v3/users/service_requests/${requestId}`, { headers: auth(customer.accessToken) })).json()) as {
    data: { attributes: { requested_services: { service_id: string }[] } };
  };
  const lines = (partsCents: number) => mine.data.attributes.requested_services.map((service) => ({ serviceId: service.service_id, laborHours: 1, partsCents, feesCents: 0 }));
  const sent = await page.request.post(`${shopApi}/locations/${locationId}/requests/${requestId}/offers`, { headers: auth(staff.accessToken), data: { lineItems: lines(2_000) } });
  expect(sent.status(), 'POST the bid').toBe(201);
  const bid = (await sent.json()) as { id: string; totalCents: number };

  // The customer opens the booking form for the bid, at its first free time, with the saved card.
  const [slot] = await freeTimes(page.request, customer.accessToken, requestId, bid.id);
  const { day, starts_at: startsAt } = (slot as unknown as { attributes: { day: string; starts_at: string } }).attributes;
  await page.goto(`/service-request/${requestId}/offer/${bid.id}/confirm?day=${day}&time=${encodeURIComponent(startsAt)}&card=${cardId}`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your appointment' })).toBeVisible();
  await expect(page.getByText(`Estimate total: ${dollars(bid.totalCents)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Book for / })).toBeVisible();

  // The shop changes its price while the form is open.
  const changed = await page.request.put(`${shopApi}/locations/${locationId}/offers/${bid.id}`, { headers: auth(staff.accessToken), data: { lineItems: lines(2_000_000) } });
  expect(changed.status(), 'PUT the new price').toBe(200);
  const newTotal = ((await changed.json()) as { totalCents: number }).totalCents;

  // Shown at once, as was and now; the old Book button is gone: nothing is booked at a price not accepted.
  const notice = page.getByRole('alert').filter({ hasText: 'The shop changed this estimate' });
  await expect(notice).toContainText(`The shop changed this estimate: was ${dollars(bid.totalCents)}, now ${dollars(newTotal)}.`);
  await expect(page.getByRole('button', { name: /^Book for / })).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Back to the estimates' })).toBeVisible();

  await notice.getByRole('button', { name: `Accept ${dollars(newTotal)} and book` }).click();
  await expect(page).toHaveURL(`/service-request/${requestId}/offer/${bid.id}/confirmation`);
  const appointments = (await (await page.request.get(`/api/v3/users/service_requests/${requestId}/appointments`, { headers: auth(customer.accessToken) })).json()) as {
    data: { attributes: { approved_total_cents: number; payment: { state: string; amount_cents: number } } }[];
  };
  expect(appointments.data[0]?.attributes).toMatchObject({ approved_total_cents: newTotal });

  // And by email, the new price and the promise.
  const email = await latestMessage(customer.user.email, 'offer-changed');
  expect(email.text).toContain(`it was ${dollars(bid.totalCents)}, it is now ${dollars(newTotal)}`);
});
