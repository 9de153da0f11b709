import { appStarted, expect, signInThroughForm, test, userInStore } from '../../fixtures/test.ts';

test('a guest deep link to /profile/account lands there after signing in', async ({ page, createUser }) => {
  const { user, password } = await createUser({ firstName: 'Katherine' });
  await page.goto('/profile/account');
  await expect(page).toHaveURL('/sign-in?redirectTo=%2Fprofile%2Faccount');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInThroughForm(page, user.email, password as string);
  await expect(page).toHaveURL('/profile/account');
  await expect(page.getByRole('form', { name: 'Account details' }).getByLabel('First name')).toHaveValue('Katherine');
});

test('a wrong password is refused without saying which part was wrong', async ({ page, createUser }) => {
  const { user } = await createUser();
  await page.goto('/sign-in');
  await appStarted(page);
  await signInThroughForm(page, user.email, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await expect(page).toHaveURL('/sign-in');
});

test('a signed-in user is sent from home, sign-in, sign-up and invite pages to /dashboard', async ({ page, signedInUser }) => {
  await signedInUser({ firstName: 'Dorothy' });
  for (const path of ['/', '/sign-in', '/sign-up', '/invite/anyone']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Dorothy' })).toBeVisible();
  }
});

test('an expired access token is refreshed transparently (401, one refresh, the call retried)', async ({ page, signedInUser, createAccessToken }) => {
  const { user } = await signedInUser({ firstName: 'Mary' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Mary' })).toBeVisible();

  const expired = await createAccessToken(user.id, { expired: true });
  await page.evaluate((token) => localStorage.setItem('frontend_vo_auth_token', token), expired.accessToken);
  const statuses: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/v3/users/profile' || path === '/api/v3/sessions/refresh') statuses.push(`${path} ${response.status()}`);
  });

  // A client-side navigation to a page that calls the API with the expired token.
  await page.getByRole('link', { name: 'Edit your profile' }).click();
  await expect(page.getByRole('form', { name: 'Account details' }).getByLabel('First name')).toHaveValue('Mary');
  await expect.poll(() => statuses).toEqual([
    '/api/v3/users/profile 401',
    '/api/v3/sessions/refresh 200',
    '/api/v3/users/profile 200',
  ]);
  const token = await page.evaluate(() => localStorage.getItem('frontend_vo_auth_token'));
  expect(token).not.toBeNull();
  expect(token).not.toBe(expired.accessToken);
});

test('an employee is sent to the staff dashboard, except on the trust-and-safety page', async ({ page, signedInUser }) => {
  await signedInUser({ type: 'employee' });
  await page.goto('/trust-and-saftey');
  await userInStore(page);
  await expect(page).toHaveURL('/trust-and-saftey');
  await page.goto('/contact');
  await expect(page).toHaveURL('/staff');
});
test('an admin signing in goes on to the admin dashboard; the Admin link opens it in a new tab', async ({ page, createUser }) => {
  const { user, password } = await createUser({ admin: true, firstName: 'Ada' });
  await page.goto('/sign-in');
  await appStarted(page);
  await signInThroughForm(page, user.email, password as string);
  await expect(page).toHaveURL('/admin');
  await page.goto('/dashboard');
  const admin = page.getByRole('banner').getByRole('link', { name: 'Admin' });
  await expect(admin).toHaveAttribute('href', '/admin');
  await expect(admin).toHaveAttribute('target', '_blank');
  await expect(admin).toHaveAttribute('rel', /noopener/);
});
