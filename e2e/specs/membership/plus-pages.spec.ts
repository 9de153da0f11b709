import { appStarted, expect, test, uniqueEmail } from '../../fixtures/test.ts';

/** The /plus program pages: their data in the HTML (ADR 055), and the create-password subpage (ADR 062). */

test('a program page comes with its data (ADR 055): the browser asks neither the program lookup nor the landing page again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/membership/v1/lookup/program-and-plan/') || pathname === '/api/membership/v1/content/landing-page') asked.push(pathname);
  });
  await page.goto('/plus/northwind/member');
  await appStarted(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Northwind Plus' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Northwind Motor Club' })).toBeVisible();
  await expect(main.getByRole('link', { name: '(512) 555-0142' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Plans' })).toContainText('$49.99');
  // The partner frame (logo, footer) is loaded after hydration and reads the same cache.
  await expect(page.getByRole('contentinfo')).toContainText('© 2026 Northwind Motor Club');
  expect(asked).toEqual([]);
});

test('create-password for a new email: an account in the program, a password, then confirming it leads to the plans', async ({ page, latestMessage, seriousA11yViolations }) => {
  const email = uniqueEmail('create-password');
  await page.goto('/plus/northwind/member/create-password');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Plus' })).toBeVisible();

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'Create your password' });
  const save = form.getByRole('button', { name: 'Set my password' });
  await expect(form.getByLabel(/^Password/)).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await form.getByLabel(/^Password/).fill('short1');
  await expect(save).toBeDisabled();
  await form.getByLabel(/^Password/).fill('northwind-2026');
  await save.click();

  await expect(page).toHaveURL('/plus/northwind/member/create-password-success');
  const done = page.getByRole('status').filter({ hasText: 'Your password is set' });
  await expect(done).toContainText(`emailed to ${email}`);
  await done.getByRole('link', { name: 'Confirm my account' }).click();

  await expect(page).toHaveURL('/plus/northwind/member/activate-account');
  const mail = await latestMessage(email, 'confirmation-code');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(mail.code as string);
  await expect(page).toHaveURL('/plus/northwind/member/choose-plan');

  // The account belongs to the program: off the program's pages, its site is still Northwind's.
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Northwind Motor Club home' })).toBeVisible();
});

test('create-password for an email with a password: says so and leads to the landing’s sign-in form', async ({ page, createUser }) => {
  const { user } = await createUser({ firstName: 'Petra' });
  // At 360 px wide the page fits: nothing scrolls sideways; the form is used from the keyboard.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/plus/northwind/member/create-password');
  await appStarted(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByLabel('Email address').fill(user.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'You already have a password.' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/plus/northwind/member#sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeInViewport();
});

test('create-password on a program that requires a membership first: the paywall waits until the password is set', async ({ page }) => {
  await page.goto('/plus/fleetwise/fleet/create-password');
  await appStarted(page);
  // The frame learns the new account's program and memberships: the paywall's grounds.
  const known = Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/membership/v1/my-coverage/programs'),
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/membership/v1/my-subscriptions'),
  ]);
  await page.getByLabel('Email address').fill(uniqueEmail('fleet-password'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await known;
  const form = page.getByRole('form', { name: 'Create your password' });
  await form.getByLabel(/^Password/).fill('fleetwise-2026');
  await form.getByRole('button', { name: 'Set my password' }).click();
  // Set: then the paywall applies (not confirmed yet: activate-account).
  await expect(page).toHaveURL('/plus/fleetwise/fleet/activate-account');
});
