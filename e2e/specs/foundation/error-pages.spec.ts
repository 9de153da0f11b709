import { expect, test } from '../../fixtures/test.ts';

test('an unknown path shows the 404 page with status 404', async ({ page, consoleErrors, seriousA11yViolations }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | Pitstop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  expect(await seriousA11yViolations()).toEqual([]);
  // 404 responses reach the console as failed loads; nothing else may.
  expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car repair, honestly priced.');
});

test('/429 explains the rate limit with the navigation hidden', async ({ page, seriousA11yViolations }) => {
  await page.goto('/429');
  await expect(page).toHaveTitle('Too many requests | Pitstop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Too many requests');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link')).toHaveCount(1);
  await expect(header.getByRole('link', { name: 'Pitstop home' })).toBeVisible();
  await expect(header.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await seriousA11yViolations()).toEqual([]);

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('an API answer 429 sends the browser to /429', async ({ page }) => {
  // A stored session makes app start refresh it; the answer here is the rate limiter's.
  await page.addInitScript(() => localStorage.setItem('frontend_vo_auth_token', 'expired-token'));
  await page.route('**/api/v3/sessions/refresh', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/vnd.api+json',
      body: JSON.stringify({ errors: [{ status: '429', code: 'rate_limited', title: 'Too many requests', detail: 'Slow down.' }] }),
    }),
  );
  await page.goto('/');
  await expect(page).toHaveURL('/429');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Too many requests');
});

test('a stored token the server will not refresh is dropped at start', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('frontend_vo_auth_token', 'stale-token');
    }
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('frontend_vo_auth_token'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});
