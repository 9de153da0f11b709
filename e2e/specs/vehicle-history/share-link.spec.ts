import { expect, noHorizontalScroll, test } from '../../fixtures/test.ts';
import { completedJob } from './completed-job.ts';

// A share link of the history (docs/product/vehicle-history.md, ADR 068): the owner makes it and copies it; in another
// browser, signed out, it opens the history (rendered on the server: in the page's HTML, never stored, never indexed)
// and its PDF; once the owner turns it off after a confirmation, the same link is a dead end (404).

test('the share link works signed out and stops after revocation', async ({ page, browser, signedInUser, createUser, clock, seriousA11yViolations }) => {
  const customer = await signedInUser();
  const staff = await createUser({ shopStaffNear: '78701' });
  const { vehicleId, shopName } = await completedJob(page.request, { customerToken: customer.accessToken, staffToken: staff.accessToken, clock });

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/profile/vehicle/${vehicleId}/history`);
  await expect(page.getByText('No live links.')).toBeVisible();
  await page.getByRole('button', { name: 'Create share link' }).click();
  const link = await page.getByRole('textbox', { name: 'Your new link' }).inputValue();
  expect(new URL(link).pathname).toMatch(/^\/vehicle-history\/[A-Za-z0-9_-]{32}$/);
  const live = page.getByRole('list', { name: 'Live links' }).getByRole('listitem');
  await expect(live).toHaveCount(1);
  await expect(live).toContainText(`Link ending …${link.slice(-4)}`);
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);

  // Someone else, signed out, in a browser of their own.
  const guest = await browser.newContext({ baseURL: new URL(link).origin, viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' });
  const guestPage = await guest.newPage();
  const path = new URL(link).pathname;
  const served = await guestPage.goto(path);
  expect(served?.status()).toBe(200);
  expect(served?.headers()['cache-control']).toBe('private, no-store');
  expect(served?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  // The history is in the server's HTML (ADR 055).
  expect(await served?.text()).toContain(shopName);
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Service history' })).toBeVisible();
  await expect(guestPage.getByRole('list', { name: 'Completed jobs' }).getByRole('listitem')).toContainText('Brake Pads Replacement');
  await expect(guestPage.getByRole('button', { name: 'Create share link' })).toHaveCount(0);
  const [pdf] = await Promise.all([guestPage.waitForEvent('download'), guestPage.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe('2010-honda-civic-service-history.pdf');
  expect(await noHorizontalScroll(guestPage)).toBe(true);

  // The owner turns it off, after a confirmation.
  await live.getByRole('button', { name: `Turn off the link ending ${link.slice(-4)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off this link?' });
  await dialog.getByRole('button', { name: 'Turn off link' }).click();
  await expect(page.getByText('No live links.')).toBeVisible();

  const dead = await guestPage.goto(path);
  expect(dead?.status()).toBe(404);
  await expect(guestPage.getByRole('alert')).toContainText('This history link is not valid or was turned off by the owner.');
  await expect(guestPage.getByRole('list', { name: 'Completed jobs' })).toHaveCount(0);
  expect((await guest.request.get(`/api/v3/vehicle_history_shares/${path.split('/').at(-1)}/history.csv`)).status()).toBe(404);
  await guest.close();
});
