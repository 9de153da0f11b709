import type { APIRequestContext } from '@playwright/test';
import { auth, freeTimes, savedCard, serviceRequestFor, usd } from '../../fixtures/booking.ts';
import { appStarted, expect, noHorizontalScroll, test } from '../../fixtures/test.ts';

// The membership screens (docs/product/membership.md, spec 001 §2, §4): join plus for 12 months with 4242 from the
// plans page (the join banner before, none after, member prices on the estimates), then /subscriptions goes on to /dashboard and /profile/subscriptions shows the membership; cancel →
// still a member until the period end; renew; update the payment method; roadside help from day 3. Axe on every
// screen, 360 px without sideways scroll.

/** The brand's partner (the runtime config) and its plus plan's options, as the web reads them. */
async function brandPlan(request: APIRequestContext) {
  const config = (await (await request.get('/config.json')).json()) as { brandPartnerId: string };
  const reply = await request.get('/api/membership/v1/lookup/program-and-plan/plus/standard', { headers: { 'x-partner-id': config.brandPartnerId } });
  expect(reply.status()).toBe(200);
  const plan = (await reply.json()) as { programPlan: { id: string }; subscriptionOptions: { id: string; label: string }[] };
  return { partnerId: config.brandPartnerId, plan };
}

/** Joins plus for 12 months through the API on a card saved as the payment page saves one. */
async function joinedPlus(request: APIRequestContext, accessToken: string) {
  await savedCard(request, accessToken);
  const cards = (await (await request.get('/api/v3/users/credit_cards', { headers: auth(accessToken) })).json()) as {
    data: { attributes: { payment_token: string } }[];
  };
  const { partnerId, plan } = await brandPlan(request);
  const twelve = plan.subscriptionOptions.find((option) => option.label === '12 Months')!;
  const reply = await request.post('/api/membership/v1/my-subscriptions/subscribe', {
    headers: { ...auth(accessToken), 'x-partner-id': partnerId },
    data: { programPlanId: plan.programPlan.id, subscriptionOptionId: twelve.id, paymentToken: cards.data[0]!.attributes.payment_token },
  });
  expect(reply.status()).toBe(201);
  return (await reply.json()) as { id: string; currentPeriodEnd: string };
}

test('join plus for 12 months with 4242 from the banner’s plans: the banner goes, offers show member prices, the profile shows it', async ({
  page,
  signedInUser,
  seriousA11yViolations,
}) => {
  const { accessToken } = await signedInUser({ firstName: 'Maya' });
  // A request whose estimates come from shops with a members' discount (the demo shops give 10 to 25 %, ADR 059).
  const { id, offer } = await serviceRequestFor(page.request, accessToken);
  expect(offer.member_discount_percent).toBeGreaterThan(0);
  // At 1280 px the estimates are the columns of a comparison table, each headed by its shop.
  const offerCard = page.getByRole('columnheader').filter({ has: page.getByRole('heading', { name: offer.location.name }) });
  await page.goto(`/service-request/${id}/offer/${offer.id}`);
  await appStarted(page);
  await expect(offerCard.getByTestId('member-price')).toContainText('plus members save');

  // Confirmed and not a member: the join banner, whose Join leads to the plans.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Maya' })).toBeVisible();
  const banner = page.getByRole('complementary', { name: 'Membership' });
  await expect(banner).toContainText('Save upwards of 25% on automotive services');
  expect(await seriousA11yViolations()).toEqual([]);
  await banner.getByRole('link', { name: 'Join' }).click();
  await expect(page).toHaveURL('/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Pitstop Plus plans and pricing' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Compare Plans' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Free plan' }).getByRole('button', { name: 'Continue for free' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  await page.getByRole('article', { name: '12 Months plan' }).getByRole('button', { name: 'Get Started' }).click();
  const modal = page.getByRole('dialog', { name: 'Join Pitstop Plus' });
  const join = modal.getByRole('button', { name: 'Join Pitstop Plus Now' });
  await expect(join).toBeDisabled();
  await modal.getByRole('button', { name: 'Add a card' }).click();
  const form = modal.getByRole('form', { name: 'Add a card' });
  await form.getByLabel('Name on card').fill('Maya Test');
  await form.getByLabel('Address line 1').fill('1 Congress Ave');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').fill('TX');
  await form.getByLabel('Zip code').fill('78701');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry month').selectOption('12');
  await form.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 8));
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(modal.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  await expect(join).toBeDisabled();
  await modal.getByRole('checkbox', { name: /membership terms/ }).check();
  expect(await seriousA11yViolations()).toEqual([]);
  await join.click();

  await expect(modal.getByText('Welcome to Pitstop Plus')).toBeVisible();
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL('/dashboard');
  // The membership reads were reloaded before the success view: back on the dashboard, no banner.
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Maya' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The estimate now shows the member's own price.
  await page.goto(`/service-request/${id}/offer/${offer.id}`);
  await appStarted(page);
  await expect(offerCard.getByTestId('member-price')).toHaveText(
    `Member price ${usd(offer.member_price_cents)} · your price with plus (${offer.member_discount_percent} % off)`,
  );

  await page.goto('/subscriptions');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Maya' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  // A member is sent on from /sign-up/success too (spec 001 §2).
  await page.goto('/sign-up/success');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Maya' })).toBeVisible();
  await page.goto('/profile/subscriptions');
  await appStarted(page);
  const current = page.getByRole('region', { name: 'Pitstop Plus · 12 Months' });
  await expect(current).toContainText('Active');
  await expect(current).toContainText('Billed to Visa ending in 4242');
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('$99.99');
  expect(await seriousA11yViolations()).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('cancel → still a member until the period end; renew; update the payment method', async ({ page, signedInUser, seriousA11yViolations }) => {
  const { accessToken } = await signedInUser({ firstName: 'Nora' });
  await joinedPlus(page.request, accessToken);
  await page.goto('/profile/subscriptions');
  await appStarted(page);
  const current = page.getByRole('region', { name: 'Pitstop Plus · 12 Months' });

  await current.getByRole('button', { name: 'Cancel membership' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your membership?' });
  expect(await seriousA11yViolations()).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(current.getByRole('status')).toContainText(/You are still a member until \w+ \d{1,2}, \d{4}\./);
  await expect(current).toContainText(/Member until \w+ \d{1,2}, \d{4}/);

  await current.getByRole('button', { name: 'Renew' }).click();
  const renew = page.getByRole('dialog', { name: 'Renew your membership' });
  await expect(renew.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  await renew.getByRole('checkbox', { name: /membership terms/ }).check();
  await renew.getByRole('button', { name: 'Renew Subscription' }).click();
  await expect(renew.getByText('Membership renewed')).toBeVisible();
  await renew.getByRole('button', { name: 'Done' }).click();
  await expect(current).toContainText('Active');

  // A second card, then the membership billed to it.
  await savedCard(page.request, accessToken, '5555 5555 5555 4444');
  await page.reload();
  await appStarted(page);
  await current.getByRole('button', { name: 'Update payment method' }).click();
  const update = page.getByRole('dialog', { name: 'Update payment method' });
  await update.getByRole('radio', { name: /ending in 4444/ }).check();
  await update.getByRole('checkbox', { name: /billed to this card/ }).check();
  await update.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(update.getByText('Payment method updated')).toBeVisible();
  await update.getByRole('button', { name: 'Done' }).click();
  await expect(current).toContainText(/Billed to \w+ ending in 4444/);
});

test('roadside help: what it covers, then help activated from day 3 with whom to call', async ({ page, signedInUser, clock, seriousA11yViolations }) => {
  const { accessToken } = await signedInUser({ firstName: 'Omar' });
  await joinedPlus(page.request, accessToken);
  await clock.set(new Date(Date.now() + 4 * 24 * 60 * 60_000));
  await page.goto('/profile/roadside');
  await appStarted(page);
  await expect(page.getByRole('region', { name: 'What roadside help covers' })).toContainText('Tow of up to 10 miles');
  await expect(page.getByText('3 of 3 roadside events left this membership year', { exact: false })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  const form = page.getByRole('form', { name: 'Activate roadside help' });
  await form.getByRole('combobox', { name: 'What do you need?' }).click();
  await page.getByRole('option', { name: 'Flat tire' }).click();
  await form.getByLabel('Where is the car?').fill('Parking lot of 600 Congress Ave, Austin');
  await form.getByRole('button', { name: 'Activate roadside help' }).click();
  await expect(form.getByRole('status')).toContainText('Your request is recorded');
  await expect(page.getByText('2 of 3 roadside events left this membership year', { exact: false })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('the booking upsell: the plus plans, Get Started opens the payment step, Continue without plus books on', async ({
  page,
  signedInUser,
  seriousA11yViolations,
}) => {
  const { accessToken } = await signedInUser({ firstName: 'Pia' });
  const { id, offer } = await serviceRequestFor(page.request, accessToken);
  const [slot] = await freeTimes(page.request, accessToken, id, offer.id);
  const day = slot!.attributes.starts_at.slice(0, 10);
  await page.goto(`/service-request/${id}/offer/${offer.id}/subscription-confirm?day=${day}&time=${encodeURIComponent(slot!.attributes.starts_at)}`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Save with plus' })).toBeVisible();
  await expect(page.getByRole('article', { name: '6 Months plan' })).toContainText('$59.99');
  expect(await seriousA11yViolations()).toEqual([]);

  await page.getByRole('article', { name: '12 Months plan' }).getByRole('button', { name: 'Get Started' }).click();
  const modal = page.getByRole('dialog', { name: 'Join Pitstop Plus' });
  await expect(modal.getByText('You have no saved cards yet.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Join Pitstop Plus Now' })).toBeDisabled();
  expect(await seriousA11yViolations()).toEqual([]);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Continue without plus' }).click();
  await expect(page).toHaveURL(new RegExp(`/service-request/${id}/offer/${offer.id}/confirm\\?day=`));
});
