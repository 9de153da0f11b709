import type { Page } from '@playwright/test';
import { appStarted, expect, signInThroughForm, test, userInStore } from '../../fixtures/test.ts';

/**
 * Opens /dashboard and waits until every call the page makes on its own has been sent, so that a token replaced next
 * meets only the calls the test then causes. The app has started and the dashboard has its data: once, a click while
 * the dashboard's own calls were still landing was lost (the link's route fetched, no navigation). And the membership
 * frame (loaded late, after the dashboard: ADR 060) has had its answers — the join banner shows for this confirmed
 * non-member: once, under load, its reads went out after the token was replaced, the refresh was refused and the
 * session ended before the test's click (a refused refresh: the link never came).
 */
async function dashboardAtRest(page: Page, firstName: string) {
  // The navbar's live messages (their stream, their poll) start once the page has: a call they made after the
  // test swaps the token would end the session before the test's own click does.
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v3/users/events');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Hi, ${firstName}` })).toBeVisible();
  await userInStore(page);
  await expect(page.getByText(/^No vehicles yet/)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Membership' }).getByRole('link', { name: 'Join' })).toBeVisible();
  expect((await stream).status()).toBe(200);
  await expect(page.getByText('No unread messages.')).toBeVisible();
}

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
  await dashboardAtRest(page, 'Mary');

  const expired = await createAccessToken(user.id, { expired: true });
  await page.evaluate((token) => localStorage.setItem('frontend_vo_auth_token', token), expired.accessToken);
  // Every API answer from here on: whichever call meets the expired token first (the profile, or a membership read
  // the frame refetches on navigation) is answered 401, the client refreshes once, and each refused call is retried.
  const answers: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/')) answers.push({ path, status: response.status() });
  });

  // A client-side navigation to a page that calls the API with the expired token.
  await page.getByRole('link', { name: 'Edit your profile' }).click();
  await expect(page.getByRole('form', { name: 'Account details' }).getByLabel('First name')).toHaveValue('Mary');
  const REFRESH = '/api/v3/sessions/refresh';
  await expect.poll(() => answers.some((a) => a.path === '/api/v3/users/profile' && a.status === 200)).toBe(true);
  await expect.poll(() => answers.filter((a) => a.path === REFRESH).map((a) => a.status)).toEqual([200]);
  const refreshedAt = answers.findIndex((a) => a.path === REFRESH);
  const refused = answers.filter((a) => a.status === 401);
  expect(refused.length).toBeGreaterThan(0);
  // Every 401 came before the one refresh, and each refused call was answered again after it.
  expect(answers.slice(refreshedAt).filter((a) => a.status === 401)).toEqual([]);
  for (const { path } of refused) {
    await expect.poll(() => answers.slice(refreshedAt).some((a) => a.path === path && a.status === 200), path).toBe(true);
  }
  const token = await page.evaluate(() => localStorage.getItem('frontend_vo_auth_token'));
  expect(token).not.toBeNull();
  expect(token).not.toBe(expired.accessToken);
});

test('a refused refresh ends the session like a logout: from a private page to / (ADR 023)', async ({ page, context, signedInUser, createAccessToken }) => {
  const { user } = await signedInUser({ firstName: 'Grace' });
  await dashboardAtRest(page, 'Grace');

  // The refresh cookie is gone (revoked, expired) and the access token has expired: the refresh is refused.
  const expired = await createAccessToken(user.id, { expired: true });
  await context.clearCookies();
  await page.evaluate((token) => localStorage.setItem('frontend_vo_auth_token', token), expired.accessToken);
  const refresh = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v3/sessions/refresh');
  await page.getByRole('link', { name: 'Edit your profile' }).click();

  expect((await refresh).status()).toBe(401);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('frontend_vo_auth_token'))).toBeNull();
});

// The staff and admin dashboards are the app's own /staff and /admin by default (ADR 078).
test('an employee is sent to the staff console from any page but trust and safety, and stays on its pages', async ({ page, signedInUser }) => {
  await signedInUser({ type: 'employee', firstName: 'Emil' });
  await page.goto('/contact');
  await expect(page).toHaveURL('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a customer' })).toBeVisible();
  await page.goto('/trust-and-saftey');
  await expect(page).toHaveURL('/trust-and-saftey');
});

test('the demo admin signing in lands on the admin console, with an Admin link; a member gets the 404 page there', async ({ page, browser }) => {
  await page.goto('/sign-in');
  await appStarted(page);
  await signInThroughForm(page, 'admin@pitstop.test', 'pitstop-admin');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();
  const member = await browser.newPage();
  await member.goto('/sign-in');
  await appStarted(member);
  await signInThroughForm(member, 'demo@pitstop.test', 'pitstop-demo');
  await expect(member).toHaveURL('/dashboard');
  await member.goto('/admin');
  await expect(member.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await member.close();
});
