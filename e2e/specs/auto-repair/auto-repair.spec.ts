import type { Page } from '@playwright/test';
import { appStarted, expect, noHorizontalScroll, test } from '../../fixtures/test.ts';

/**
 * The auto-repair pages (docs/product/auto-repair-pages.md, ADR 071) on the e2e server's demo shops: Austin, TX has
 * the most; 78701 is served, 82001 (Cheyenne) is not.
 */
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

for (const width of [1280, 360]) {
  test(`the city page at ${width} px: shops, prices, structured data, and the request box starts a request`, async ({ page, seriousA11yViolations }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/auto-repair/tx/austin');
    await appStarted(page);
    await expect(page).toHaveTitle('Auto repair in Austin, TX | Pitstop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auto repair in Austin, TX');
    const shops = page.getByRole('list', { name: 'Shops in Austin' }).getByRole('article');
    expect(await shops.count()).toBeGreaterThan(3);
    await expect(shops.first()).toContainText('out of 5');
    await expect(shops.first().getByRole('definition').first()).toHaveText(/\d\d:\d\d–\d\d:\d\d|Closed/);
    const prices = page.getByRole('table');
    await expect(prices.getByRole('rowheader', { name: /Oil Change/ })).toBeVisible();
    await expect(page.getByText(/For a midsize car/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Texas' })).toHaveAttribute('href', '/auto-repair/tx');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/auto-repair\/tx\/austin$/);

    const items = await jsonLd(page);
    const repairs = items.filter((item) => item['@type'] === 'AutoRepair');
    expect(repairs.length).toBe(await shops.count());
    expect(repairs[0]).toMatchObject({ address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX' } });
    expect((repairs[0]?.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
    expect(repairs.some((item) => (item.aggregateRating as { ratingValue?: number } | undefined)?.ratingValue)).toBe(true);
    expect(items.find((item) => item['@type'] === 'ItemList')).toMatchObject({ numberOfItems: repairs.length });
    expect(items.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();

    if (width === 360) expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);

    const box = page.getByRole('form', { name: 'Get free estimates in Austin' });
    await expect(box.getByLabel('ZIP code')).toHaveValue(/^787\d\d$/);
    const zipcode = await box.getByLabel('ZIP code').inputValue();
    await box.getByRole('button', { name: 'Compare offers' }).click();
    await expect(page).toHaveURL(new RegExp(`/service-request/services/service\\?zipcode=${zipcode}$`));
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('frontend_vo') ?? '{}').state?.onrampCart?.zipcode)).toBe(zipcode);
  });
}

test('the index and state pages link down to the cities; their zip search continues to the city or shows the notice', async ({ page, seriousA11yViolations }) => {
  await page.goto('/auto-repair');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auto repair shops near you');
  await page.getByRole('list', { name: 'States' }).getByRole('link', { name: 'Texas' }).click();
  await expect(page).toHaveURL(/\/auto-repair\/tx$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auto repair shops in Texas');
  expect(await seriousA11yViolations()).toEqual([]);
  const breadcrumbs = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList');
  expect(breadcrumbs).toMatchObject({ itemListElement: [{ name: 'Auto repair' }, { name: 'Texas' }] });

  const search = page.getByRole('form', { name: 'Find auto repair near you' });
  await search.getByLabel('ZIP code').fill('82001');
  await search.getByRole('button', { name: 'Find shops' }).click();
  await expect(page.getByRole('dialog', { name: 'Bummer' })).toBeVisible();
  await expect(search.getByLabel('ZIP code')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Bummer' })).toBeHidden();

  await search.getByLabel('ZIP code').fill('78701');
  await search.getByRole('button', { name: 'Find shops' }).click();
  await expect(page).toHaveURL(/\/auto-repair\/tx\/austin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auto repair in Austin, TX');
});

test('another spelling moves (301) to the canonical address; an unknown state or city is the 404 page with 404', async ({ request, page }) => {
  for (const [path, target] of [
    ['/auto-repair/TX/Austin', '/auto-repair/tx/austin'],
    ['/auto-repair/texas', '/auto-repair/tx'],
  ] as const) {
    const reply = await request.get(path, { maxRedirects: 0 });
    expect(reply.status(), path).toBe(301);
    expect(new URL(reply.headers().location as string, 'http://x').pathname).toBe(target);
  }
  for (const path of ['/auto-repair/tx/nowhere-at-all', '/auto-repair/zz']) expect((await request.get(path)).status(), path).toBe(404);
  await page.goto('/auto-repair/tx/nowhere-at-all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
