import type { Page } from '@playwright/test';
import { appStarted, expect, noHorizontalScroll, test } from '../../fixtures/test.ts';

// The maintenance schedules (ADR 072, docs/product/maintenance-pages.md): one page of each kind rendered from the
// vehicle data and the catalogue's schedule, at 1280 and 360 px, axe clean; an unknown vehicle is the 404 page with
// HTTP 404, another spelling moves (301) to the page's own address, and the structured data parses.

/** The page's JSON-LD objects, parsed. */
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

for (const width of [1280, 360]) {
  test(`a model year's schedule at ${width} px: the table, the FAQ, get offers for a service`, async ({ page, seriousA11yViolations }) => {
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto('/maintenance/honda-civic/2015');
    expect(response?.status()).toBe(200);
    await appStarted(page);
    await expect(page).toHaveTitle('2015 Honda Civic maintenance schedule | Pitstop');
    await expect(page.getByRole('heading', { level: 1, name: '2015 Honda Civic maintenance schedule' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Typical maintenance of a 2015 Honda Civic' });
    await expect(table.getByRole('row', { name: /^5,000 mi Oil Change$/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^30,000 mi 30,000 Mile Service/ })).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(30);
    await expect(page.getByText(/not Honda’s own schedule/)).toBeVisible();
    expect(await canonical(page)).toMatch(/\/maintenance\/honda-civic\/2015$/);
    const data = await jsonLd(page);
    const faq = data.find((item) => item['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity[0]?.name).toBe('How often does a 2015 Honda Civic need an oil change?');
    expect(faq.mainEntity[0]?.acceptedAnswer.text).toContain('Every 5,000 miles');
    await expect(page.getByRole('heading', { level: 3, name: 'How often does a 2015 Honda Civic need an oil change?' })).toBeVisible();
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Maintenance', 'Honda Civic', '2015']);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);

    // Get offers for the tire rotation: the request starts with it chosen.
    await page.getByRole('link', { name: 'Get offers for tire rotation on your 2015 Honda Civic' }).click();
    await expect(page).toHaveURL(/\/service-request\/services\/service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What services do you need?' })).toBeVisible();
    const chosen = page.getByRole('region', { name: /Your services/ });
    await expect(chosen.getByRole('button', { name: 'Remove Tire Rotation' })).toBeVisible();
  });
}

test('the model page links its years; the year-first address names the same page as canonical', async ({ page, seriousA11yViolations }) => {
  await page.goto('/maintenance/honda-civic');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Honda Civic maintenance schedule' })).toBeVisible();
  await page.getByRole('link', { name: '2015 Civic' }).click();
  await expect(page).toHaveURL(/\/maintenance\/honda-civic\/2015$/);
  await expect(page.getByRole('heading', { level: 1, name: '2015 Honda Civic maintenance schedule' })).toBeVisible();

  const response = await page.goto('/maintenance/2015/honda/civic');
  expect(response?.status()).toBe(200);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: '2015 Honda Civic maintenance schedule' })).toBeVisible();
  expect(await canonical(page)).toMatch(/\/maintenance\/honda-civic\/2015$/);
  expect(await seriousA11yViolations()).toEqual([]);
});

test('the schedules by make: the entry, the makes, a make, a model', async ({ page, seriousA11yViolations }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/maintenance-schedule');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance schedules' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Typical maintenance by mileage' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByRole('link', { name: /Find your car by make/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance schedules by make' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByRole('link', { name: 'Land Rover', exact: true }).click();
  await expect(page).toHaveURL(/\/maintenance-schedule\/land-rover$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Land Rover maintenance schedules' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByRole('link', { name: 'Range Rover Sport', exact: true }).click();
  await expect(page).toHaveURL(/\/maintenance-schedule\/land-rover\/range-rover-sport$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Land Rover Range Rover Sport maintenance schedule' })).toBeVisible();
  expect(await canonical(page)).toMatch(/\/maintenance\/land-rover-range-rover-sport$/);
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);
});

test('the index lists the models; an unknown vehicle is 404; another spelling moves (301) to the page', async ({ page, request }) => {
  await page.goto('/maintenance');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Car maintenance schedules' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Honda models' }).getByRole('link', { name: 'CR-V' })).toHaveAttribute('href', '/maintenance/honda-cr-v');

  for (const path of ['/maintenance/honda-civik', '/maintenance/honda-insight/2016', '/maintenance/honda-civic/15', '/maintenance-schedule/hondda', '/maintenance/1999/honda/civic']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
  }
  const notFound = await page.goto('/maintenance/honda-civik');
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);

  for (const [from, to] of [
    ['/maintenance/Honda-Civic/2015', '/maintenance/honda-civic/2015'],
    ['/maintenance-schedule/mercedes', '/maintenance-schedule/mercedes-benz'],
    ['/maintenance/2015/HONDA/Civic', '/maintenance/2015/honda/civic'],
  ] as const) {
    const moved = await request.get(from, { maxRedirects: 0 });
    expect(moved.status(), from).toBe(301);
    expect(moved.headers().location).toBe(to);
  }
});
