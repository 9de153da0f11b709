import type { Page } from '@playwright/test';
import { appStarted, expect, test } from '../../fixtures/test.ts';

// The add-vehicle flows (docs/product/vehicles.md), /profile/vehicle, and the vin link.

async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await expect(input).toBeEnabled();
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a signed-in user adds a vehicle through the steps; it is on the account, editable and deletable', async ({ page, signedInUser, seriousA11yViolations }) => {
  // A step whose earlier answers are missing is redirected by the server, before anything is rendered.
  const early = await page.request.get('/service-request/vehicles/vehicle/add/mileage?year=2020', { maxRedirects: 0 });
  expect(early.status()).toBe(302);
  expect(early.headers().location).toBe('/service-request/vehicles/vehicle/add/make?year=2020');

  await signedInUser({ firstName: 'Vera' });
  await page.goto('/service-request/vehicles/vehicle/add');
  await expect(page).toHaveURL(/\/add\/make$/);
  await expect(page.getByRole('heading', { level: 1, name: "What's the year and make of your vehicle?" })).toBeVisible();
  await expect(page).toHaveTitle('Add a vehicle: Year and make | Pitstop');
  expect(await seriousA11yViolations()).toEqual([]);

  const year = page.getByRole('combobox', { name: 'Year', exact: true });
  await expect(year).toBeEnabled();
  await year.click();
  await expect(page.getByRole('option')).toHaveCount(20);
  await page.getByRole('option', { name: '2020', exact: true }).click();
  await choose(page, 'Make', 'Honda');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Which Honda model is it?' })).toBeVisible();
  await choose(page, 'Model', 'Civic');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Which trim is it?' })).toBeVisible();
  await choose(page, 'Trim', 'EX');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Is this your vehicle?' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByRole('button', { name: 'Yes, continue' }).click();

  await expect(page.getByRole('heading', { name: "What's the mileage?" })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mileage' }).fill('45000');
  await page.getByRole('button', { name: 'Add vehicle' }).click();

  // Saved to the account; the request's vehicle step needs its services first (docs/product/requests-and-offers.md): the onramp starts there.
  await expect(page).toHaveURL(/\/service-request\/services\/service$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your 2020 Honda Civic was added to your vehicles.' })).toBeVisible();

  await page.goto('/profile/vehicle');
  await expect(page).toHaveTitle('Vehicles | Pitstop');
  const card = page.getByRole('article', { name: '2020 Honda Civic EX' });
  await expect(card).toContainText('45,000 miles');
  expect(await seriousA11yViolations()).toEqual([]);

  await card.getByRole('button', { name: 'Edit mileage of your 2020 Honda Civic EX' }).click();
  await card.getByRole('textbox', { name: 'Mileage' }).fill('46500');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('46,500 miles');

  await card.getByRole('button', { name: 'Delete your 2020 Honda Civic EX' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this vehicle?' });
  await expect(confirm).toContainText('Your 2020 Honda Civic EX will be removed from your account.');
  await confirm.getByRole('button', { name: 'Delete vehicle' }).click();
  await expect(page.getByText('You have no vehicles yet.')).toBeVisible();
});

test('a vin link preselects the vehicle and asks only the mileage', async ({ page, signedInUser, seriousA11yViolations }) => {
  await page.goto('/service-request/vehicles/vehicle/add?vin=2HGFC2F59LH500000');
  // The first decode opens the vPIC database (1–3 s).
  await expect(page.getByRole('heading', { name: "What's the mileage?" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('2020 Honda Civic LX')).toBeVisible();
  await expect(page.getByText('VIN 2HGFC2F59LH500000')).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  // A guest: kept on this device, saved after sign-up.
  await appStarted(page);
  await page.getByRole('textbox', { name: 'Mileage' }).fill('30000');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page).toHaveURL(/\/service-request\/services\/service$/);
  await expect(page.getByText('We’ll save your 2020 Honda Civic to your account when you sign up.')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('frontend_vo') ?? '{}').state?.onrampCart?.vehicleToCreate);
  expect(stored).toMatchObject({ id: null, year: 2020, make: 'Honda', model: 'Civic', subModel: 'LX', vin: '2HGFC2F59LH500000', mileage: 30000 });

  // Once signed in, the kept vehicle is saved to the account (as the page promised).
  await signedInUser({ firstName: 'Vera' });
  await page.goto('/profile/vehicle');
  await expect(page.getByRole('article', { name: '2020 Honda Civic LX' })).toContainText('VIN 2HGFC2F59LH500000');
  await expect(page.getByRole('article', { name: '2020 Honda Civic LX' })).toContainText('30,000 miles');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('the appointment flow asks the engine; the add steps work at 360 px', async ({ page, seriousA11yViolations }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/book-appointment/vehicles/vehicle/add/trim?year=2020&make=Honda&model=Civic');
  await expect(page.getByText('Add a vehicle · Step 3 of 6')).toBeVisible();
  await choose(page, 'Trim', 'EX');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Which engine does it have?' })).toBeVisible();
  await choose(page, 'Engine', '2.0L I4');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('list', { name: 'Your vehicle' })).toContainText('2.0L I4');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousA11yViolations()).toEqual([]);
});

test('by keyboard: "Toy" then Enter in Make is Toyota, and a 2016 Camry offers its grades, not only the Hybrid', async ({ page }) => {
  await page.goto('/service-request/vehicles/vehicle/add/make');
  await appStarted(page);
  const year = page.getByRole('combobox', { name: 'Year', exact: true });
  await expect(year).toBeEnabled();
  await year.click();
  await page.getByRole('option', { name: '2016', exact: true }).click();

  // Each list by typing and Enter alone.
  const typeAndEnter = async (label: string, typed: string, chosen: string) => {
    const field = page.getByRole('combobox', { name: label, exact: true });
    await expect(field).toBeEnabled();
    await field.focus();
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(chosen);
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  await typeAndEnter('Make', 'Toy', 'Toyota');
  await expect(page.getByRole('heading', { name: 'Which Toyota model is it?' })).toBeVisible();
  await typeAndEnter('Model', 'Camry', 'Camry');

  await expect(page.getByRole('heading', { name: 'Which trim is it?' })).toBeVisible();
  const trim = page.getByRole('combobox', { name: 'Trim', exact: true });
  await expect(trim).toBeEnabled();
  await trim.click();
  await expect(page.getByRole('option')).toHaveText(['Hybrid', 'LE', 'SE', 'XLE', 'XSE']);
});
