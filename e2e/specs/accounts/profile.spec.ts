import { expect, signInThroughForm, test, uniqueEmail } from '../../fixtures/test.ts';

test('the profile subnav lists the existing subpages; /profile opens Account', async ({ page, signedInUser }) => {
  await signedInUser();
  await page.goto('/profile');
  await expect(page).toHaveURL('/profile/account');
  const nav = page.getByRole('navigation', { name: 'Profile' });
  await expect(nav.getByRole('link').first()).toHaveText('Account');
  await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  // Every subpage listed exists (later subpages join as they are built).
  for (const link of await nav.getByRole('link').all()) {
    await link.click();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
  await expect(nav.getByRole('link', { name: 'Password' })).toBeVisible();
});

test('names, phone with SMS consent and address are saved', async ({ page, signedInUser }) => {
  await signedInUser({ firstName: 'Edsger', lastName: 'Dijkstra' });
  await page.goto('/profile/account');
  const form = page.getByRole('form', { name: 'Account details' });
  await expect(form.getByLabel('First name')).toHaveValue('Edsger');
  await form.getByLabel('Last name').fill('W. Dijkstra');
  await form.getByLabel('Phone number (optional)').pressSequentially('2065550199', { delay: 20 });
  await form.getByRole('checkbox', { name: /Text me updates/ }).check();
  await form.getByLabel('Address line 1').fill('1 Main St');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').fill('tx');
  await form.getByLabel('ZIP code').fill('78701');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your profile has been updated.' })).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Last name')).toHaveValue('W. Dijkstra');
  await expect(form.getByLabel('Phone number (optional)')).toHaveValue('(206) 555-0199');
  await expect(form.getByRole('checkbox', { name: /Text me updates/ })).toBeChecked();
  await expect(form.getByLabel('State')).toHaveValue('TX');
  await expect(form.getByLabel('ZIP code')).toHaveValue('78701');
});

test("an email another account holds is shown as 'Email is in use already.'", async ({ page, createUser, signedInUser }) => {
  const other = await createUser();
  const { password } = await signedInUser();
  await page.goto('/profile/account');
  const form = page.getByRole('form', { name: 'Account details' });
  await form.getByLabel('Email address').fill(other.user.email);
  await form.getByLabel(/^Current password/).fill(password as string);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Email is in use already.')).toBeVisible();
});

test('a new email address is confirmed with the code sent to it', async ({ page, signedInUser, latestMessage }) => {
  const { password } = await signedInUser();
  const email = uniqueEmail('moved');
  await page.goto('/profile/account');
  const form = page.getByRole('form', { name: 'Account details' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel(/^Current password/).fill(password as string);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/activate-account');
  const mail = await latestMessage(email, 'confirmation-code');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(mail.code as string);
  await expect(page).toHaveURL('/dashboard');
});

test('the password is changed with the current one, and the new one signs in', async ({ page, signedInUser }) => {
  const { user, password } = await signedInUser({ firstName: 'Barbara' });
  await page.goto('/profile/password');
  const form = page.getByRole('form', { name: 'Change your password' });
  await form.getByLabel(/^Current password/).fill('wrong-one');
  await form.getByLabel(/^New password/).fill('liskov-1987');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is incorrect.')).toBeVisible();

  await form.getByLabel(/^Current password/).fill(password as string);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Barbara' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/sign-in');
  await signInThroughForm(page, user.email, 'liskov-1987');
  await expect(page).toHaveURL('/dashboard');
});
