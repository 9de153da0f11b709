import { appStarted, expect, signInThroughForm, test, uniqueEmail } from '../../fixtures/test.ts';

test('sign up, confirm with the emailed code, land on the dashboard, log out and sign in again', async ({ page, latestMessage, consoleErrors }) => {
  const email = uniqueEmail('new-driver');
  await page.goto('/sign-up');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your free account' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Create your account' });
  const submit = form.getByRole('button', { name: 'Create my free account' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel(/^Password/).fill('cobol-1959');
  // The mask reads the caret between keystrokes: typed like a person, not all in one tick.
  await form.getByLabel('Phone number (optional)').pressSequentially('3125550123', { delay: 20 });
  await expect(form.getByLabel('Phone number (optional)')).toHaveValue('(312) 555-0123');
  await form.getByRole('checkbox', { name: /Text me updates/ }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL('/activate-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const message = await latestMessage(email, 'confirmation-code');
  expect(message.code).toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(message.code as string);

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Grace' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your email address is confirmed.' })).toBeVisible();
  await expect(page.getByText('Confirm your email address')).toHaveCount(0);

  // Logout: DELETE /sessions, storage cleared, home.
  await page.getByRole('banner').getByRole('button', { name: 'Grace' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('frontend_vo_auth_token'))).toBeNull();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/sign-in');
  await signInThroughForm(page, email, 'cobol-1959');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'Welcome back Grace.' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a wrong code is refused, and a new one can be sent', async ({ page, latestMessage }) => {
  const email = uniqueEmail('code');
  await page.goto('/sign-up');
  await appStarted(page);
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Alan');
  await form.getByLabel('Last name').fill('Turing');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel(/^Password/).fill('enigma-1941');
  await form.getByRole('button', { name: 'Create my free account' }).click();
  await expect(page).toHaveURL('/activate-account');

  const first = await latestMessage(email, 'confirmation-code');
  const wrong = first.code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(wrong);
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not correct.' })).toBeVisible();

  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a new code to your email address.' })).toBeVisible();
  await expect.poll(async () => (await latestMessage(email, 'confirmation-code')).id).not.toBe(first.id);
  const second = await latestMessage(email, 'confirmation-code');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(second.code as string);
  await expect(page).toHaveURL('/dashboard');
});

test('sign-up validation messages appear as the spec words them', async ({ page }) => {
  await page.goto('/sign-up');
  await appStarted(page);
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').focus();
  await form.getByLabel('Last name').focus();
  await expect(form.getByText('First name is required.')).toBeVisible();
  await form.getByLabel('Email address').focus();
  await expect(form.getByText('Last name is required.')).toBeVisible();
  await form.getByLabel('Email address').pressSequentially('grace@navy');
  await expect(form.getByText('Email is invalid.')).toBeVisible();
  await form.getByLabel(/^Password/).pressSequentially('abc');
  await expect(form.getByText('Enter at least 6 characters.')).toBeVisible();
  await form.getByLabel('Phone number (optional)').pressSequentially('312', { delay: 20 });
  await expect(form.getByText('Invalid phone number.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create my free account' })).toBeDisabled();
});

test("an email already registered is explained, with the way to sign in", async ({ page }) => {
  await page.goto('/sign-up');
  await appStarted(page);
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Demo');
  await form.getByLabel('Last name').fill('Again');
  await form.getByLabel('Email address').fill('demo@pitstop.test');
  await form.getByLabel(/^Password/).fill('another-pw');
  await form.getByRole('button', { name: 'Create my free account' }).click();
  await expect(form.getByText('Email is in use already.')).toBeVisible();
  await expect(form.getByText('email has already been taken')).toHaveCount(0);
  await form.getByRole('alert').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/sign-in');
});

test('the delivery-driver sign-up preselects the program company and takes other companies as tags', async ({ page }) => {
  await page.goto('/sign-up?program=amazon-flex');
  await appStarted(page);
  const companies = page.getByRole('group', { name: /Which companies do you drive for/ });
  await expect(companies.getByRole('checkbox', { name: 'Amazon Flex' })).toBeChecked();
  await companies.getByRole('checkbox', { name: 'Other' }).check();
  const tags = page.getByPlaceholder('Enter company name(s) here');
  await tags.pressSequentially('Roadie,Veho,');
  await tags.pressSequentially('veho');
  await tags.press('Enter');
  await expect(page.getByText('Duplicate entry')).toBeVisible();
});

test('the SSR of a guarded page is a neutral loading shell', async ({ request }) => {
  for (const path of ['/dashboard', '/profile/account', '/activate-account']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('data-page-loader');
    expect(html, path).not.toContain('Your vehicles');
    expect(html, path).not.toContain('Account details');
  }
});
