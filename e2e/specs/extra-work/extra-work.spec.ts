import type { APIRequestContext } from '@playwright/test';
import { auth, bookedRequest as bookedThroughApi } from '../../fixtures/booking.ts';
import { appStarted, expect, signInThroughForm, test } from '../../fixtures/test.ts';

// The price lock (issue 16 §3): the shop sends an extra line from /shop, the customer approves it on the booking's
// extra-work page (the email's link), the shop completes at the new total, and what is captured is exactly the new
// approved total. Booking and completion go through the API (their pages are the booking pages' own tests).

/** A brake request in 78701 booked at the nearest shop (the test's staff user works there), through the API. */
async function bookedRequest(request: APIRequestContext, accessToken: string) {
  const { id, offer } = await bookedThroughApi(request, accessToken, { nearest: true });
  return { requestId: id, offerId: offer.id };
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
