import { auth, bookedRequest } from '../../fixtures/booking.ts';
import { appStarted, expect, noHorizontalScroll, test, uniqueEmail } from '../../fixtures/test.ts';

// The rewards page (docs/product/rewards.md): after a booking that used rewards and a completed job that earned
// some, the balance, earned and used, the ledger with each row's reason, a promo code refused and one applied, the
// invite link with its terms. Axe clean; at 360 px nothing wider than the screen.

test('rewards after a booking that used and earned them: balance, ledger, promo code, invite', async ({
  page,
  createUser,
  signedInUser,
  clock,
  seriousA11yViolations,
}) => {
  const customer = await signedInUser({ email: uniqueEmail('rewards'), firstName: 'Robin', rewardsCents: 2000 });
  // A car no other test books: the shop's day may hold other tests' bookings at the same time.
  const car = { year: 2013, make: 'Toyota', model: 'Corolla' };
  const { id, slot } = await bookedRequest(page.request, customer.accessToken, { nearest: true, car, rewardsCents: 500 });
  const appointments = await page.request.get(`/api/v3/users/service_requests/${id}/appointments`, { headers: auth(customer.accessToken) });
  const [booking] = ((await appointments.json()) as { data: { id: string; attributes: { location_id: string; approved_total_cents: number } }[] }).data;
  // The shop completes the job once it has begun: the card pays the rest, which earns rewards.
  const staff = await createUser({ shopStaffNear: '78701' });
  await clock.set(new Date(new Date(slot.attributes.starts_at).getTime() + 60 * 60_000));
  const completed = await page.request.post(`/api/shop/v1/locations/${booking!.attributes.location_id}/appointments/${booking!.id}/completion`, {
    headers: auth(staff.accessToken),
    data: { finalTotalCents: booking!.attributes.approved_total_cents },
  });
  expect(completed.status(), completed.url()).toBe(200);
  const paidByCard = booking!.attributes.approved_total_cents - 500;
  const earned = Math.min(2000, Math.floor((paidByCard * 200) / 10_000));
  const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  await page.goto('/rewards');
  await appStarted(page);
  await expect(page).toHaveTitle('Rewards | Pitstop');
  await expect(page.getByText(usd(2000 - 500 + earned), { exact: true })).toBeVisible();
  await expect(page.getByText(`Earned ${usd(2000 + earned)} · Used ${usd(500)}`)).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Rewards history' });
  await expect(ledger.getByRole('row')).toHaveCount(4);
  await expect(ledger).toContainText('Welcome credit');
  await expect(ledger).toContainText(`−${usd(500)}`);
  await expect(ledger).toContainText(`+${usd(earned)}`);
  expect(await seriousA11yViolations()).toEqual([]);

  // A code that does not exist is refused at the field; the member's welcome code is added, with its row.
  const code = page.getByRole('textbox', { name: 'Promo or invite code' });
  await code.fill('NOPE-NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo code is invalid.')).toBeVisible();
  await code.fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Promo code WELCOME10 applied: $10.00 added to your rewards.' })).toBeVisible();
  await expect(page.getByText(usd(2000 - 500 + earned + 1000), { exact: true })).toBeVisible();
  await expect(ledger.getByRole('row')).toHaveCount(5);
  await expect(ledger).toContainText('Promo code WELCOME10');

  // The invite link and its terms.
  await expect(page.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(/\/invite\/[a-z0-9-]+$/);
  await expect(page.getByRole('region', { name: 'How rewards work' })).toContainText('and so do you');

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await noHorizontalScroll(page)).toBe(true);
});
