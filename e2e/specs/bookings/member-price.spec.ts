import { auth, serviceRequestFor, usd } from '../../fixtures/booking.ts';
import { appStarted, expect, noHorizontalScroll, test } from '../../fixtures/test.ts';

// The members' discount (ADR 059, docs/product/membership.md): every open estimate shows its member price under its
// price; to someone without a paid plus membership it reads as what plus would save, and nothing is taken off.

test('a non-member sees each estimate’s member price as what plus would save, at 360 px too', async ({ page, signedInUser, seriousA11yViolations }) => {
  const { accessToken } = await signedInUser({ firstName: 'Nadia' });
  const { id, offer } = await serviceRequestFor(page.request, accessToken);
  // The membership check says the caller's bookings take no member prices (ADR 059).
  const { brandPartnerId } = (await (await page.request.get('/config.json')).json()) as { brandPartnerId: string };
  const check = await page.request.get('/api/membership/v1/my-subscriptions/check', { headers: { ...auth(accessToken), 'x-partner-id': brandPartnerId } });
  expect(check.status()).toBe(200);
  expect(((await check.json()) as { memberDiscount: boolean }).memberDiscount).toBe(false);

  expect(offer.member_discount_percent).toBeGreaterThan(0);
  const line = `Member price ${usd(offer.member_price_cents)} · plus members save ${usd(offer.total_cents - offer.member_price_cents)} · Join plus`;

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/service-request/${id}/offer/${offer.id}`);
  await appStarted(page);
  const card = page.getByRole('article', { name: offer.location.name });
  await expect(card.getByTestId('member-price')).toHaveText(line);
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations()).toEqual([]);

  // The offer's own page (choosing a time) shows it too.
  await card.getByRole('link', { name: `Select ${offer.location.name}` }).click();
  await expect(page).toHaveURL(`/service-request/${id}/offer/${offer.id}/book`);
  // The estimates' page may still be on screen as the URL changes: the booking page's own heading first.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an appointment time' })).toBeVisible();
  await expect(page.getByTestId('member-price')).toHaveText(line);
});
