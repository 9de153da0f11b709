import type { Page } from '@playwright/test';
import { formatCents } from '@pitstop/contracts';
import { serviceRequestFor, type WireOffer } from '../../fixtures/booking.ts';
import { appStarted, expect, noHorizontalScroll, signInThroughForm, test } from '../../fixtures/test.ts';

// The compare page (docs/product/comparing-and-choosing.md): a signed-in user's brake request in 78701, its offers side by side and as cards,
// sorting, one offer's address, Select → the book page, withdraw with a reason; a shop's hand offer arriving live.

test('a signed-in user compares itemised offers, sorts them, opens one and selects it, and sees its free times', async ({
  page,
  signedInUser,
  seriousA11yViolations,
}) => {
  const { accessToken } = await signedInUser({ firstName: 'Olivia' });
  const { id, offers } = await serviceRequestFor(page.request, accessToken);
  expect(offers.length).toBeGreaterThanOrEqual(3);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/service-request/${id}/offer`);
  await appStarted(page);
  await expect(page).toHaveTitle('Compare estimates and select a shop | Pitstop');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare estimates and select a shop' })).toBeVisible();
  // The onramp's step bar at Estimates: Services and Vehicle done (docs/product/requests-and-offers.md).
  const progress = page.getByRole('navigation', { name: 'Service request progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Estimates');
  await expect(progress.getByRole('link')).toHaveText([/Services/, /Vehicle/]);
  const summary = page.getByRole('region', { name: 'Your request' });
  await expect(summary).toContainText('Brake Pads Replacement');
  await expect(summary).toContainText('2010 Honda Civic, 98,000 miles');
  await expect(summary).toContainText('78701');

  // Side by side: one column per offer, each itemised and placed in the usual price range.
  const table = page.getByRole('table');
  const shops = table.getByRole('columnheader').getByRole('heading', { level: 3 });
  await expect(shops).toHaveCount(offers.length);
  await expect(table.getByRole('img', { name: /^(Below|Within|Above) the usual price range in your area: \$[\d,]+\.\d\d–\$[\d,]+\.\d\d$/ })).toHaveCount(
    offers.length,
  );
  const brakeRow = table.getByRole('row', { name: /^Brake Pads Replacement/ });
  await expect(brakeRow.getByRole('cell')).toHaveCount(offers.length);
  for (const cell of await brakeRow.getByRole('cell').all()) {
    await expect(cell).toContainText(/[\d.]+ h × \$[\d,]+\.\d\d\/h/);
    await expect(cell).toContainText(/Line total\s*\$[\d,]+\.\d\d/);
  }
  await expect(table.getByRole('link', { name: /^Select / })).toHaveCount(offers.length);
  await expect(page.getByText('Live: new estimates appear here as shops answer.')).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  // Sorted by distance, the nearest shop comes first.
  await page.getByRole('radiogroup', { name: 'Sort by' }).getByText('Distance', { exact: true }).click();
  const byDistance = [...offers].sort((a, b) => a.location.distance_miles - b.location.distance_miles || a.total_cents - b.total_cents);
  await expect(shops.first()).toHaveText(byDistance[0]?.location.name ?? '');
  await expect(shops.last()).toHaveText(byDistance.at(-1)?.location.name ?? '');

  // One offer's own address marks it; Select leads to its book page.
  const chosen = offers[1] as WireOffer;
  await page.goto(`/service-request/${id}/offer/${chosen.id}`);
  await appStarted(page);
  const chosenColumn = table.getByRole('columnheader').filter({ has: page.getByRole('heading', { name: chosen.location.name }) });
  await expect(chosenColumn).toHaveAttribute('aria-current', 'true');
  await expect(chosenColumn).toContainText('Selected');
  await table.getByRole('link', { name: `Select ${chosen.location.name}` }).click();

  await expect(page).toHaveURL(`/service-request/${id}/offer/${chosen.id}/book`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an appointment time' })).toBeVisible();
  await expect(progress.locator('[aria-current="step"]')).toContainText('Book');
  // After Estimates, Services and Vehicle show but are not clickable.
  await expect(progress.getByRole('link')).toHaveText([/Estimates/]);
  await expect(progress.getByRole('link', { name: /Estimates/ })).toHaveAttribute('href', `/service-request/${id}/offer`);
  await expect(page.getByRole('region', { name: chosen.location.name })).toBeVisible();
  // Its free times (the booking itself: e2e/specs/bookings).
  await expect(page.getByRole('button', { name: /C[SD]T$/ }).first()).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByRole('link', { name: 'Back to the estimates' }).click();
  await expect(page).toHaveURL(`/service-request/${id}/offer/${chosen.id}`);
});

test('at 360 px the offers are cards with no sideways scroll, and the request is withdrawn with a reason', async ({
  page,
  signedInUser,
  seriousA11yViolations,
}) => {
  const { accessToken } = await signedInUser();
  const { id, offers } = await serviceRequestFor(page.request, accessToken);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/service-request/${id}/offer`);
  await appStarted(page);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(offers.length);
  await expect(cards.first().getByRole('img', { name: /the usual price range in your area/ })).toBeVisible();
  await expect(cards.first()).toContainText(/Line total\s*\$[\d,]+\.\d\d/);
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);

  await page.getByRole('button', { name: 'Withdraw request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this request?' });
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(dialog.getByText('Please describe the reason.')).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Tell us more' }).fill('My neighbour fixed it');
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Withdraw request' }).click();

  await expect(page.getByText('You withdrew this request')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: /^Select / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start a new request' })).toHaveAttribute('href', '/service-request/services/service');
  expect(await noHorizontalScroll(page)).toBe(true);

  // The server kept it: a reload shows it withdrawn.
  await page.reload();
  await appStarted(page);
  await expect(page.getByText('You withdrew this request')).toBeVisible();
  await expect(page.getByText('Reason: Something else')).toBeVisible();
});

test('a guest is sent to sign in and comes back to the offers page', async ({ page, createUser }) => {
  const { user, password, accessToken } = await createUser();
  const { id } = await serviceRequestFor(page.request, accessToken);
  await page.goto(`/service-request/${id}/offer`);
  await expect(page).toHaveURL(`/sign-in?redirectTo=${encodeURIComponent(`/service-request/${id}/offer`)}`);
  await signInThroughForm(page, user.email, password ?? '');
  await expect(page).toHaveURL(`/service-request/${id}/offer`);
  await expect(page.getByRole('link', { name: /^Select / }).first()).toBeVisible();
});

test('the open page follows the request live: withdrawn elsewhere, it shows withdrawn without a reload', async ({ page, signedInUser }) => {
  const { accessToken } = await signedInUser();
  const { id } = await serviceRequestFor(page.request, accessToken);
  await page.goto(`/service-request/${id}/offer`);
  await appStarted(page);
  await expect(page.getByText('Live: new estimates appear here as shops answer.')).toBeVisible();

  // Another tab (the same account) withdraws it: the event stream brings the new status.
  const withdrawn = await page.request.delete(`/api/v3/service_requests/${id}?reason_withdrawn=fixed_it&come_back=true`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(withdrawn.status()).toBe(200);
  await expect(page.getByText('You withdrew this request')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Select / })).toHaveCount(0);
});

test("a shop's hand offer reaches the open page live: announced and marked new, without a reload", async ({
  page,
  signedInUser,
  createUser,
  seriousA11yViolations,
}) => {
  const { accessToken } = await signedInUser();
  // A head gasket needs a shop's own look: no instant price, the request waits for bids.
  const { id, offers } = await serviceRequestFor(page.request, accessToken, { serviceName: 'Head Gasket Replacement' });
  expect(offers).toEqual([]);
  await page.goto(`/service-request/${id}/offer`);
  await appStarted(page);
  await expect(page.getByText('Shops are pricing your request')).toBeVisible();
  await expect(page.getByText('Live: new estimates appear here as shops answer.')).toBeVisible();

  // Staff of the nearest shop in reach price it from the shop portal's API, sending the drafted bid as it is.
  const { location, totalCents } = await handBid(page, createUser, id, '78701', { note: 'We can start the day you bring it in.' });
  const total = formatCents(totalCents);

  const column = page.getByRole('table').getByRole('columnheader').filter({ has: page.getByRole('heading', { name: location?.name }) });
  await expect(column).toContainText('New');
  await expect(column).toContainText('From the shop');
  await expect(column).toContainText(total);
  await expect(page.getByRole('status').filter({ hasText: `New estimate from ${location?.name}: ${total}.` })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /^Note from the shop/ })).toContainText('We can start the day you bring it in.');
  await expect(page.getByRole('link', { name: `Select ${location?.name}` })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
});

/** A staff member of the shop nearest `zip` sends its drafted bid on the request, its lines changed by `lines`; the location and total. */
async function handBid(
  page: Page,
  createUser: (options: { shopStaffNear: string }) => Promise<{ accessToken: string }>,
  requestId: string,
  zip: string,
  { lines = (line) => line, note }: { lines?: (draft: BidLine) => BidLine; note?: string } = {},
) {
  const staff = await createUser({ shopStaffNear: zip });
  const headers = { Authorization: `Bearer ${staff.accessToken}` };
  const [location] = (await (await page.request.get('/api/shop/v1/locations', { headers })).json()) as { id: string; name: string }[];
  expect(location, 'the staff member’s location').toBeTruthy();
  const detail = await page.request.get(`/api/shop/v1/locations/${location?.id}/requests/${requestId}`, { headers });
  expect(detail.status(), `the request is in reach of the shop near ${zip}`).toBe(200);
  const { draft } = (await detail.json()) as { draft: (BidLine & { serviceId: string })[] };
  const sent = await page.request.post(`/api/shop/v1/locations/${location?.id}/requests/${requestId}/offers`, {
    headers,
    data: { lineItems: draft.map(({ serviceId, laborHours, partsCents, feesCents }) => ({ serviceId, ...lines({ laborHours, partsCents, feesCents }) })), note },
  });
  expect(sent.status(), 'POST a hand offer').toBe(201);
  return { location: location!, totalCents: ((await sent.json()) as { totalCents: number }).totalCents };
}

interface BidLine {
  laborHours: number;
  partsCents: number;
  feesCents: number;
}

test("a shop's own bid takes its instant estimate's place live; six offers fit at 1280 px, centred; sorting is announced; each Select is named apart", async ({
  page,
  signedInUser,
  createUser,
  seriousA11yViolations,
}) => {
  const { accessToken } = await signedInUser();
  const { id, offers } = await serviceRequestFor(page.request, accessToken);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/service-request/${id}/offer`);
  await appStarted(page);
  await expect(page.getByText('Live: new estimates appear here as shops answer.')).toBeVisible();
  const table = page.getByRole('table');
  const shops = table.getByRole('columnheader').getByRole('heading', { level: 3 });
  await expect(shops).toHaveCount(offers.length);

  // The nearest shop, which made an instant estimate, bids by hand below every price shown.
  const cheapest = await handBid(page, createUser, id, '78701', { lines: () => ({ laborHours: 0.25, partsCents: 500, feesCents: 0 }) });
  expect(offers.map((offer) => offer.location.id), 'the bidding shop made an instant estimate').toContain(cheapest.location.id);
  const column = table.getByRole('columnheader').filter({ has: page.getByRole('heading', { name: cheapest.location.name }) });
  await expect(column).toContainText('From the shop');
  // The shop shows once, and one offer alone is the lowest price.
  await expect(column).toHaveCount(1);
  await expect(shops).toHaveCount(offers.length);
  await expect(column).toContainText(`Lowest price of ${offers.length} nearby shops`);
  await expect(table.getByText(/Lowest price of/)).toHaveCount(1);

  // A shop further out, with no instant estimate here, makes the sixth offer.
  const sixth = await handBid(page, createUser, id, '78758');
  expect(offers.map((offer) => offer.location.id)).not.toContain(sixth.location.id);
  await expect(shops).toHaveCount(offers.length + 1);
  await expect(table.getByText(/Lowest price of/)).toHaveCount(1);
  // Six columns fit the page (nothing cut off or scrolled), and the page is centred like the others.
  const region = page.getByRole('region', { name: 'Estimates side by side' });
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const heading = await page.getByRole('heading', { level: 1, name: 'Compare estimates and select a shop' }).boundingBox();
  expect(heading?.x).toBeGreaterThanOrEqual(60);

  // Sorting says the new order in a polite live region.
  await page.getByRole('radiogroup', { name: 'Sort by' }).getByText('Price', { exact: true }).click();
  const first = `Estimates sorted by price, lowest price first. First: ${cheapest.location.name}, ${formatCents(cheapest.totalCents)}.`;
  await expect(page.getByRole('status').filter({ hasText: first })).toHaveCount(1);
  await expect(shops.first()).toHaveText(cheapest.location.name);

  // Every Select link has a name of its own.
  const names = await table.getByRole('link', { name: /^Select / }).evaluateAll((links) => links.map((link) => link.textContent));
  expect(names).toHaveLength(offers.length + 1);
  expect(new Set(names).size).toBe(names.length);
  expect(await seriousA11yViolations()).toEqual([]);

  // A reload shows the same: the server shows one offer per shop.
  await page.reload();
  await appStarted(page);
  await expect(shops).toHaveCount(offers.length + 1);
  await expect(table.getByText(/Lowest price of/)).toHaveCount(1);
});
