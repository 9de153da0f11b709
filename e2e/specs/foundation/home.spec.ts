import { appStarted, expect, test } from '../../fixtures/test.ts';

test('home is rendered on the server: the HTML has the landing content before any script runs', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Car repair estimates from local shops | Pitstop</title>');
  expect(html).toContain('Car repair, honestly priced.');
  expect(html).toContain('How it works');
  expect(html).toContain('Compare offers');
  expect(html).toContain('Book and pay');
  expect(html).toContain('Save upwards of 25% on automotive services');
  expect(html).toContain('$400 to $2,100');
  expect(html).toContain('ZIP code data: GeoNames, licensed');
  expect(html).toMatch(/© \d{4} Pitstop\. All rights reserved\./);
});

test('home hydrates without errors, has one h1 and no serious accessibility problems', async ({ page, consoleErrors, seriousA11yViolations }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car repair, honestly priced.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The page is interactive once the client has started: the store is written under its key and version.
  await appStarted(page);
  expect(await seriousA11yViolations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the catalogue comes with the page (ADR 055): the service search finds a service without asking the API', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v3/services') asked.push(request.url());
  });
  await page.goto('/');
  await appStarted(page);
  const search = page.getByRole('form', { name: 'Get free estimates' }).getByLabel('What does your car need?');
  await search.click();
  await search.pressSequentially('brak');
  await expect(page.getByRole('option', { name: /Brake Pads Replacement/ })).toBeVisible();
  expect(asked).toEqual([]);
});

test('the request form asks for a zip (digits only) and continues with a served zip to the service step', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Get free estimates' });
  const zip = form.getByLabel('ZIP code');
  await appStarted(page);

  await form.getByRole('button', { name: 'Compare offers' }).click();
  await expect(form.getByText('Zipcode cannot be blank')).toBeVisible();

  await zip.pressSequentially('7a87x01');
  await expect(zip).toHaveValue('78701');
  await form.getByRole('button', { name: 'Compare offers' }).click();

  // The zip and service flows are covered in e2e/specs/locations and e2e/specs/catalog.
  await expect(page).toHaveURL(/\/service-request\/services\/service\?zipcode=78701$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What services do you need?' })).toBeVisible();
});
