import { appStarted, expect, test } from '../../fixtures/test.ts';

/** Choosing services (docs/product/requests-and-offers.md, docs/product/errors-and-validation.md): fuzzy search from 2 characters, popular list. */
const SERVICE_PAGE = '/service-request/services/service';

test('the search finds "Brake Pads Replacement" from "brak" in a 300 px box, by keyboard', async ({ page, seriousA11yViolations }) => {
  await page.goto(SERVICE_PAGE);
  await appStarted(page);
  await expect(page).toHaveTitle('What services do you need? | Pitstop');
  const search = page.getByRole('combobox', { name: 'Search services' });

  await search.fill('b');
  await expect(page.getByRole('option')).toHaveCount(0);
  await search.fill('brak');
  const option = page.getByRole('option', { name: /Brake Pads Replacement/ });
  await expect(option).toBeVisible();
  const listbox = page.getByRole('listbox', { name: 'Matching services' });
  const box = await listbox.boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(300 + 16);

  // The best match is highlighted: arrows move, Enter picks.
  await search.press('ArrowDown');
  await search.press('ArrowUp');
  await search.press('Enter');
  await expect(page.getByRole('button', { name: /^Remove Brake/ })).toBeVisible();
  await expect(search).toHaveValue('');
  expect(await seriousA11yViolations()).toEqual([]);
});

test("'Popular Services' chips add and remove services; continuing needs a service, then a served zip", async ({ page, seriousA11yViolations }) => {
  await page.goto(SERVICE_PAGE);
  await appStarted(page);
  await expect(page.getByRole('heading', { name: 'Popular Services' })).toBeVisible();
  const popular = page.getByRole('group', { name: 'Popular Services' });

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose at least one service, or describe the problem.')).toBeVisible();

  await popular.getByText('Oil Change', { exact: true }).click();
  await expect(popular.getByRole('checkbox', { name: 'Oil Change' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Remove Oil Change' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();

  // No zip checked yet: the location step asks it (docs/product/requests-and-offers.md), then the oil change's questions follow.
  await expect(page).toHaveURL(/\/service-request\/location$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Where is your car?' })).toBeVisible();
  const location = page.getByRole('form', { name: 'Service location' });
  await location.getByLabel('ZIP code').fill('78701');
  await location.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/service-request\/interview$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Oil Change' })).toBeVisible();
});

test('by keyboard: the search is a combobox ranking oil services first for "oil"; the popular list is one checkbox group moved by arrows; Continue is a few Tabs away', async ({
  page,
  seriousA11yViolations,
}) => {
  await page.goto(SERVICE_PAGE);
  await appStarted(page);
  const search = page.getByRole('combobox', { name: 'Search services' });
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.focus();
  await page.keyboard.type('oil');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: 'Matching services' });
  await expect(listbox).toHaveAttribute('id', (await search.getAttribute('aria-controls')) ?? 'none');
  const names = await listbox.getByRole('option').allTextContents();
  const coil = names.findIndex((name) => name.startsWith('Ignition Coil'));
  const lastOil = names.reduce((last, name, index) => (/\bOil\b/.test(name) ? index : last), -1);
  expect(names[0]).toMatch(/^Oil Change/);
  if (coil !== -1) expect(coil).toBeGreaterThan(lastOil);
  await page.keyboard.press('Escape');
  await search.fill('');

  // One Tab into the popular services, arrows between them, Space checks.
  const popular = page.getByRole('group', { name: 'Popular Services' });
  const chips = popular.getByRole('checkbox');
  // Mantine draws each chip's checkbox visually hidden under its label: wait for the labels.
  await expect(popular.getByText('Oil Change', { exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(chips.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(chips.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(chips.nth(1)).toBeChecked();
  expect(await seriousA11yViolations()).toEqual([]);

  // From the search to Continue: the chosen service's Remove, the popular group, the advisor, the diagnosis group.
  await search.focus();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  let tabs = 0;
  while (tabs < 40 && !(await continueButton.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  expect(tabs).toBeLessThanOrEqual(6);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/service-request\/location$/);
});

test('home: the service search loads on focus and the picked service starts the request', async ({ page }) => {
  await page.goto('/');
  await appStarted(page);
  const form = page.getByRole('form', { name: 'Get free estimates' });
  const field = form.getByLabel('What does your car need?');
  await field.click();
  await field.pressSequentially('brak');
  await page.getByRole('option', { name: /Brake Pads Replacement/ }).click();
  await expect(form.getByLabel('What does your car need?')).toHaveValue('Brake Pads Replacement');
  await form.getByLabel('ZIP code').fill('78701');
  await form.getByRole('button', { name: 'Compare offers' }).click();
  await expect(page).toHaveURL(/zipcode=78701$/);
  await expect(page.getByRole('button', { name: 'Remove Brake Pads Replacement' })).toBeVisible();
});

test('the service page works at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(SERVICE_PAGE);
  await appStarted(page);
  await expect(page.getByRole('group', { name: 'Popular Services' }).getByText('Oil Change', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
