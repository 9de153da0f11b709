import { appStarted, expect, test, uniqueEmail } from '../../fixtures/test.ts';

test('the invite page shows the inviter and the reward, hides the nav links, and its sign-up applies the invite', async ({ page, createUser, latestMessage }) => {
  const inviter = await createUser({ firstName: 'Hedy', confirmed: true });
  await page.goto(`/invite/${inviter.user.promoSlug}`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hedy invited you to Pitstop' })).toBeVisible();
  await expect(page.getByText('you both get $10.00 in rewards')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  const email = uniqueEmail('invited');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('George');
  await form.getByLabel('Last name').fill('Antheil');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel(/^Password/).fill('frequency-hop');
  await form.getByRole('button', { name: 'Create my free account' }).click();
  await expect(page).toHaveURL('/activate-account');
  const mail = await latestMessage(email, 'confirmation-code');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(mail.code as string);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('$10.00', { exact: true })).toBeVisible();
});

test('the invite comes with the page (ADR 055): the browser does not ask the API for it again', async ({ page, createUser }) => {
  const inviter = await createUser({ firstName: 'Grace', confirmed: true });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v3/invites/')) asked.push(request.url());
  });
  await page.goto(`/invite/${inviter.user.promoSlug}`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Grace invited you to Pitstop' })).toBeVisible();
  await expect(page.getByText('you both get $10.00 in rewards')).toBeVisible();
  expect(asked).toEqual([]);
});

test('an unknown invite says so and still offers the sign-up', async ({ page }) => {
  await page.goto('/invite/no-such-inviter');
  await expect(page.getByRole('alert').filter({ hasText: 'This invite link is not valid.' })).toBeVisible();
  await page.getByRole('link', { name: 'create your free account' }).click();
  await expect(page).toHaveURL('/sign-up');
});
