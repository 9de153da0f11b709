import { serviceRequestFor } from '../../fixtures/booking.ts';
import { appStarted, expect, noHorizontalScroll, test, userInStore } from '../../fixtures/test.ts';

// Global search (docs/product/search.md, spec 001 §2): shown in the navbar once the user has a service request;
// typing finds the request, Enter opens it. Axe clean with the results open; at 360 px a button opens it in a dialog.

test('global search finds a request', async ({ page, signedInUser, seriousA11yViolations }) => {
  const customer = await signedInUser({ firstName: 'Robin' });

  // No request yet: no search in the navbar.
  await page.goto('/dashboard');
  await appStarted(page);
  await userInStore(page);
  await expect(page.getByRole('button', { name: 'Robin' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);

  // A request made (through the API, as the onramp makes it): the profile says so at the next page load.
  const request = await serviceRequestFor(page.request, customer.accessToken);
  await page.reload();
  await appStarted(page);
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  await expect(search).toBeVisible();

  await search.fill('brake pads');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const found = results.getByRole('option', { name: /Brake Pads Replacement/ });
  await expect(found).toContainText('2010 Honda Civic · Open');
  await expect(results.getByRole('group', { name: 'Requests' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  // Escape closes the list; words matching nothing say so.
  await search.press('Escape');
  await expect(results).toHaveCount(0);
  await search.fill('zzqx nothing');
  await expect(page.getByText('No matches for “zzqx nothing”.')).toBeVisible();

  // The first match is highlighted: Enter opens the request.
  await search.fill('civic');
  await expect(found).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/service-request/${request.id}/offer$`));
  await expect(search).toHaveValue('');

  // At 360 px: a button opens the search in a dialog that fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  await appStarted(page);
  await expect(search).toBeHidden();
  await page.getByRole('button', { name: 'Open search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('combobox', { name: 'Search' });
  await expect(field).toBeFocused();
  await field.fill('honda');
  const option = dialog.getByRole('option', { name: /Brake Pads Replacement/ });
  await expect(option).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/service-request/${request.id}/offer$`));
  await expect(dialog).toBeHidden();
});
