import { randomBytes } from 'node:crypto';
import { auth, bookedRequest } from '../../fixtures/booking.ts';
import { expect, test, uniqueEmail } from '../../fixtures/test.ts';

// The shop marks a no-show (ADR 046; docs/product/booking-limits.md): once the appointment's time has begun, the
// day view of /shop offers "Mark no-show" on the booking; asked to confirm, the shop marks it, the card shows
// No-show, the request is open again and the customer is emailed.

test('the shop marks a no-show from its day view once the time has begun; the customer is emailed', async ({
  page,
  createUser,
  signedInUser,
  latestMessage,
  seriousA11yViolations,
  clock,
}) => {
  // A first name of this test's own: the shop's day may hold other tests' bookings at the same time.
  const firstName = `Noor${Array.from(randomBytes(4), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
  const customer = await createUser({ email: uniqueEmail('no-show'), firstName, confirmed: true });
  const { id } = await bookedRequest(page.request, customer.accessToken, { nearest: true });
  const appointments = await page.request.get(`/api/v3/users/service_requests/${id}/appointments`, { headers: auth(customer.accessToken) });
  const [booking] = ((await appointments.json()) as { data: { id: string; attributes: { location_id: string; slot: { starts_at: string; day: string } } }[] }).data;
  const startsAt = new Date(booking!.attributes.slot.starts_at);
  await signedInUser({ shopStaffNear: '78701' });

  // Ten minutes after the start, for the marketplace and for the browser.
  const begun = new Date(startsAt.getTime() + 10 * 60_000);
  await clock.set(begun);
  await page.clock.setFixedTime(begun);
  await page.goto(`/shop/locations/${booking!.attributes.location_id}/bookings?day=${booking!.attributes.slot.day}`);
  const card = page.getByRole('article', { name: new RegExp(firstName) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Booked')).toBeVisible();

  await card.getByRole('button', { name: 'Mark no-show' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as a no-show?' });
  await expect(dialog).toContainText('the hold on their card is released');
  expect(await seriousA11yViolations()).toEqual([]);
  await dialog.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Marked as a no-show. The customer was emailed.')).toBeVisible();
  await expect(card.getByText('No-show')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark no-show' })).toHaveCount(0);

  // The request is open again with its estimates; the customer was told.
  const request = await page.request.get(`/api/v3/users/service_requests/${id}`, { headers: auth(customer.accessToken) });
  expect(((await request.json()) as { data: { attributes: { status: string } } }).data.attributes.status).toBe('open');
  const email = await latestMessage(customer.user.email, 'booking-no-show');
  expect(email.subject).toContain('We missed you at your appointment');
});
