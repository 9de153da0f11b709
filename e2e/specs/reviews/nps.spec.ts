import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { formatCents } from '@pitstop/contracts';
import { auth, bookedRequest as bookedThroughApi } from '../../fixtures/booking.ts';
import { appStarted, expect, noHorizontalScroll, signInThroughForm, test, uniqueEmail } from '../../fixtures/test.ts';

// The satisfaction link (docs/product/booking-and-payments.md, docs/product/errors-and-validation.md, ADR 034): the shop marks the job completed through
// its API, the customer is emailed /service-request/nps/{token}, opens it signed out, answers it once (by keyboard,
// axe clean, 360 px), and the second visit shows the thanks again (ADR 042); an unknown link is the 404 page.
// Signed in, the customer sees Service Completed with the receipt.

/** A brake request in 78701 booked at the nearest shop's first free time with a 4242 card, through the API. */
async function bookedRequest(request: APIRequestContext, accessToken: string) {
  const { id, offer } = await bookedThroughApi(request, accessToken, { nearest: true });
  const appointments = await request.get(`/api/v3/users/service_requests/${id}/appointments`, { headers: auth(accessToken) });
  const [booking] = ((await appointments.json()) as { data: { id: string; attributes: { location_id: string; approved_total_cents: number; slot: { starts_at: string } } }[] }).data;
  return { id, offerId: offer.id, shopName: offer.location.name, booking: booking! };
}

test('the shop completes the job; the emailed satisfaction link is answered once, signed out, and then thanks again', async ({
  page,
  createUser,
  latestMessage,
  seriousA11yViolations,
  clock,
}) => {
  const customer = await createUser({ email: uniqueEmail('nps'), firstName: 'Nina' });
  // Staff of the shop nearest 78701, the one booked.
  const staff = await createUser({ shopStaffNear: '78701' });
  const { id, offerId, shopName, booking } = await bookedRequest(page.request, customer.accessToken);

  // The appointment has begun (the marketplace clock moved past its start): the shop marks it completed.
  await clock.set(new Date(new Date(booking.attributes.slot.starts_at).getTime() + 60 * 60_000));
  const completed = await page.request.post(`/api/shop/v1/locations/${booking.attributes.location_id}/appointments/${booking.id}/completion`, {
    headers: auth(staff.accessToken),
    data: { finalTotalCents: booking.attributes.approved_total_cents },
  });
  expect(completed.status(), 'the shop completes the job').toBe(200);
  await clock.reset();

  const email = await latestMessage(customer.user.email, 'nps-survey');
  const link = /\/service-request\/nps\/[A-Za-z0-9_-]+/.exec(email.text)?.[0];
  expect(link, 'the satisfaction link in the email').toBeTruthy();

  // Opened from the email, signed out, on a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(link!);
  await appStarted(page);
  await expect(page).toHaveTitle('Rate your service | Pitstop');
  await expect(page.getByRole('heading', { level: 1, name: 'Rate your service' })).toBeVisible();
  await expect(page.getByText(`${shopName} completed the work on your 2010 Honda Civic`)).toBeVisible();
  await expect(page.getByText('Brake Pads Replacement')).toBeVisible();
  // Not part of the onramp: no step bar.
  await expect(page.getByRole('navigation', { name: 'Service request progress' })).toHaveCount(0);
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);

  // By keyboard: into the score group, arrows to 9, Tab to the comment, then to the button.
  await page.getByRole('radio', { name: '0', exact: true }).focus();
  for (let step = 0; step < 9; step += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '9', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Anything you would like to tell us/)).toBeFocused();
  await page.keyboard.type('Done on time, fair price.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send my rating' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  // The second visit: the thanks again, no form, not the 404 page.
  await page.goto(link!);
  await appStarted(page);
  await expect(page).toHaveURL(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText(`You rated your service at ${shopName} on `)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my rating' })).toHaveCount(0);
  expect(await seriousA11yViolations()).toEqual([]);

  // An unknown link: the 404 page as well.
  await page.goto(`/service-request/nps/${randomBytes(24).toString('base64url')}`);
  await appStarted(page);
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // Signed in, the customer's Service Completed page: the receipt, charged in full to the 4242 card.
  await page.goto(`/service-request/${id}/offer/${offerId}/completed`);
  await appStarted(page);
  await signInThroughForm(page, customer.user.email, customer.password!);
  await expect(page).toHaveURL(`/service-request/${id}/offer/${offerId}/completed`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Completed' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByRole('row', { name: /^Charged/ })).toContainText(`Charged to your Visa ending in 4242${formatCents(booking.attributes.approved_total_cents)}`);
  expect(await noHorizontalScroll(page)).toBe(true);
});
