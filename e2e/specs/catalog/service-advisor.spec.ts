import { appStarted, expect, test } from '../../fixtures/test.ts';

/** The service advisor (docs/product/assistant.md). */
test('the advisor maps "squealing when I brake" to brake services, which join the request as chips', async ({ page, seriousA11yViolations }) => {
  await page.goto('/service-request/service-advisor');
  await appStarted(page);
  await expect(page).toHaveTitle('Conversation Started | Pitstop');

  await page.getByLabel('Describe the problem').fill('squealing when I brake');
  await page.getByRole('button', { name: 'Send' }).click();

  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText('squealing when I brake');
  const suggested = page.getByRole('group', { name: 'Suggested services' });
  // A chip is a checkbox whose label is what shows.
  await suggested.getByText('Brake Pads Replacement', { exact: true }).click();
  await expect(suggested.getByRole('checkbox', { name: 'Brake Pads Replacement' })).toBeChecked();
  await expect(page.getByText('1 service chosen')).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  await page.getByRole('link', { name: 'Continue with these services' }).click();
  await expect(page).toHaveURL(/\/service-request\/services\/service$/);
  await expect(page.getByRole('button', { name: 'Remove Brake Pads Replacement' })).toBeVisible();
});

test('a vague description gets a follow-up question whose answers continue the conversation', async ({ page }) => {
  await page.goto('/service-request/service-advisor');
  await appStarted(page);
  await page.getByLabel('Describe the problem').fill('my car makes a noise');
  await page.getByLabel('Describe the problem').press('Enter');
  const answer = page.getByRole('button', { name: 'When braking' });
  await expect(answer).toBeVisible();
  await answer.click();
  await expect(page.getByRole('group', { name: 'Suggested services' }).getByText(/Brake/).first()).toBeVisible();
});
