import { readFile } from 'node:fs/promises';
import { appStarted, expect, test, uniqueEmail } from '../../fixtures/test.ts';

/** Partners in the web (ADR 060; docs/product/membership.md): white label, paywall, partner admin, AutoEssentials. */

test('a white-label partner’s landing shows its own name, logo and phone, and never the brand’s', async ({ page, seriousA11yViolations }) => {
  await page.goto('/plus/northwind/member');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Plus' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Northwind Motor Club home' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: 'Northwind Motor Club' })).toBeVisible();
  await expect(main.getByRole('link', { name: '(512) 555-0142' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2026 Northwind Motor Club');
  await expect(footer.getByRole('link', { name: '(512) 555-0142' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', 'https://northwind.example/terms');
  await expect(page.locator('body')).not.toContainText('Pitstop');
  expect(await seriousA11yViolations()).toEqual([]);

  // The landing's Sign In button takes the visitor to the login form.
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeInViewport();

  // At 360 px wide the page fits: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Plus' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('an unknown program or plan goes to /', async ({ page }) => {
  await page.goto('/plus/no-such-program/none');
  await expect(page).toHaveURL(/\/$/);
});

test('a user who signs up through Fleetwise (initial subscription required) is paywalled: no Messages, no Profile', async ({ page }) => {
  await page.goto('/plus/fleetwise/fleet');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Fleetwise Plus' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Frances');
  await form.getByLabel('Last name').fill('Fleet');
  await form.getByLabel('Email address').fill(uniqueEmail('fleetwise'));
  await form.getByLabel(/^Password/).fill('fleet-2026');
  await form.getByRole('button', { name: 'Create my free account' }).click();

  // Not confirmed yet: sent to the program's activate-account page.
  await expect(page).toHaveURL(/\/plus\/fleetwise\/fleet\/activate-account$/);
  await page.getByRole('banner').getByRole('button', { name: 'Frances' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /unread|Messages/ })).toHaveCount(0);
});

test('the partner admin sees Northwind’s plans and members and downloads them as CSV', async ({ page, signedInUser, seriousA11yViolations }) => {
  await signedInUser({ firstName: 'Nadia', administeredPartners: ['northwind-motor-club'] });
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveAttribute('href', /\/partner-admin$/);

  await page.goto('/partner-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Motor Club' })).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: /Jordan Lee/ })).toContainText('active');
  await expect(members.getByRole('row', { name: /Sam Rivera/ })).toContainText('canceled');
  expect(await seriousA11yViolations()).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('northwind-motor-club-members.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Name,Program,Plan,Status,Current,Since');
  expect(csv).toContain('Jordan Lee,Northwind Plus,member,active,yes,');
});

test('AutoEssentials: a Northwind member reaches the partner’s offers from the nav', async ({ page, signedInUser, seriousA11yViolations }) => {
  await signedInUser({ firstName: 'Olu', partnerName: 'northwind' });
  await page.goto('/dashboard');
  // Confirmed and not yet a member: the top join banner, under the nav, leads to the plans.
  const banner = page.getByRole('complementary', { name: 'Membership' });
  await expect(banner.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Olu' })).toBeInViewport();
  await page.getByRole('banner').getByRole('link', { name: 'AutoEssentials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AutoEssentials' })).toBeVisible();
  const offers = page.getByRole('list', { name: 'Offers' });
  await expect(offers.getByRole('heading', { name: '15% off tires' })).toBeVisible();
  await expect(offers.getByRole('heading', { name: 'Free car wash each month' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
});
