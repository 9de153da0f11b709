import { appStarted, expect, signInThroughForm, test } from '../../fixtures/test.ts';

test('forgot password: the emailed link sets a new password, which then signs in', async ({ page, createUser, latestMessage }) => {
  const { user } = await createUser({ firstName: 'Rosalind' });
  await page.goto('/sign-in');
  await appStarted(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('Email address').fill(user.email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email, we sent a link to reset the password.')).toBeVisible();

  const mail = await latestMessage(user.email, 'password-reset');
  const link = mail.links.find((href) => href.includes('/reset-password/'));
  expect(link).toBeTruthy();
  await page.goto(new URL(link as string).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill('double-helix-52');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  // Out, then in with the new password.
  await page.getByRole('banner').getByRole('button', { name: 'Rosalind' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/sign-in');
  await signInThroughForm(page, user.email, 'double-helix-52');
  await expect(page).toHaveURL('/dashboard');

  // The spent link is now invalid (checked as a guest: a signed-in user is sent on from /sign-in).
  await page.getByRole('banner').getByRole('button', { name: 'Rosalind' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.goto(new URL(link as string).pathname);
  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired.' })).toBeVisible();
});

test('the confirmation never tells whether an email has an account', async ({ page }) => {
  await page.goto('/forgot-password?email=nobody-here%40pitstop.test');
  await appStarted(page);
  const form = page.getByRole('form', { name: 'Reset your password' });
  await expect(form.getByLabel('Email address')).toHaveValue('nobody-here@pitstop.test');
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email, we sent a link to reset the password.')).toBeVisible();
});

test('an invalid or expired reset link goes to /sign-in with an alert', async ({ page, createUser, createResetToken }) => {
  const { user } = await createUser();
  const expired = await createResetToken(user.email, { expired: true });
  for (const token of ['not-a-real-token', expired.token]) {
    await page.goto(`/reset-password/${token}`);
    await expect(page).toHaveURL('/sign-in');
    await expect(page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired.' })).toBeVisible();
  }
});
