import { appStarted, expect, test } from '../../fixtures/test.ts';

const publicPages: [string, string][] = [
  ['/sign-up', 'Create your free account'],
  ['/sign-up?program=amazon-flex', 'Create your free account'],
  ['/sign-up?plus=1&email=plus%40pitstop.test', 'Create your free account'],
  ['/sign-in', 'Sign in'],
  ['/forgot-password', 'Reset your password'],
  ['/contact', 'How can we help?'],
];

for (const [path, heading] of publicPages) {
  test(`${path} has no serious accessibility violations`, async ({ page, seriousA11yViolations }) => {
    await page.goto(path);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });
}

test('the invite and reset-password pages have no serious accessibility violations', async ({ page, createUser, createResetToken, seriousA11yViolations }) => {
  const inviter = await createUser({ firstName: 'Lise', confirmed: true });
  await page.goto(`/invite/${inviter.user.promoSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lise invited you to Pitstop' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  const { url } = await createResetToken(inviter.user.email);
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
});

test('the signed-in pages have no serious accessibility violations', async ({ page, signedInUser, seriousA11yViolations }) => {
  await signedInUser({ firstName: 'Chien-Shiung', rewardsCents: 2500 });
  const pages: [string, string][] = [
    ['/dashboard', 'Hi, Chien-Shiung'],
    ['/profile/account', 'Your profile'],
    ['/profile/password', 'Your profile'],
    ['/sign-up/success', 'Welcome to Pitstop, Chien-Shiung!'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousA11yViolations(), path).toEqual([]);
  }
  // The open user menu too.
  await page.getByRole('banner').getByRole('button', { name: 'Chien-Shiung' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
});

test('the confirmation page has no serious accessibility violations', async ({ page, signedInUser, seriousA11yViolations }) => {
  await signedInUser({ confirmed: false });
  await page.goto('/activate-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
});
