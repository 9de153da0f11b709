import type { Page } from '@playwright/test';
import { appStarted, expect, signInThroughForm, test, uniqueEmail } from '../../fixtures/test.ts';

/**
 * The README's first steps, on a server started exactly as `npm start` starts it (the npm-start project in
 * playwright.config.ts): production mode, no test support, mail kept in the outbox. Nothing but the pages a
 * newcomer uses: the app, and /dev/outbox to read the mail.
 */

/** The newest message to `email` with this subject, found on /dev/outbox as a person would: filtered by recipient. */
async function openMail(page: Page, email: string, subject: RegExp) {
  await page.goto('/dev/outbox');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const filter = page.getByRole('form', { name: 'Filter by recipient' });
  await filter.getByLabel('Recipient').fill(email);
  await filter.getByRole('button', { name: 'Filter' }).click();
  const message = page.getByRole('article', { name: subject }).filter({ hasText: `To ${email}` }).first();
  await expect(message).toBeVisible();
  return message;
}

test('a newcomer signs up, confirms with the code read at /dev/outbox, resets a forgotten password from its emailed link and signs in with the new one', async ({
  page,
}) => {
  // Twelve page loads on the real limits: three times the usual bound on a hung test.
  test.slow();
  const email = uniqueEmail('newcomer');

  await page.goto('/');
  await appStarted(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'Create your free account' }).click();
  await expect(page).toHaveURL('/sign-up');
  const signUp = page.getByRole('form', { name: 'Create your account' });
  await signUp.getByLabel('First name').fill('Ida');
  await signUp.getByLabel('Last name').fill('Rhodes');
  await signUp.getByLabel('Email address').fill(email);
  await signUp.getByLabel(/^Password/).fill('first-pass-1950');
  await signUp.getByRole('button', { name: 'Create my free account' }).click();
  await expect(page).toHaveURL('/activate-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();

  // The code, read at /dev/outbox, then typed on the confirmation page.
  const confirmation = await openMail(page, email, /confirmation code/);
  const code = (await confirmation.getByText(/^\d{6}$/).textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.goto('/activate-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Ida' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your email address is confirmed.' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Ida' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  const forgot = page.getByRole('form', { name: 'Reset your password' });
  await forgot.getByLabel('Email address').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email, we sent a link to reset the password.')).toBeVisible();

  // The reset link, followed from /dev/outbox; the new password signs the user in.
  const reset = await openMail(page, email, /^Reset your .* password$/);
  await reset.getByRole('link', { name: /\/reset-password\// }).click();
  await expect(page).toHaveURL(/\/reset-password\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill('second-pass-1951');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Ida' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');

  // The old password no longer opens the account; the new one does.
  await page.goto('/sign-in');
  await appStarted(page);
  await signInThroughForm(page, email, 'first-pass-1950');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await signInThroughForm(page, email, 'second-pass-1951');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Ida' })).toBeVisible();
});
