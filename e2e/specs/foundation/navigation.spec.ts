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

  test('Escape gives focus back to the burger, and a link followed from the menu gives it to the new page', async ({ page }) => {
    await page.goto('/sign-in');
    await appStarted(page);
    const burger = page.getByRole('button', { name: 'Open navigation menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();

    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Sign Up' }).press('Enter');
    await expect(page).toHaveURL('/sign-up');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('no control reached by Tab or Shift+Tab sits under the fixed header', async ({ page }) => {
    await page.goto('/sign-up');
    await appStarted(page);
    const header = await page.getByRole('banner').boundingBox();
    const underHeader: string[] = [];
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press(key);
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body || element.closest('header') || element.textContent === 'Skip to content') return null;
          return { top: element.getBoundingClientRect().top, name: element.getAttribute('aria-label') ?? element.textContent ?? element.tagName };
        });
        if (focused && focused.top < (header?.height ?? 0)) underHeader.push(`${key}: ${focused.name}`);
      }
    }
    expect(underHeader).toEqual([]);
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

test('a skip link is the first Tab stop, and after a navigation focus is on the new page’s heading', async ({ page }) => {
  await page.goto('/contact');
  await appStarted(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('new pages start at the top', async ({ page }) => {
  // A short window: the not-found page is only 60 px taller than 720, so any part of the frame still settling (a
  // banner, a late chunk) could leave nothing to scroll when the wheel turns; at 400 px there is plenty.
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/no-such-page');
  // Scrolled once the app runs: hydration's scroll restoration puts a page that has not started at the top.
  await appStarted(page);
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('link', { name: 'Pitstop home' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
