import { appStarted, expect, test, userInStore } from '../../fixtures/test.ts';

test('signed in: Help, and a menu named after the user with Profile and Logout', async ({ page, signedInUser }) => {
  await signedInUser({ firstName: 'Margaret' });
  await page.goto('/dashboard');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/contact');
  await expect(banner.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Margaret' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile/account');

  await banner.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  // No SUPPORT_PHONE on this server: no phone number to call, only what someone answers.
  await expect(page.getByRole('heading', { name: 'Call us' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'support@pitstop.local' })).toHaveAttribute('href', 'mailto:support@pitstop.local');
});

test('the Help page is also /contact-us, and public', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await expect(page).toHaveTitle('Help | Pitstop');
});

test('a partner admin gets an Admin link to this product’s partner-admin dashboard, the default of PARTNER_ADMIN_URL (ADR 060)', async ({ page, signedInUser }) => {
  await signedInUser({ administeredPartners: ['amazon-flex'], firstName: 'Pat' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Pat' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveAttribute('href', /\/partner-admin$/);
});

test("the welcome alert greets a returning user once: 'Welcome back {name}.'", async ({ page, signedInUser }) => {
  await signedInUser({ firstName: 'Frances' });
  await page.goto('/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'Welcome back Frances.' })).toBeVisible();
  await page.reload();
  await userInStore(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Frances' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Welcome back' })).toHaveCount(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the burger menu holds Home, Help, Profile and Logout, and pages fit the width', async ({ page, signedInUser }) => {
    await signedInUser({ firstName: 'Annie' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Annie' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('link', { name: 'Help' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');

    for (const path of ['/sign-up?program=delivery-driver', '/sign-in', '/contact']) {
      await page.goto(path);
      await appStarted(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
