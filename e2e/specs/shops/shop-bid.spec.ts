import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import { appStarted, expect, noHorizontalScroll, test, uniqueEmail } from '../../fixtures/test.ts';

// The shop portal (docs/product/shops.md): a shop's staff member prices a diagnosis request from /shop — the bid form
// opens prefilled at the shop's rates, so sending it takes a handful of clicks (counted) — then changes and
// withdraws it; the customer is told by email. Inbox, bid and settings pages axe clean and usable at 360 px; the
// settings page saves dollars and percent as the API stores them.

/**
 * A customer's 2011 Subaru Outback and a request in 78701 for a diagnosis and a job only shops can price. The
 * mileage is the test's own, so its card is told from other requests in the inbox.
 */
async function diagnosisRequest(request: APIRequestContext, accessToken: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const mileage = 100_000 + randomBytes(2).readUInt16BE(0);
  const vehicle = await request.post('/api/v3/owned_vehicles', { headers, data: { year: 2011, make: 'Subaru', model: 'Outback', mileage } });
  expect(vehicle.status(), 'POST /api/v3/owned_vehicles').toBe(201);
  const services = (await (await request.get('/api/v3/services')).json()) as { data: { id: string; attributes: { name: string } }[] };
  const idOf = (name: string) => {
    const service = services.data.find((candidate) => candidate.attributes.name === name);
    expect(service, name).toBeTruthy();
    return service?.id;
  };
  const created = await request.post('/api/v3/service_requests', {
    headers,
    data: {
      services: [{ service_id: idOf('Check Engine Light Diagnosis') }, { service_id: idOf('Head Gasket Replacement'), note: 'Coolant keeps dropping.' }],
      owned_vehicle_id: ((await vehicle.json()) as { data: { id: string } }).data.id,
      zipcode: '78701',
      notes: 'White smoke from the exhaust on cold mornings.',
      notification_method: 'email',
      request_form_token: randomBytes(16).toString('hex'),
    },
  });
  expect(created.status(), 'POST /api/v3/service_requests').toBe(201);
  const { data } = (await created.json()) as { data: { id: string; attributes: { instant_price: boolean; offers: unknown[] } } };
  // A head gasket needs a look at the car: no instant price, the shops' bids are the offers.
  expect(data.attributes.instant_price).toBe(false);
  expect(data.attributes.offers).toEqual([]);
  return { requestId: data.id, vehicle: `2011 Subaru Outback · ${mileage.toLocaleString('en-US')} miles` };
}

test('a shop prices a diagnosis request from /shop in a handful of clicks, then changes and withdraws its offer', async ({
  page,
  createUser,
  signedInUser,
  latestMessage,
  seriousA11yViolations,
}) => {
  const customer = await createUser({ email: uniqueEmail('shop-customer'), firstName: 'Casey' });
  const { requestId, vehicle } = await diagnosisRequest(page.request, customer.accessToken);
  await signedInUser({ firstName: 'Sam', shopStaffNear: '78701' });

  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };

  await page.goto('/shop');
  await appStarted(page);
  await expect(page).toHaveTitle('Shop portal | Pitstop');
  const shop = page.getByRole('article').first();
  await expect(shop).toContainText(/\d+\+? open requests?/);
  await click(shop.getByRole('heading', { level: 2 }).getByRole('link'));

  // The inbox: the request as a card, the customer never named.
  await expect(page.getByRole('tab', { name: 'Open', selected: true })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: vehicle });
  await expect(card).toContainText('Check Engine Light Diagnosis, Head Gasket Replacement');
  await expect(card).toContainText(/miles away · 78701 · /);
  await expect(page.getByText('Casey')).toHaveCount(0);
  expect(await seriousA11yViolations()).toEqual([]);
  await click(card.getByRole('link', { name: 'Check Engine Light Diagnosis, Head Gasket Replacement' }));

  // The request in full and the offer form, already filled in at the shop's rates.
  await expect(page).toHaveURL(new RegExp(`/shop/locations/[^/]+/requests/${requestId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Check Engine Light Diagnosis, Head Gasket Replacement' })).toBeVisible();
  await expect(page.getByText('White smoke from the exhaust on cold mornings.')).toBeVisible();
  await expect(page.getByText('Note: Coolant keeps dropping.')).toBeVisible();
  const gasket = page.getByRole('group', { name: 'Head Gasket Replacement' });
  await expect(gasket.getByLabel('Labor hours')).not.toHaveValue('');
  await expect(gasket.getByLabel('Labor hours')).not.toHaveValue('0');
  const total = page.getByRole('row', { name: /The customer pays/ });
  await expect(total).toContainText(/\$[\d,]+\.\d\d/);
  const shownTotal = (await total.textContent())?.match(/\$[\d,]+\.\d\d/)?.[0];
  expect(await seriousA11yViolations()).toEqual([]);

  await click(page.getByRole('button', { name: 'Send offer' }));
  await expect(page.getByRole('alert').filter({ hasText: 'Your offer was sent.' })).toBeVisible();
  // What the form showed is what the server priced.
  await expect(page.getByText(`You offered ${shownTotal}.`)).toBeVisible();
  test.info().annotations.push({ type: 'clicks from /shop to a sent offer', description: String(clicks) });
  expect(clicks, 'clicks from /shop to a sent offer').toBeLessThanOrEqual(5);

  // The customer is told by email, with the link to their offers.
  const email = await latestMessage(customer.user.email, 'new-offer');
  expect(email.subject).toContain(shownTotal);
  expect(email.text).toContain(`/service-request/${requestId}/offer`);

  // Change it: one more hour on the head gasket, the new total shown before saving.
  await page.getByRole('button', { name: 'Change offer' }).click();
  const hours = page.getByRole('group', { name: 'Head Gasket Replacement' }).getByLabel('Labor hours');
  const before = Number(await hours.inputValue());
  await hours.fill(String(before + 1));
  await expect(total).not.toContainText(shownTotal ?? '');
  const changedTotal = (await total.textContent())?.match(/\$[\d,]+\.\d\d/)?.[0];
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your offer was changed.' })).toBeVisible();
  await expect(page.getByText(`You offered ${changedTotal}.`)).toBeVisible();

  // At 360 px the request and its offer still fit.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: 'Withdraw offer' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);

  // Withdraw it: the form comes back for a new offer.
  await page.getByRole('button', { name: 'Withdraw offer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw your offer?' });
  await confirm.getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your offer was withdrawn.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send offer' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('the inbox and the bid form work at 360 px', async ({ page, createUser, signedInUser, seriousA11yViolations }) => {
  const customer = await createUser({ email: uniqueEmail('shop-customer') });
  const { requestId, vehicle } = await diagnosisRequest(page.request, customer.accessToken);
  await signedInUser({ shopStaffNear: '78701' });
  await page.setViewportSize({ width: 360, height: 740 });

  await page.goto('/shop');
  await appStarted(page);
  await page.getByRole('article').first().getByRole('heading', { level: 2 }).getByRole('link').click();
  const card = page.getByRole('article').filter({ hasText: vehicle });
  await expect(card).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);

  await page.goto(`${new URL(page.url()).pathname}/requests/${requestId}`);
  await appStarted(page);
  await expect(page.getByRole('button', { name: 'Send offer' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);
});

test('a shop changes its prices and hours on the settings page, at 360 px', async ({ page, signedInUser, seriousA11yViolations }) => {
  await signedInUser({ shopStaffNear: '78702' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/shop');
  await appStarted(page);
  const shop = page.getByRole('article').first();
  await shop.getByRole('link', { name: /^Settings and prices of / }).click();
  const form = page.getByRole('form', { name: /^Settings of / });
  await expect(form.getByLabel('Labor rate')).toHaveValue(/^\$\d/);
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);

  await form.getByLabel('Labor rate').fill('149.50');
  await form.getByLabel('Sales tax on parts').fill('8.25');
  await form.getByRole('switch', { name: 'Sunday: closed' }).uncheck();
  await form.getByLabel('Sunday opens').fill('10:00');
  await form.getByLabel('Sunday closes').fill('15:00');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Settings saved.' })).toBeVisible();

  // Read back from the server after a reload: stored in cents and basis points, shown in dollars and percent.
  await page.reload();
  await appStarted(page);
  await expect(form.getByLabel('Labor rate')).toHaveValue('$149.5');
  await expect(form.getByLabel('Sales tax on parts')).toHaveValue('8.25 %');
  await expect(form.getByLabel('Sunday closes')).toHaveValue('15:00');
});

test('someone who works at no shop is told so on /shop', async ({ page, signedInUser }) => {
  await signedInUser();
  await page.goto('/shop');
  await appStarted(page);
  await expect(page.getByText('Your account is not linked to a shop yet.')).toBeVisible();
});
