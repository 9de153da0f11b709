import type { Page } from '@playwright/test';
import { serviceRequestFor, usd } from '../../fixtures/booking.ts';
import { appStarted, expect, noHorizontalScroll, test, uniqueEmail } from '../../fixtures/test.ts';

// The repair-cost pages and the shared offer (docs/product/repair-cost-pages.md, ADR 073): rendered on the server from
// the demo shops' prices and the demo completed jobs; canonical addresses (301), real 404s, JSON-LD, axe clean at 360 px.

const JOB = '/repair-cost/honda/civic/brake-pads-replacement';

/** The page's JSON-LD objects, parsed (a parse failure fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}
const ofType = (items: Record<string, unknown>[], type: string) => items.find((item) => item['@type'] === type);

for (const width of [1280, 360]) {
  test(`the job page shows the band, says what it is, answers its questions and leads to offers (${width} px)`, async ({ page, seriousA11yViolations }) => {
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto(JOB);
    expect(response?.status()).toBe(200);
    await appStarted(page);
    await expect(page).toHaveTitle('Brake Pads Replacement cost on a Honda Civic | Pitstop');
    await expect(page.getByRole('heading', { level: 1, name: 'Brake Pads Replacement cost on a Honda Civic' })).toBeVisible();
    const band = page.getByRole('table', { name: /Brake Pads Replacement on a Honda Civic, across \d+ shops/ });
    await expect(band.getByRole('rowheader', { name: 'Total (tax included)' })).toBeVisible();
    await expect(band.getByRole('rowheader', { name: /Labor \([\d.]+ h\)/ })).toBeVisible();
    await expect(page.getByText(/low is the 10th percentile of what those shops charge, typical the median/)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${JOB}$`));

    const items = await jsonLd(page);
    const offer = ofType(items, 'AggregateOffer');
    expect(offer).toMatchObject({ priceCurrency: 'USD', itemOffered: { '@type': 'Service', name: 'Brake Pads Replacement' } });
    expect(Number(offer?.lowPrice)).toBeGreaterThan(0);
    expect(Number(offer?.highPrice)).toBeGreaterThanOrEqual(Number(offer?.lowPrice));
    expect((ofType(items, 'FAQPage')?.mainEntity as unknown[]).length).toBeGreaterThan(0);
    expect((ofType(items, 'BreadcrumbList')?.itemListElement as unknown[]).length).toBe(4);

    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);

    // The request starts with the job chosen.
    await page.getByRole('link', { name: 'Get real offers for your Honda Civic' }).click();
    await expect(page).toHaveURL(/\/service-request\/services\/service$/);
    const chosen = page.getByRole('region', { name: /Your services/ });
    await expect(chosen.getByRole('button', { name: 'Remove Brake Pads Replacement' })).toBeVisible();
  });
}

test('from the index to a model, its recent repairs (demo data, anonymised) and a job, by the links', async ({ page, seriousA11yViolations }) => {
  await page.goto('/repair-cost');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Car repair costs' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByRole('link', { name: 'Honda Civic', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Honda Civic repair costs' })).toBeVisible();
  await expect(page.getByText('Shops price a Honda Civic as a compact car.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Recent Honda Civic repairs and what they cost' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Honda Civic repairs' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'Oil Change' });
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/, [A-Z]{2}/);
  await expect(rows.first()).toContainText(/\$\d/);
  // The demo reviewers' names and their shops are nowhere on it.
  await expect(page.getByText(/Dana|Reyes|Marcus/)).toHaveCount(0);
  expect(await seriousA11yViolations()).toEqual([]);

  await page.getByRole('link', { name: 'What each job costs on a Honda Civic' }).click();
  await page.getByRole('link', { name: 'Brake Pads Replacement', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${JOB}$`));
});

test('another spelling of an address moves permanently to its own; an unknown one is the 404 page', async ({ request, page }) => {
  for (const [from, to] of [
    ['/repair-cost/Honda/CIVIC/Brake-Pads-Replacement', JOB],
    ['/repair-cost/chevy', '/repair-cost/chevrolet'],
    ['/repair-cost/honda/crv', '/repair-cost/honda/cr-v'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to);
  }
  for (const path of ['/repair-cost/nosuchmake', '/repair-cost/honda/nosuchmodel', '/repair-cost/honda/civic/nosuchjob', '/offer/3f0a4f4e-8d4e-4b59-9c0f-2f1f7e0b9a11']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  await page.goto('/repair-cost/honda/civic/nosuchjob');
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
});

test('a shared offer shows the shop, the job, the price and its validity, and nothing of the customer (360 px)', async ({ page, createUser, seriousA11yViolations }) => {
  const customer = await createUser({ email: uniqueEmail('shared-offer'), firstName: 'Quentin' });
  const { offer } = await serviceRequestFor(page.request, customer.accessToken);
  await page.setViewportSize({ width: 360, height: 800 });
  const response = await page.goto(`/offer/${offer.id}`);
  expect(response?.status()).toBe(200);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Brake Pads Replacement at / })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByText(usd(offer.total_cents)).first()).toBeVisible();
  await expect(page.getByText(/^Valid until /)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: offer.location.name })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const content = await page.content();
  for (const secret of [customer.user.email, 'Quentin', customer.user.id]) expect(content).not.toContain(secret);
  const item = ofType(await jsonLd(page), 'Offer');
  expect(item).toMatchObject({ priceCurrency: 'USD', price: (offer.total_cents / 100).toFixed(2), availability: 'https://schema.org/InStock', seller: { '@type': 'AutoRepair', name: offer.location.name } });
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);
});
