import { auth, bookedRequest } from '../../fixtures/booking.ts';
import { appStarted, expect, noHorizontalScroll, signInThroughForm, test, uniqueEmail } from '../../fixtures/test.ts';
import { scanSeriousA11yViolations } from '../../fixtures/a11y.ts';

// Written reviews (docs/product/reviews.md, ADR 064): after the shop completes a job, the dashboard lists it as
// waiting for a review; the customer rates it by keyboard and writes a few words on /profile/reviews; the shop's
// rating and count move; the shop replies from /shop; the review and the reply are on the public /reviews page,
// rendered on the server with its schema.org data. Axe clean; 360 px.

interface Standing {
  rating: number;
  reviewCount: number;
  reviews: { id: string; body: string; reviewerName: string }[];
}

test('after a completed job the customer reviews the shop; the rating moves, the shop replies, /reviews shows both', async ({
  page,
  browser,
  createUser,
  signedInUser,
  clock,
  seriousA11yViolations,
}) => {
  const customer = await signedInUser({ email: uniqueEmail('reviews'), firstName: 'Riley', lastName: 'Quinn' });
  // A car no other test books: the shop's day may hold other tests' bookings at the same time.
  const car = { year: 2011, make: 'Mazda', model: 'Mazda3' };
  const { id, offer, slot } = await bookedRequest(page.request, customer.accessToken, { nearest: true, car });
  const appointments = await page.request.get(`/api/v3/users/service_requests/${id}/appointments`, { headers: auth(customer.accessToken) });
  const [booking] = ((await appointments.json()) as { data: { id: string; attributes: { location_id: string; approved_total_cents: number } }[] }).data;
  const locationId = booking!.attributes.location_id;
  const staff = await createUser({ shopStaffNear: '78701' });
  const standing = async () => (await (await page.request.get(`/api/shop/v1/locations/${locationId}/reviews`, { headers: auth(staff.accessToken) })).json()) as Standing;
  const before = await standing();

  // The shop completes the job once it has begun.
  await clock.set(new Date(new Date(slot.attributes.starts_at).getTime() + 60 * 60_000));
  const completed = await page.request.post(`/api/shop/v1/locations/${locationId}/appointments/${booking!.id}/completion`, {
    headers: auth(staff.accessToken),
    data: { finalTotalCents: booking!.attributes.approved_total_cents },
  });
  expect(completed.status(), completed.url()).toBe(200);
  await clock.reset();

  // The dashboard lists the job as waiting for a review; its link opens the form.
  await page.goto('/dashboard');
  await appStarted(page);
  const waiting = page.getByRole('list', { name: 'Reviews waiting' });
  await waiting.getByRole('link', { name: `Review ${offer.location.name}` }).click();
  await expect(page).toHaveURL(/\/profile\/reviews\?review=/);
  await expect(page).toHaveTitle('Your reviews | Pitstop');
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  // Without stars the form says so and sends nothing; by keyboard: onto the fourth star, Space chooses it.
  await form.getByRole('textbox', { name: /Your review/ }).fill('Fixed the rattle the dealer missed. Clear price, <b>no</b> surprises.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await form.getByRole('radio', { name: '4', exact: true }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByRole('status')).toHaveText(`Thanks! Your review of ${offer.location.name} is posted.`);
  const mine = page.getByRole('region', { name: 'Your reviews' });
  await expect(mine.getByRole('article')).toContainText('Clear price, <b>no</b> surprises.');
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for your review' })).toContainText('Nothing to review right now.');

  // The shop's rating and count moved with it.
  const after = await standing();
  expect(after.reviewCount).toBe(before.reviewCount + 1);
  expect(after.rating).not.toBeNaN();
  const review = after.reviews.find((entry) => entry.body.includes('the dealer missed'));
  expect(review?.reviewerName).toBe('Riley Q.');

  // The shop replies from its portal, in a browser of its own.
  const shopContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const shopPage = await shopContext.newPage();
    await shopPage.goto('/sign-in');
    await appStarted(shopPage);
    await signInThroughForm(shopPage, staff.user.email, staff.password ?? '');
    await expect(shopPage).not.toHaveURL(/sign-in/);
    await shopPage.goto(`/shop/locations/${locationId}/reviews`);
    await appStarted(shopPage);
    await expect(shopPage.getByText(`from ${after.reviewCount.toLocaleString('en-US')} reviews`)).toBeVisible();
    const card = shopPage.getByRole('article').filter({ hasText: 'the dealer missed' });
    await card.getByRole('button', { name: 'Reply to Riley Q.' }).click();
    await card.getByRole('textbox', { name: 'Your reply' }).fill('Thanks, Riley! Glad the rattle is gone.');
    await card.getByRole('button', { name: 'Post reply' }).click();
    await expect(card).toContainText('Reply from');
    await expect(card).toContainText('Thanks, Riley! Glad the rattle is gone.');
    expect(await scanSeriousA11yViolations(shopPage)).toEqual([]);
  } finally {
    await shopContext.close();
  }

  // The public page, signed out: rendered on the server with the review, its reply and the structured data.
  const html = await (await page.request.get('/reviews', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('Fixed the rattle the dealer missed.');
  expect(html).toContain('"@type":"AggregateRating"');
  const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 360, height: 780 } });
  try {
    const publicPage = await guest.newPage();
    await publicPage.goto('/reviews');
    await appStarted(publicPage);
    await expect(publicPage).toHaveTitle('Reviews | Pitstop');
    const first = publicPage.getByRole('article').first();
    await expect(first).toContainText(offer.location.name);
    await expect(first).toContainText('Clear price, <b>no</b> surprises.');
    await expect(first).toContainText('by Riley Q.');
    await expect(first).toContainText('Thanks, Riley! Glad the rattle is gone.');
    expect(await noHorizontalScroll(publicPage)).toBe(true);
    expect(await scanSeriousA11yViolations(publicPage)).toEqual([]);
  } finally {
    await guest.close();
  }
});
