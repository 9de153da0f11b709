import { expect, noHorizontalScroll, test, uniqueEmail } from '../../fixtures/test.ts';

/** The operations consoles (docs/product/operations.md, ADR 078), at a desktop's and a phone's width. */
for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('an admin finds a user, disables the account with a reason, and reads it in the audit log', async ({ page, signedInUser, createUser, seriousA11yViolations }) => {
      await signedInUser({ admin: true, firstName: 'Avery' });
      const email = uniqueEmail('target');
      await createUser({ email, firstName: 'Terry', lastName: 'Target' });
      // The whole log is shared by every test: this run's entry is told apart by its reason.
      const reason = `Card testing from this account (${email})`;

      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Find a user' }).fill(email);
      await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('row')).toHaveCount(2);
      expect(await seriousA11yViolations()).toEqual([]);
      await page.getByRole('link', { name: 'Terry Target' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Terry Target' })).toBeVisible();
      await page.getByRole('button', { name: 'Disable account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Disable this account' });
      await dialog.getByRole('button', { name: 'Disable account' }).click();
      await expect(dialog.getByText('Give a reason.')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
      expect(await seriousA11yViolations()).toEqual([]);
      await dialog.getByRole('button', { name: 'Disable account' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();
      // The account's own history, and the whole log.
      await expect(page.getByRole('table', { name: 'Audit log' }).getByText(reason)).toBeVisible();
      expect(await noHorizontalScroll(page)).toBe(true);

      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      const row = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: reason });
      await expect(row.getByText('user.disable')).toBeVisible();
      expect(await seriousA11yViolations()).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
    });

    test('staff find the demo customer and write to them from the support thread', async ({ page, signedInUser, seriousA11yViolations }) => {
      await signedInUser({ type: 'employee', firstName: 'Sasha' });
      await page.goto('/staff');
      await expect(page.getByRole('heading', { level: 1, name: 'Find a customer' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Find a customer' }).fill('demo@pitstop.test');
      await page.getByRole('link', { name: 'Dana Demo' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Dana Demo' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Service requests' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
      const words = `Hello Dana, checking in (${width} px).`;
      await page.getByRole('textbox', { name: 'Your message' }).fill(words);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('list', { name: /Messages with/ }).getByText(words)).toBeVisible();
      expect(await seriousA11yViolations()).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
    });
  });
}
