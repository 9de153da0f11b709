import { expect, seriousA11yViolations, test } from '../../fixtures/test.ts';

test('home is rendered on the server: the HTML has the landing content before any script runs', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Car repair');
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
