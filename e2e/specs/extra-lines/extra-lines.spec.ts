import type { APIRequestContext } from '@playwright/test';
import { auth, bookedRequest as bookedThroughApi } from '../../fixtures/booking.ts';
import { scanSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { appStarted, expect, signInThroughForm, test } from '../../fixtures/test.ts';

// The price lock (docs/product/booking-and-payments.md) and the money shown as it is (docs/product/money-and-shop-bookings.md): the shop sends extra lines from
// /shop for a booking the page names, the customer follows the email's link to the booking page and approves one
// and declines the other there (the page then says what is held, the approved line included), the shop completes
// under the new total, and the receipt — on the page and by email — lists the lines and totals. Booking and
// completion go through the API (their pages are the booking pages' own tests).

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

test('the shop sends extra lines for a named booking; the customer approves one and declines one on the booking page, which says what is held; the receipt, on the page and by email', async ({
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
  // The page names its booking: the time, the customer's first name, the car, the services.
  const bookingFor = page.getByRole('region', { name: /^For the booking of / });
  await expect(bookingFor).toContainText(/Olivia · 2010 Honda Civic · Brake Pads Replacement/);
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

  // A second line, sent through the API: the customer declines this one.
  const second = await page.request.post(`/api/shop/v1/locations/${booked.attributes.location_id}/appointments/${booked.id}/extra_lines`, {
    headers: auth(staff.accessToken),
    data: { lineItems: [{ serviceName: 'Cabin air filter', laborHours: 0.5, partsCents: 2_500, feesCents: 0 }] },
  });
  expect(second.status(), await second.text()).toBe(201);
  const declinedCents = ((await second.json()) as { lines: { totalCents: number }[] }).lines[0]!.totalCents;
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  // The customer: the email's link, signed in, then the booking page, where each line is answered.
  const email = await latestMessage(customer.user.email, 'extra-work');
  const link = email.text.match(/https?:\/\/\S+\/extra-work/)?.[0] ?? '';
  expect(new URL(link).pathname).toBe(`/service-request/${requestId}/offer/${offerId}/extra-work`);
  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const final = approvedBefore + lineCents - 500;
  try {
    const customerPage = await customerContext.newPage();
    // The link is behind sign-in: the sign-in page first, then back to the extra work.
    await customerPage.goto(new URL(link).pathname);
    await appStarted(customerPage);
    await signInThroughForm(customerPage, customer.user.email, customer.password ?? '');
    await expect(customerPage).toHaveURL(new URL(link).pathname);
    await expect(customerPage.getByTestId('extra-line').first()).toContainText('Wiper blades');
    expect(await scanSeriousA11yViolations(customerPage)).toEqual([]);
    await customerPage.getByRole('link', { name: 'See your booking' }).click();
    await expect(customerPage).toHaveURL(`/service-request/${requestId}/offer/${offerId}/confirmation`);
    const money = customerPage.getByRole('table', { name: 'What you pay' });
    await expect(money.getByRole('row', { name: /Held on your card now/ })).toContainText(dollars(approvedBefore));

    const wipers = customerPage.getByTestId('extra-line').filter({ hasText: 'Wiper blades' });
    await expect(wipers).toContainText('The shop’s note: Streaking badly.');
    await wipers.getByRole('button', { name: `Approve ${lineTotal} for Wiper blades` }).click();
    await expect(wipers).toContainText('Approved');
    await expect(wipers.getByRole('button', { name: /Approve/ })).toHaveCount(0);
    await customerPage.getByRole('button', { name: 'Decline Cabin air filter' }).click();
    await expect(customerPage.getByTestId('extra-line').filter({ hasText: 'Cabin air filter' })).toContainText('Declined');

    // The booking page now says what is held, the approved line included; the declined one adds nothing.
    await expect(money.getByRole('row', { name: /Held on your card now/ })).toContainText(dollars(approvedBefore + lineCents));
    await expect(money.getByRole('row', { name: /Wiper blades/ })).toContainText('Extra work, approved');
    await expect(money.getByRole('row', { name: /Cabin air filter/ })).toContainText('Declined, not charged');
    await expect(money.getByRole('row', { name: /Approved total/ })).toContainText(dollars(approvedBefore + lineCents));
    await expect(customerPage.getByText(/is held on your card/)).toContainText(dollars(approvedBefore + lineCents));

    const approved = await appointmentOf(page.request, customer.accessToken, requestId);
    expect(approved.attributes.approved_total_cents).toBe(approvedBefore + lineCents);

    // The shop completes $5.00 under the new total once the appointment has begun: exactly that is captured.
    await clock.set(new Date(new Date(booked.attributes.slot.starts_at).getTime() + 60 * 60_000));
    const done = await page.request.post(`/api/shop/v1/locations/${booked.attributes.location_id}/appointments/${booked.id}/completion`, {
      headers: auth(staff.accessToken),
      data: { finalTotalCents: final },
    });
    expect(done.status(), await done.text()).toBe(200);
    const completed = await appointmentOf(page.request, customer.accessToken, requestId);
    expect(completed.attributes.status).toBe('completed');
    expect(completed.attributes.payment).toMatchObject({ state: 'captured', captured_cents: final });

    // The receipt page: the estimate, each extra line (the declined one not charged), approved and charged totals.
    await customerPage.goto(`/service-request/${requestId}/offer/${offerId}/completed`);
    await appStarted(customerPage);
    const receipt = customerPage.getByRole('table', { name: 'Receipt lines' });
    await expect(receipt.getByRole('row', { name: /Brake Pads Replacement/ })).toBeVisible();
    await expect(receipt.getByRole('row', { name: /Wiper blades/ })).toContainText(lineTotal);
    await expect(receipt.getByRole('row', { name: /Cabin air filter/ })).toContainText(`Declined, not charged${dollars(declinedCents)}`);
    await expect(receipt.getByRole('row', { name: /Approved total/ })).toContainText(dollars(approvedBefore + lineCents));
    await expect(receipt.getByRole('row', { name: /^Charged/ })).toContainText(`Charged to your Visa ending in 4242${dollars(final)}`);
    expect(await scanSeriousA11yViolations(customerPage)).toEqual([]);
  } finally {
    await customerContext.close();
  }

  // The Service Completed email says the same: the lines, the totals, the card and the receipt's link.
  const receiptEmail = await latestMessage(customer.user.email, 'service-completed');
  expect(receiptEmail.subject).toContain(`Service Completed: ${dollars(final)} charged`);
  expect(receiptEmail.text).toContain(`Wiper blades (Extra work, approved): ${lineTotal}`);
  expect(receiptEmail.text).toContain(`Cabin air filter (Declined, not charged): ${dollars(declinedCents)}`);
  expect(receiptEmail.text).toContain(`Approved total: ${dollars(approvedBefore + lineCents)}`);
  expect(receiptEmail.text).toContain(`Charged: ${dollars(final)} to your Visa ending in 4242`);
  expect(receiptEmail.text).toContain(`/service-request/${requestId}/offer/${offerId}/completed`);
});
