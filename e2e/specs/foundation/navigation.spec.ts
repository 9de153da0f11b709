import { appStarted, expect, test } from '../../fixtures/test.ts';

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the burger menu opens and navigates', async ({ page }) => {
    await page.goto('/no-such-page');
    await appStarted(page);
    const burger = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Plus membership' }).click();

    await expect(page).toHaveURL('/#plus');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Save upwards of 25% on automotive services' })).toBeInViewport();
  });

  test('the burger menu works from the keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await appStarted(page);
    const burger = page.getByRole('button', { name: 'Open navigation menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('the landing page fits the width (no sideways scrolling)', async ({ page }) => {
    await page.goto('/');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test('from 768 px the links are in the navbar and there is no burger', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/sign-in-is-not-built-yet');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
  await nav.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL('/#how-it-works');
  await expect(page.getByRole('heading', { name: /Three steps/ })).toBeInViewport();
});

test('new pages start at the top', async ({ page }) => {
  await page.goto('/no-such-page');
  // Scrolled once the app runs: hydration's scroll restoration puts a page that has not started at the top.
  await appStarted(page);
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('link', { name: 'Pitstop home' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
