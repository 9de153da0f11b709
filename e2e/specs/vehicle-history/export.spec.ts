import { readFile } from 'node:fs/promises';
import { formatCents } from '@pitstop/contracts';
import { appStarted, expect, noHorizontalScroll, test } from '../../fixtures/test.ts';
import { completedJob } from './completed-job.ts';

// The owner's service history (docs/product/vehicle-history.md, ADR 068): from the vehicles of the profile to the
// car's history, its completed job, and the PDF and CSV downloaded with the session (fetched through the API client,
// saved as files), on a phone, axe clean.

test('PDF and CSV export open', async ({ page, signedInUser, createUser, clock, seriousA11yViolations }) => {
  const customer = await signedInUser();
  const staff = await createUser({ shopStaffNear: '78701' });
  const { vehicleId, shopName, approvedTotalCents } = await completedJob(page.request, { customerToken: customer.accessToken, staffToken: staff.accessToken, clock });

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/profile/vehicle');
  await appStarted(page);
  await page.getByRole('link', { name: 'Service history of your 2010 Honda Civic' }).click();
  await expect(page).toHaveURL(`/profile/vehicle/${vehicleId}/history`);
  await expect(page).toHaveTitle('Service history | Pitstop');
  await expect(page.getByRole('heading', { level: 1, name: 'Service history' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2010 Honda Civic', exact: true })).toBeVisible();
  const job = page.getByRole('list', { name: 'Completed jobs' }).getByRole('listitem');
  await expect(job).toHaveCount(1);
  await expect(job.getByRole('heading')).toContainText(shopName);
  await expect(job).toContainText('Brake Pads Replacement');
  await expect(job).toContainText(`Paid ${formatCents(approvedTotalCents)}`);
  await expect(job).toContainText('Mileage 98,000 mi');
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe('2010-honda-civic-service-history.pdf');
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe('2010-honda-civic-service-history.csv');
  const lines = (await readFile((await csv.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Date,Vehicle,VIN,Mileage,Shop,Shop address,Work,Price,Member discount,Rewards used,Card charged,Paid');
  expect(lines[1]).toContain(',2010 Honda Civic,,98000,');
  // A cell with a comma is quoted (RFC 4180).
  expect(lines[1]).toContain(shopName.includes(',') ? `"${shopName}"` : shopName);
  expect(lines[1]).toContain(`Brake Pads Replacement (${formatCents(approvedTotalCents)})`);
  expect(lines[1]?.endsWith(`,${formatCents(approvedTotalCents)}`)).toBe(true);
});
