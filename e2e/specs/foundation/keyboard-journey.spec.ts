import type { Locator, Page } from '@playwright/test';
import { auth, CIVIC, savedCard } from '../../fixtures/booking.ts';
import { appStarted, expect, signInThroughForm, test } from '../../fixtures/test.ts';

// The journey by keyboard alone (docs/product/keyboard-and-focus.md): a signed-in person asks for work from the dashboard, compares the
// estimates, books and pays; then the shop's staff mark the job completed — no mouse anywhere. Every step is reached
// with Tab (each page's heading takes focus after a navigation, so Tab starts in the page), groups with the arrow keys.

/** Presses Tab until `target` has focus; answers how many presses it took. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<number> {
  await target.waitFor({ state: 'attached' });
  const visited: string[] = [];
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    // One query for both (the target and the focused element): a field that swaps itself for another as it takes
    // focus (the lazy service search) is never compared half before and half after the swap.
    if ((await target.and(page.locator(':focus')).count()) > 0) return presses;
    visited.push(await focusedDescription(page));
  }
  // What Tab went through, and how the target stood: a failure says whether focus left a dialog or the target was
  // disabled, not only that it was never reached.
  const state = await target.evaluate((element) => `${element.outerHTML.slice(0, 200)}`).catch(() => 'gone');
  throw new Error(`Tab never reached ${target.toString()} in ${most} presses; focus went through: ${visited.join(' → ')}; the target: ${state}`);
}

/** The focused element as a person would name it: its tag, role and accessible name (or value). */
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
    const inDialog = element.closest('[role="dialog"]') ? ' (dialog)' : '';
    return `${element.tagName.toLowerCase()}${name ? ` "${name}"` : ''}${element instanceof HTMLInputElement ? ` =${element.value}` : ''}${inDialog}`;
  });

const focusedName = (page: Page) =>
  page.evaluate(() => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim());

test('a person asks for work, compares, books and pays by keyboard alone; the shop completes the job by keyboard', async ({
  page,
  browser,
  signedInUser,
  createUser,
  clock,
  seriousA11yViolations,
}) => {
  test.setTimeout(150_000);
  const customer = await signedInUser({ firstName: 'Kai' });
  const staff = await createUser({ shopStaffNear: '78701' });
  const vehicle = await page.request.post('/api/v3/owned_vehicles', { headers: auth(customer.accessToken), data: { ...CIVIC, mileage: 98000 } });
  expect(vehicle.status()).toBe(201);
  await savedCard(page.request, customer.accessToken);

  // The dashboard: the skip link first, then the request form — the service search picks with the arrows and Enter.
  await page.goto('/dashboard');
  await appStarted(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const start = page.getByRole('form', { name: 'Request service' });
  // A plain field until it is first focused, when the search (a combobox) takes its place, keeping the focus.
  const search = start.getByLabel('What does your car need?');
  await tabTo(page, search);
  await expect(start.getByRole('combobox', { name: 'What does your car need?' })).toBeFocused();
  await page.keyboard.type('Tire Rotation', { delay: 20 });
  await expect(page.getByRole('option', { name: /^Tire Rotation/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(search).toHaveValue('Tire Rotation');
  await tabTo(page, start.getByLabel('ZIP code'));
  await page.keyboard.type('78701');
  await page.keyboard.press('Enter');

  // Services: the chosen service is there; Continue is a few Tabs away (the popular list is one stop).
  await expect(page).toHaveURL(/\/service-request\/services\/service\?zipcode=78701$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const toContinue = await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  expect(toContinue).toBeLessThanOrEqual(12);
  await page.keyboard.press('Enter');

  // The interview: the radio group takes an answer with the arrow keys.
  await expect(page).toHaveURL(/\/service-request\/interview$/);
  const balance = page.getByRole('radiogroup', { name: 'Would you like the tires balanced at the same time?' });
  await tabTo(page, balance.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(balance.getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Notes (nothing to add), the saved vehicle (chosen), what is due at its mileage, then how to be reached.
  await expect(page).toHaveURL(/\/service-request\/notes\/service$/);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/service-request\/vehicle$/);
  const civic = page.getByRole('radio', { name: /2010 Honda Civic/ });
  await tabTo(page, civic);
  await page.keyboard.press('Space');
  await expect(civic).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/service-request\/(interval-services|notify\/contact)$/);
  if (page.url().endsWith('/interval-services')) {
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/service-request\/notify\/contact$/);
  await tabTo(page, page.getByRole('button', { name: 'Get my estimates' }));
  await page.keyboard.press('Enter');

  // The estimates: sorted by distance with the arrow keys (the new order is announced), the nearest one selected.
  await expect(page).toHaveURL(/\/service-request\/[^/]+\/offer$/);
  const requestId = new URL(page.url()).pathname.split('/')[2] as string;
  await expect(page.getByRole('link', { name: /^Select / }).nth(2)).toBeVisible();
  const sort = page.getByRole('radiogroup', { name: /Sort/ });
  await tabTo(page, sort.getByRole('radio', { checked: true }), 60);
  const distance = sort.getByRole('radio', { name: /Distance/ });
  for (let presses = 0; presses < 4 && !(await distance.isChecked()); presses += 1) await page.keyboard.press('ArrowRight');
  await expect(distance).toBeChecked();
  const select = page.getByRole('link', { name: /^Select / }).first();
  await tabTo(page, select, 80);
  await page.keyboard.press('Enter');

  // A time: the first day's first time is one Tab stop; Enter chooses it. Then no plus, and Book with the saved card.
  await expect(page).toHaveURL(/\/book$/);
  const firstTime = page.getByRole('group').first().getByRole('button').first();
  const toTime = await tabTo(page, firstTime);
  expect(toTime).toBeLessThanOrEqual(15);
  const label = (await firstTime.getAttribute('aria-label')) as string;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Save with plus' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Continue without plus' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: `Book for ${label}` }), 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByRole('region', { name: 'Your appointment' })).toContainText(label);
  expect(await seriousA11yViolations()).toEqual([]);

  // The shop: its staff sign in, open the day's bookings once the job has begun, and mark it completed by keyboard.
  const appointments = await page.request.get(`/api/v3/users/service_requests/${requestId}/appointments`, { headers: auth(customer.accessToken) });
  const [booking] = ((await appointments.json()) as { data: { id: string; attributes: { location_id: string; approved_total_cents: number; slot: { day: string; starts_at: string } } }[] }).data;
  expect(booking).toBeTruthy();
  const shopContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const shop = await shopContext.newPage();
    await shop.goto('/sign-in');
    await appStarted(shop);
    await signInThroughForm(shop, staff.user.email, staff.password ?? '');
    await expect(shop).toHaveURL(/\/shop$/);
    await clock.set(new Date(new Date(booking!.attributes.slot.starts_at).getTime() + 30 * 60_000));
    await shop.goto(`/shop/locations/${booking!.attributes.location_id}/bookings?day=${booking!.attributes.slot.day}`);
    await appStarted(shop);
    const card = shop.getByRole('article', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, Kai,`) });
    const complete = card.getByRole('button', { name: 'Mark completed' });
    await tabTo(shop, complete, 60);
    await shop.keyboard.press('Enter');
    const dialog = shop.getByRole('dialog', { name: 'Mark the job completed' });
    await expect(dialog).toBeVisible();
    expect(await focusedName(shop)).not.toBe('');
    await tabTo(shop, dialog.getByRole('textbox', { name: 'Final total' }));
    await shop.keyboard.press('ControlOrMeta+A');
    await shop.keyboard.type((booking!.attributes.approved_total_cents / 100).toFixed(2));
    // What was typed is what the field holds: the approved total, which the button accepts.
    await expect(dialog.getByRole('textbox', { name: 'Final total' })).toHaveValue(`$${(booking!.attributes.approved_total_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await tabTo(shop, dialog.getByRole('button', { name: 'Charge and complete' }));
    await shop.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(/[Cc]ompleted/);
    // The job's button is gone: focus is on its card, not lost on the page's body.
    await expect(card).toBeFocused();
  } finally {
    await shopContext.close();
  }
});
