import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';

/** Chromium reports each blocked script, style or request on the console ("Refused to …"). */
function cspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('pages run under their nonce policy without a single violation, cached or not', async ({ page }) => {
  const violations = cspViolations(page);
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated: React Router's client router is running (its scripts were allowed).
    await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
  }
  expect(violations).toEqual([]);
});

test('the API docs (Swagger UI) render under the API policy without a violation', async ({ page }) => {
  const violations = cspViolations(page);
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI shows its heading once it has fetched and resolved the whole document (about 1.5 MB, generated on
  // the first call): 8-15 s on two busy cores. A bound on a slow page, not a wait for something racing; the
  // document's size is the issue to fix (issue 29 note).
  await expect(page.getByRole('heading', { name: /Pitstop API/ })).toBeVisible({ timeout: 40_000 });
  // Swagger UI renders its operations as they scroll into view: the first tag's are there at once.
  await expect(page.getByText('/api/v3/sessions').first()).toBeVisible();
  expect(violations).toEqual([]);
});
