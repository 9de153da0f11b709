import type { Page } from '@playwright/test';
import { appStarted, expect, test } from '../../fixtures/test.ts';

/**
 * Zip search and the coverage gap (docs/product/locations.md): served zips continue, others open Bummer with nearby zips, notify me and suggest a shop.
 * Demo markets: 78701 is Austin (served); 76701 (Waco) and 82001 (Cheyenne) are not, with served zips nearby.
 */
async function openHome(page: Page) {
  await page.goto('/');
  await appStarted(page);
  return page.getByRole('form', { name: 'Get free estimates' });
}

async function submitZip(page: Page, zipcode: string) {
  const form = await openHome(page);
  await form.getByLabel('ZIP code').fill(zipcode);
  await form.getByRole('button', { name: 'Compare offers' }).click();
  return form;
}

test('an in-market zip continues to the service step with the zip', async ({ page }) => {
  await submitZip(page, '78701');
  await expect(page).toHaveURL(/\/service-request\/services\/service\?zipcode=78701$/);
  await expect(page).toHaveTitle('What services do you need? | Pitstop');
  await expect(page.getByText('Near 78701')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('frontend_vo') ?? '{}').state?.onrampCart?.zipcode)).toBe('78701');
});

test('an out-of-market zip is cleared and Bummer offers nearby zips; a nearby zip continues', async ({ page, seriousA11yViolations }) => {
  const form = await submitZip(page, '76701');
  const dialog = page.getByRole('dialog', { name: 'Bummer' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Pitstop isn't available in your location yet.");
  await expect(form.getByLabel('ZIP code')).toHaveValue('');

  const nearby = dialog.getByRole('button', { name: /^\d{5} · / });
  await expect(nearby.first()).toBeVisible();
  const count = await nearby.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  expect(await seriousA11yViolations()).toEqual([]);

  const first = ((await nearby.first().textContent()) ?? '').slice(0, 5);
  await nearby.first().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/service-request/services/service\\?zipcode=${first}$`));
});

test('notify me: success, then the already-requested warning for the same email', async ({ page }) => {
  const email = `notify-${Date.now()}@example.com`;
  for (const expected of [
    `We will notify you at ${email} when nearby shops join Pitstop.`,
    'You’ve already requested Pitstop service coverage notifications.',
  ]) {
    await submitZip(page, '82001');
    const dialog = page.getByRole('dialog', { name: 'Bummer' });
    const notify = dialog.getByRole('form', { name: 'Notify me' });
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await expect(notify.getByText('First name is required.')).toBeVisible();
    await notify.getByLabel('First name').fill('Ada');
    await notify.getByLabel('Last name').fill('Lovelace');
    await notify.getByLabel('Email').fill(email);
    // The messages go once the fields are checked again (after the typing pause), as a user sees it.
    await expect(notify.getByText('Email is invalid.')).toBeHidden();
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await expect(dialog.getByText(expected)).toBeVisible();
  }
});

test('suggest a shop: submit stays disabled until valid, then the thank-you text', async ({ page, seriousA11yViolations }) => {
  await submitZip(page, '82001');
  const dialog = page.getByRole('dialog', { name: 'Bummer' });
  const suggest = dialog.getByRole('form', { name: 'Suggest a shop' });
  const submit = suggest.getByRole('button', { name: 'Suggest this shop' });
  await expect(submit).toBeDisabled();

  await suggest.getByLabel('Shop name').fill('Frontier Auto Care');
  await suggest.getByLabel('City and state').click();
  await suggest.getByLabel('Shop phone (optional)').click();
  await expect(suggest.getByText('Shop city and state is required.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await suggest.getByLabel('City and state').fill('Cheyenne, WY');
  await suggest.getByLabel('Shop phone (optional)').fill('307555');
  await suggest.getByLabel('Shop email (optional)').click();
  await expect(suggest.getByText('Invalid phone number.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await suggest.getByLabel('Shop phone (optional)').fill('3075550142');
  await expect(suggest.getByLabel('Shop phone (optional)')).toHaveValue('(307) 555-0142');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(
    dialog.getByText('Thank you for suggesting Frontier Auto Care! A Pitstop representative will contact the shop.'),
  ).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
});

test('the Bummer modal works at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await submitZip(page, '76701');
  const dialog = page.getByRole('dialog', { name: 'Bummer' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
