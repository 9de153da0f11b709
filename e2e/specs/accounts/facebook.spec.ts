import { appStarted, expect, test } from '../../fixtures/test.ts';

// The e2e server offers Facebook Login (FACEBOOK_APP_ID) and checks sign-ins with the development verifier:
// the dialog itself is never opened (no network); Facebook's reply is played by loading the callback address.

test('Continue with Facebook leads to the login dialog; its reply signs the account in and goes on to the destination', async ({
  page,
  baseURL,
  createUser,
}) => {
  const facebookUid = `fb-${Date.now()}`;
  await createUser({ firstName: 'Faye', password: null, facebookUid });
  await page.goto('/sign-in?redirectTo=%2Fprofile%2Faccount');
  await appStarted(page);

  const button = page.getByRole('link', { name: 'Continue with Facebook' });
  const dialog = new URL((await button.getAttribute('href')) ?? '');
  expect(`${dialog.origin}${dialog.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
  expect(dialog.searchParams.get('client_id')).toBe('e2e-facebook-app');
  expect(dialog.searchParams.get('redirect_uri')).toBe(`${baseURL}/sign-in/facebook`);
  expect(dialog.searchParams.get('response_type')).toBe('token');
  expect(dialog.searchParams.get('scope')).toBe('email');
  const state = dialog.searchParams.get('state') ?? '';
  expect(state).toMatch(/^[0-9a-f]{32}$/);

  // What Facebook sends back to the redirect address: the token in the fragment, the state unchanged.
  await page.goto(`/sign-in/facebook#access_token=dev%3A${facebookUid}&expires_in=5183&state=${state}`);
  await expect(page).toHaveURL('/profile/account');
  await expect(page.getByRole('form', { name: 'Account details' }).getByLabel('First name')).toHaveValue('Faye');
});

test('a reply with a state this tab did not make signs nobody in', async ({ page, createUser }) => {
  const facebookUid = `fb-${Date.now()}`;
  await createUser({ password: null, facebookUid });
  await page.goto('/sign-up');
  await appStarted(page);
  await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toBeVisible();

  await page.goto(`/sign-in/facebook#access_token=dev%3A${facebookUid}&state=forged`);
  await expect(page.getByRole('alert')).toHaveText('We could not verify your Facebook sign-in. Please try again.');
  await expect(page).toHaveURL('/sign-in/facebook');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
