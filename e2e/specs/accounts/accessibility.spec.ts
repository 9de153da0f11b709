import { expect, seriousA11yViolations, test } from '../../fixtures/test.ts';
import { appStarted, existingUser, signedInUser } from './helpers.ts';

const publicPages: [string, string][] = [
  ['/sign-up', 'Create your free account'],
  ['/sign-up?program=amazon-flex', 'Create your free account'],
  ['/sign-up?plus=1&email=plus%40pitstop.test', 'Create your free account'],
  ['/sign-in', 'Sign in'],
  ['/forgot-password', 'Reset your password'],
  ['/contact', 'How can we help?'],
];

for (const [path, heading] of publicPages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('the invite and reset-password pages have no serious accessibility violations', async ({ page, request }) => {
  const inviter = await existingUser(request, { firstName: 'Lise' });
  await page.goto(`/invite/${inviter.user.promoSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lise invited you to Pitstop' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const { url } = (await (await request.post('/api/test/password-reset-tokens', { data: { email: inviter.user.email } })).json()) as {
    url: string;
  };
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the signed-in pages have no serious accessibility violations', async ({ page }) => {
  await signedInUser(page, { firstName: 'Chien-Shiung', rewardsCents: 2500 });
  const pages: [string, string][] = [
    ['/dashboard', 'Hi, Chien-Shiung'],
    ['/profile/account', 'Your profile'],
    ['/profile/password', 'Your profile'],
    ['/sign-up/success', 'Welcome to Pitstop, Chien-Shiung!'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
  // The open user menu too.
  await page.getByRole('banner').getByRole('button', { name: 'Chien-Shiung' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the confirmation page has no serious accessibility violations', async ({ page }) => {
  await signedInUser(page, { confirmed: false });
  await page.goto('/activate-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
