import type { Page } from '@playwright/test';
import { appStarted, expect, noHorizontalScroll, test, uniqueEmail } from '../../fixtures/test.ts';

/**
 * The public information, legal and partner pages (spec 000 §2, 001 §2; docs/product/public-pages.md, ADR 069): each
 * answers 200 from the server with its one h1, fits 360 px and passes the scan; an unknown single segment is the 404
 * page with 404; a shop applies end to end. The brand slug of the e2e server is the default, `pitstop`.
 */
const PAGES: { path: string; title: string; h1: string }[] = [
  { path: '/automotive-service-professionals', title: 'For auto repair shops', h1: 'Grow your shop with Pitstop' },
  { path: '/automotive-service-professionals/apply', title: 'Apply as a shop', h1: 'Apply as a shop' },
  { path: '/asp-faq', title: 'Questions from shops', h1: 'Questions from shops' },
  { path: '/pitstop-faq', title: 'Pitstop FAQ', h1: 'Pitstop FAQ' },
  { path: '/pitstop-plus-faq', title: 'Pitstop Plus FAQ', h1: 'Pitstop Plus FAQ' },
  { path: '/trust-and-saftey', title: 'Trust and safety', h1: 'Trust and safety' },
  { path: '/tos', title: 'Terms of service', h1: 'Terms of service' },
  { path: '/copyright', title: 'Copyright', h1: 'Copyright' },
  { path: '/privacy-policy', title: 'Privacy policy', h1: 'Privacy policy' },
  { path: '/peace-of-mind', title: 'Peace of mind', h1: 'Peace of mind, from estimate to pickup' },
  { path: '/partner-with-pitstop', title: 'Partner with Pitstop', h1: 'Partner with Pitstop' },
  { path: '/pitstopplus', title: 'Pitstop Plus', h1: 'Pitstop Plus' },
];

/** The page's HTML as the server sends it (what a crawler reads): its status and its h1s. */
async function served(page: Page, path: string) {
  const reply = await page.request.get(path);
  const html = await reply.text();
  return { status: reply.status(), h1s: [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]) };
}

for (const { path, title, h1 } of PAGES) {
  test(`${path} answers 200 with its one h1, fits 360 px and passes the scan`, async ({ page, consoleErrors, seriousA11yViolations }) => {
    expect(await served(page, path)).toEqual({ status: 200, h1s: [h1] });

    await page.setViewportSize({ width: 360, height: 740 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await appStarted(page);
    await expect(page).toHaveTitle(`${title} | Pitstop`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('the plus pages read the membership’s own data: the FAQ rows and the brand plan’s prices', async ({ page }) => {
  await page.goto('/pitstop-plus-faq');
  // The first of the demo FAQ rows (GET content/faq serves the same as the members' my-subscriptions/faq).
  await expect(page.getByRole('heading', { level: 2, name: 'What is Pitstop Plus?' })).toBeVisible();
  await page.goto('/pitstopplus');
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans).toContainText('$59.99');
  await expect(plans).toContainText('$99.99');
  await page.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL('/plus/plus/standard');
});

test('an unknown single segment, and another brand’s page, answer the 404 page with 404', async ({ page }) => {
  for (const path of ['/no-such-page', '/acme-faq', '/Pitstop-faq']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle('Page not found | Pitstop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  }
});

test('a shop applies: the spec’s messages for bad input, then the thank-you, and the application is kept', async ({ page, latestMessage, seriousA11yViolations }) => {
  const email = uniqueEmail('shop-apply');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/automotive-service-professionals');
  await appStarted(page);
  await page.getByRole('main').getByRole('link', { name: 'Apply to join' }).click();
  await expect(page).toHaveURL('/automotive-service-professionals/apply');

  const form = page.getByRole('form', { name: 'Shop application' });
  await form.getByLabel(/Email/).fill('owner@ridgeline');
  await form.getByLabel(/Phone number/).fill('512555');
  await form.getByRole('button', { name: 'Send application' }).click();
  for (const message of ['Shop name is required.', 'Email is invalid.', 'Invalid phone number.', 'Choose at least one service the shop offers.', 'First name is required.']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  expect(await seriousA11yViolations()).toEqual([]);

  await form.getByLabel(/Shop name/).fill('Ridgeline Auto Care');
  await form.getByLabel(/Address line 1/).fill('4100 Burnet Rd');
  await form.getByLabel(/^City/).fill('Austin');
  await form.getByLabel(/^State/).fill('TX');
  await form.getByLabel(/Zip code/).fill('78756');
  await form.getByRole('checkbox', { name: 'Repair and maintenance' }).check();
  await form.getByLabel(/Service bays/).fill('4');
  await form.getByLabel(/First name/).fill('Dana');
  await form.getByLabel(/Last name/).fill('Ortiz');
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Phone number/).fill('5125550142');
  await form.getByRole('button', { name: 'Send application' }).click();

  await expect(page.getByRole('status')).toContainText(`We have the application of Ridgeline Auto Care. Our team will contact Dana at ${email} about joining Pitstop.`);
  await expect(form).toBeHidden();
  expect(await noHorizontalScroll(page)).toBe(true);

  // Kept: the operations mailbox has it (written in the application's transaction), and the same email is refused today.
  const mail = await latestMessage('support@pitstop.local', 'shop-application');
  expect(mail.text).toContain(email.replace(/\.(?=[a-z])/g, '[.]'));
  const again = await page.request.post('/api/v3/shop_applications', {
    data: {
      shop_name: 'Ridgeline Two',
      contact_first_name: 'Dana',
      contact_last_name: 'Ortiz',
      email,
      phone: '5125550142',
      address_line1: '1 Main St',
      address_city: 'Austin',
      address_state: 'TX',
      address_zipcode: '78701',
      services: ['service'],
      bays: 2,
    },
  });
  expect(again.status()).toBe(409);
});

test('what a shop types, ticks and sends before the form’s code has arrived is kept and sent once it has (ADR 074)', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('shop-apply-early');
  // The form's code is held back until the person has typed and pressed "Send application" in the server's HTML.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const formCode: string[] = [];
  await page.route(/\/assets\/shop-application-form-[\w-]+\.js$/, async (route) => {
    formCode.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto('/automotive-service-professionals/apply');
  await appStarted(page);
  expect(formCode).toHaveLength(1);

  const form = page.getByRole('form', { name: 'Shop application' });
  await form.getByLabel(/Shop name/).pressSequentially('Early Bird Auto');
  await form.getByLabel(/Address line 1/).fill('500 Congress Ave');
  await form.getByLabel(/^City/).fill('Austin');
  await form.getByLabel(/^State/).fill('TX');
  await form.getByLabel(/Zip code/).fill('78701');
  await form.getByRole('checkbox', { name: 'Collision repair' }).check();
  await form.getByLabel(/Service bays/).fill('3');
  await form.getByLabel(/First name/).fill('Robin');
  await form.getByLabel(/Last name/).fill('Hale');
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Phone number/).pressSequentially('5125550199');
  await form.getByRole('button', { name: 'Send application' }).click();

  release();
  await expect(page.getByRole('status')).toContainText(`We have the application of Early Bird Auto. Our team will contact Robin at ${email} about joining Pitstop.`);
  // The submit was held and made by the form, not sent by the browser as a page load of its own.
  expect(formCode).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
