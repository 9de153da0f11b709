import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { appStarted, expect, noHorizontalScroll, test, uniqueEmail } from '../../fixtures/test.ts';

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
  expect(await noHorizontalScroll(page)).toBe(true);
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

// The ride-share drivers (ADR 060; docs/product/membership.md "Partners in the web"): the demo Lyft partner's themed
// banner (#ff00bf), its free enrolment modal, and the "Pitstop Drivers" logo.
const LYFT = { isLyftDriver: true, partnerName: 'lyft' } as const;
const LYFT_MODAL = 'Free Pitstop Plus for Lyft drivers';

/** Waits until React has committed and run the effects of what is on screen: two animation frames, no timer. */
const framesRendered = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Resolves on the next answer to the member's subscriptions that lists one (the frame's membership read). */
const memberSubscriptionsRead = (page: Page) =>
  page.waitForResponse(
    async (response) =>
      new URL(response.url()).pathname === '/api/membership/v1/my-subscriptions' &&
      response.ok() &&
      ((await response.json()) as unknown[]).length > 0,
  );

test('a ride-share driver enrols from the themed banner: Learn more, Enroll now, the success page, then no banner', async ({
  page,
  signedInUser,
  seriousA11yViolations,
}) => {
  await signedInUser({ firstName: 'Rita', ...LYFT });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Rita' })).toBeVisible();
  const banner = page.getByRole('complementary', { name: 'Membership' });
  await expect(banner).toContainText('Lyft drivers: join Pitstop Plus free');
  await expect(banner).toHaveCSS('background-color', 'rgb(255, 0, 191)');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pitstop Drivers home' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  await banner.getByRole('button', { name: 'Enroll now' }).click();
  const modal = page.getByRole('dialog', { name: LYFT_MODAL });
  await expect(modal).toContainText('Lyft drivers get Pitstop Plus at no cost.');
  const more = modal.getByText('Member prices on repairs, and roadside help three times a year.');
  await expect(more).toBeHidden();
  const learnMore = modal.getByRole('button', { name: 'Learn more' });
  await expect(learnMore).toHaveAttribute('aria-expanded', 'false');
  await learnMore.click();
  await expect(learnMore).toHaveAttribute('aria-expanded', 'true');
  await expect(more).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  const subscribed = memberSubscriptionsRead(page);
  await modal.getByRole('button', { name: 'Enroll now' }).click();
  // A full-page load of the program's success page.
  await expect(page).toHaveURL('/plus/lyft/driver/success');
  await expect(page.getByText('Your membership is active: member prices show on every offer.')).toBeVisible();
  await subscribed;

  // The membership read has its one subscription: on the dashboard the banner no longer shows.
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Rita' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pitstop Drivers home' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a new ride-share account sees the enrolment modal once on this browser, not again after a reload', async ({ page, signedInUser }) => {
  const { user } = await signedInUser({ firstName: 'Noel', newLyftAccount: true, ...LYFT });
  await page.goto('/dashboard');
  const modal = page.getByRole('dialog', { name: LYFT_MODAL });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  await page.reload();
  // The banner shows once the subscriptions are loaded (none): the moment the one-time modal would open.
  const banner = page.getByRole('complementary', { name: 'Membership' });
  await expect(banner.getByRole('button', { name: 'Enroll now' })).toBeVisible();
  await framesRendered(page);
  await expect(modal).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('frontend_vo_ride_share_welcomed'))).toContain(user.id);
  // Still there from the banner.
  await banner.getByRole('button', { name: 'Enroll now' }).click();
  await expect(modal).toBeVisible();
});

test('at 360 px the ride-share banner and its enrolment modal fit: nothing scrolls sideways', async ({ page, signedInUser }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser({ firstName: 'Sol', ...LYFT });
  await page.goto('/dashboard');
  const banner = page.getByRole('complementary', { name: 'Membership' });
  await expect(banner).toContainText('Lyft drivers join free');
  const enroll = banner.getByRole('button', { name: 'Enroll now' });
  await expect(enroll).toBeInViewport({ ratio: 1 });
  expect(await noHorizontalScroll(page)).toBe(true);

  await enroll.click();
  const modal = page.getByRole('dialog', { name: LYFT_MODAL });
  await modal.getByRole('button', { name: 'Learn more' }).click();
  await expect(modal.getByText('Member prices on repairs', { exact: false })).toBeVisible();
  const box = await modal.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await expect(modal.getByRole('button', { name: 'Enroll now' })).toBeInViewport({ ratio: 1 });
  await expect(modal.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('a partner’s modal HTML is sanitised in Chromium: its text shows, its script and event handlers never run', async ({
  page,
  signedInUser,
  createPartner,
  consoleErrors,
}) => {
  const { programName } = await createPartner({
    bannerConfig: {
      bannerColor: '#0b4f6c',
      bannerText: 'Drivers: plus is on us',
      joinButtonText: 'Enroll now',
      modalTitle: 'Plus on us',
      modalHtml: '<p>Safe words for drivers.</p><img src="x" onerror="window.__partnerHtmlRan = 1"><script>window.__partnerHtmlRan = 2</script>',
      modalHtmlExpanded:
        '<p>More safe words.</p><a href="javascript:window.__partnerHtmlRan = 3">a link</a><svg><g onload="window.__partnerHtmlRan = 4"></g></svg>',
    },
  });
  await signedInUser({ firstName: 'Tess', isLyftDriver: true, partnerName: programName });
  await page.goto('/dashboard');
  const banner = page.getByRole('complementary', { name: 'Membership' });
  await expect(banner).toContainText('Drivers: plus is on us');
  await banner.getByRole('button', { name: 'Enroll now' }).click();
  const modal = page.getByRole('dialog', { name: 'Plus on us' });
  await expect(modal.getByText('Safe words for drivers.')).toBeVisible();
  await modal.getByRole('button', { name: 'Learn more' }).click();
  await expect(modal.getByText('More safe words.')).toBeVisible();
  await modal.getByText('a link').click();

  // Nothing of the partner's markup ran, and none of it is in the page.
  expect(await page.evaluate(() => (window as unknown as { __partnerHtmlRan?: number }).__partnerHtmlRan)).toBeUndefined();
  expect(await modal.locator('script').count()).toBe(0);
  expect(await page.locator('[onerror], [onload], a[href^="javascript:"]').count()).toBe(0);
  // Chromium logs the page's CSP refusing each inline handler already as DOMPurify parses the partner's HTML into its
  // inert document (DOMParser; nothing there can run, and the handlers are gone from what is shown, as just checked).
  // Those lines, and only those, are expected here.
  const cspRefusal = /^Executing inline event handler violates the following Content Security Policy directive/;
  expect(consoleErrors.filter((line) => !cspRefusal.test(line))).toEqual([]);
  consoleErrors.splice(0, consoleErrors.length);
});
