import type { APIRequestContext, Page } from '@playwright/test';
import { auth, bookedRequest, freeTimes, savedCard, serviceRequestFor, type WireSlot } from '../../fixtures/booking.ts';
import { appStarted, expect, test } from '../../fixtures/test.ts';

// The booking (docs/product/booking-and-payments.md, docs/product/errors-and-validation.md): offers → a time → plus upsell → confirm → add a card in the sandbox → book →
// confirmation with the time in the shop's zone and its .ics; a declined card books nothing; reschedule; cancel;
// the whole booking by keyboard; 360 px without sideways scroll; axe on every page.

async function appointmentsOf(request: APIRequestContext, accessToken: string, requestId: string) {
  const reply = await request.get(`/api/v3/users/service_requests/${requestId}/appointments`, { headers: auth(accessToken) });
  return ((await reply.json()) as { data: { attributes: { status: string; slot: { label: string } } }[] }).data;
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The billing details and a card on the payment page. */
async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Add a card' });
  await form.getByLabel('Name on card').fill('Olivia Test');
  await form.getByLabel('Address line 1').fill('1 Congress Ave');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').fill('TX');
  await form.getByLabel('Zip code').fill('78701');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry month').selectOption('12');
  await form.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 8));
  await form.getByLabel('CVC').fill('123');
  return form;
}

test('offers → a time → confirm → pay with 4242 → booked, the time in the shop\u2019s zone, an .ics to download', async ({
  page,
  signedInUser,
  seriousA11yViolations,
}) => {
  const { accessToken } = await signedInUser({ firstName: 'Olivia' });
  const { id, offer } = await serviceRequestFor(page.request, accessToken);

  await page.goto(`/service-request/${id}/offer/${offer.id}`);
  await appStarted(page);
  await page.getByRole('link', { name: `Select ${offer.location.name}` }).first().click();
  await expect(page).toHaveURL(`/service-request/${id}/offer/${offer.id}/book`);
  await expect(page).toHaveTitle('Choose an appointment time | Pitstop');
  const progress = page.getByRole('navigation', { name: 'Service request progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Book');
  await expect(page.getByText(/Times are in the shop's time zone \(C[SD]T\)/)).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  const firstTime = page.getByRole('button', { name: /^\w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M C[SD]T$/ }).first();
  const label = (await firstTime.getAttribute('aria-label')) as string;
  await firstTime.click();
  // The plus upsell: continuing without it goes on to confirm with the time in the address.
  await expect(page.getByRole('heading', { level: 1, name: 'Save with plus' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByRole('button', { name: 'Continue without plus' }).click();
  await expect(page).toHaveURL(new RegExp(`/service-request/${id}/offer/${offer.id}/confirm\\?day=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your appointment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your appointment' })).toContainText(label);
  await expect(page.getByText('You have no saved cards yet.')).toBeVisible();
  await expect(page.getByTestId('hold-sentence')).toContainText('on your card when you book');

  // A reload keeps the time.
  await page.reload();
  await appStarted(page);
  await expect(page.getByRole('region', { name: 'Your appointment' })).toContainText(label);
  expect(await seriousA11yViolations()).toEqual([]);

  await page.getByRole('link', { name: 'Add a card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  // No Stripe configured: the sandbox gateway, and every screen with a card says it is a test (ADR 036).
  await expect(page.getByRole('form', { name: 'Add a card' }).getByRole('note', { name: 'Test mode' })).toContainText('no real card is charged');
  expect(await seriousA11yViolations()).toEqual([]);
  const form = await fillCard(page, '4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Save card' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your appointment' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  await page.getByRole('button', { name: `Book for ${label}` }).click();

  await expect(page).toHaveURL(`/service-request/${id}/offer/${offer.id}/confirmation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Your appointment' });
  await expect(details).toContainText(label);
  await expect(details).toContainText(/is held on your card/);
  await expect(details).toContainText('Card: Visa ending in 4242');
  await expect(details.getByRole('note', { name: 'Test mode' })).toBeVisible();
  await expect(progress.locator('[data-status="complete"]')).toHaveCount(5);
  expect(await seriousA11yViolations()).toEqual([]);

  const download = page.waitForEvent('download');
  await details.getByRole('link', { name: 'Add to calendar' }).click();
  const ics = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const body = await readFile(ics, 'utf8');
  expect(body).toContain('BEGIN:VCALENDAR');
  expect(body).toContain('BEGIN:VEVENT');
});

test('a card added on Confirm is the card selected, and booking at once holds exactly that card', async ({ page, signedInUser }) => {
  const { accessToken } = await signedInUser({ firstName: 'Olivia', lastName: 'Test' });
  const { id, offer } = await serviceRequestFor(page.request, accessToken);
  // An earlier card: the one the selector used to swap the new card for.
  await savedCard(page.request, accessToken);
  const [slot] = await freeTimes(page.request, accessToken, id, offer.id);
  const startsAt = slot?.attributes.starts_at as string;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(startsAt));

  await page.goto(`/service-request/${id}/offer/${offer.id}/confirm?day=${day}&time=${encodeURIComponent(startsAt)}`);
  await appStarted(page);
  await expect(page.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  await page.getByRole('link', { name: 'Add a card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  // The account's name is on the card already.
  await expect(page.getByLabel('Name on card')).toHaveValue('Olivia Test');
  const form = await fillCard(page, '5555 5555 5555 4444');
  await form.getByRole('button', { name: 'Save card' }).click();

  // Back on Confirm: the new card is the one chosen, at once.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your appointment' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'MasterCard ending in 4444' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Visa ending in 4242' })).not.toBeChecked();
  await page.getByRole('button', { name: /^Book for / }).click();

  await expect(page).toHaveURL(`/service-request/${id}/offer/${offer.id}/confirmation`);
  const details = page.getByRole('region', { name: 'Your appointment' });
  await expect(details).toContainText('Card: MasterCard ending in 4444');
  await expect(details).toContainText(/is held on your card/);
  // The hold is on that card.
  const cards = (await (await page.request.get('/api/v3/users/credit_cards', { headers: auth(accessToken) })).json()) as {
    data: { id: string; attributes: { last4: string } }[];
  };
  const added = cards.data.find((card) => card.attributes.last4 === '4444');
  const [booking] = (await (await page.request.get(`/api/v3/users/service_requests/${id}/appointments`, { headers: auth(accessToken) })).json()).data as {
    attributes: { payment: { state: string; card_id: string; card_last4: string } };
  }[];
  expect(booking?.attributes.payment).toMatchObject({ state: 'authorised', card_id: added?.id, card_last4: '4444' });
});

test('4000 0000 0000 0002 is declined: the page says so and nothing is booked', async ({ page, signedInUser }) => {
  const { accessToken } = await signedInUser();
  const { id, offer } = await serviceRequestFor(page.request, accessToken);
  const [slot] = await freeTimes(page.request, accessToken, id, offer.id);
  const startsAt = slot?.attributes.starts_at as string;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(startsAt));

  await page.goto(`/service-request/${id}/offer/${offer.id}/confirm/payment?day=${day}&time=${encodeURIComponent(startsAt)}`);
  await appStarted(page);
  const form = await fillCard(page, '4000 0000 0000 0002');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/confirm\/payment/);

  expect(await appointmentsOf(page.request, accessToken, id)).toEqual([]);
  const cards = await page.request.get('/api/v3/users/credit_cards', { headers: auth(accessToken) });
  expect(((await cards.json()) as { data: unknown[] }).data).toEqual([]);
});

test('a booked appointment is rescheduled to another time', async ({ page, signedInUser, seriousA11yViolations }) => {
  const { accessToken } = await signedInUser();
  const { id, offer, slot } = await bookedRequest(page.request, accessToken);

  await page.goto(`/service-request/${id}/offer/${offer.id}/reschedule`);
  await appStarted(page);
  await expect(page).toHaveTitle('Reschedule your appointment | Pitstop');
  await expect(page.getByText('Booked now')).toBeVisible();
  await expect(page.getByText(slot.attributes.label, { exact: true })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  const other = page.getByRole('button', { name: /C[SD]T$/ }).nth(1);
  const label = (await other.getAttribute('aria-label')) as string;
  expect(label).not.toBe(slot.attributes.label);
  await other.click();
  // Nothing moves on one click (docs/product/keyboard-and-focus.md): the dialog names both times first.
  const ask = page.getByRole('dialog', { name: 'Move your appointment?' });
  await expect(ask).toContainText(label);
  await ask.getByRole('button', { name: 'Move it' }).click();

  await expect(page).toHaveURL(`/service-request/${id}/offer/${offer.id}/confirmation`);
  await expect(page.getByText(`Your appointment is moved to ${label}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your appointment' })).toContainText(label);
  const [booking] = await appointmentsOf(page.request, accessToken, id);
  expect(booking?.attributes.slot.label).toBe(label);
});

test('a booked appointment is cancelled after a confirmation, back to the estimates', async ({ page, signedInUser }) => {
  const { accessToken } = await signedInUser();
  const { id, offer } = await bookedRequest(page.request, accessToken);

  await page.goto(`/service-request/${id}/offer/${offer.id}/confirmation`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();

  await expect(page).toHaveURL(`/service-request/${id}/offer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare estimates and select a shop' })).toBeVisible();
  const request = await page.request.get(`/api/v3/users/service_requests/${id}`, { headers: auth(accessToken) });
  expect(((await request.json()) as { data: { attributes: { status: string } } }).data.attributes.status).toBe('open');
});

test('the whole booking by keyboard alone, at 360 px without sideways scroll', async ({ page, signedInUser }) => {
  const { accessToken } = await signedInUser();
  const { id, offer } = await serviceRequestFor(page.request, accessToken);
  await savedCard(page.request, accessToken);
  await page.setViewportSize({ width: 360, height: 780 });

  await page.goto(`/service-request/${id}/offer/${offer.id}/book`);
  await appStarted(page);
  const firstTime = page.getByRole('button', { name: /C[SD]T$/ }).first();
  await expect(firstTime).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  const label = (await firstTime.getAttribute('aria-label')) as string;

  // Tab to the first time, Enter; Tab to Continue without plus, Enter; Tab to Book, Enter.
  const tabTo = async (name: string | RegExp) => {
    for (let presses = 0; presses < 80; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim());
      if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    }
    throw new Error(`Never reached ${String(name)} with Tab`);
  };
  await tabTo(label);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Save with plus' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await tabTo('Continue without plus');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  expect(await noHorizontalScroll(page)).toBe(true);
  await tabTo(`Book for ${label}`);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/service-request/${id}/offer/${offer.id}/confirmation`);
  await expect(page.getByRole('region', { name: 'Your appointment' })).toContainText(label);
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('a time the shop proposed is accepted from the reschedule page; another is rejected', async ({ page, signedInUser, createUser }) => {
  const { accessToken } = await signedInUser();
  // Staff of the shop nearest 78701, the one booked.
  const staff = await createUser({ shopStaffNear: '78701' });
  const { id, offer } = await bookedRequest(page.request, accessToken, { nearest: true });
  const appointments = await page.request.get(`/api/v3/users/service_requests/${id}/appointments`, { headers: auth(accessToken) });
  const booking = ((await appointments.json()) as { data: { id: string; attributes: { location_id: string } }[] }).data[0];
  const later = await freeTimes(page.request, accessToken, id);
  const propose = async (slot: WireSlot | undefined) => {
    const reply = await page.request.post(`/api/shop/v1/locations/${booking?.attributes.location_id}/appointments/${booking?.id}/proposals`, {
      headers: auth(staff.accessToken),
      data: { startsAt: slot?.attributes.starts_at },
    });
    expect(reply.status(), 'the shop proposes a time').toBe(201);
    return slot as WireSlot;
  };
  const rejected = await propose(later[2]);

  await page.goto(`/service-request/${id}/offer/${offer.id}/reschedule`);
  await appStarted(page);
  const proposals = page.getByRole('region', { name: 'The shop proposed another time' });
  await expect(proposals).toContainText(rejected.attributes.label);
  await proposals.getByRole('button', { name: `Reject ${rejected.attributes.label}` }).click();
  await expect(proposals).toBeHidden();

  const accepted = await propose(later[3]);
  await page.reload();
  await appStarted(page);
  await proposals.getByRole('button', { name: `Accept ${accepted.attributes.label}` }).click();
  await expect(page).toHaveURL(`/service-request/${id}/offer/${offer.id}/confirmation`);
  await expect(page.getByRole('region', { name: 'Your appointment' })).toContainText(accepted.attributes.label);
});

test('rewards are applied up to the balance and the estimate\u2019s maximum, and debited with the booking', async ({ page, signedInUser }) => {
  const { accessToken } = await signedInUser({ rewardsCents: 1250 });
  const { id, offer } = await serviceRequestFor(page.request, accessToken);
  await savedCard(page.request, accessToken);
  await page.goto(`/service-request/${id}/offer/${offer.id}/book`);
  await appStarted(page);
  const firstTime = page.getByRole('button', { name: /C[SD]T$/ }).first();
  const label = (await firstTime.getAttribute('aria-label')) as string;
  await firstTime.click();
  await page.getByRole('button', { name: 'Continue without plus' }).click();

  const rewards = page.getByLabel('Rewards to apply');
  await expect(page.getByText(/You have \$12\.50 in rewards; up to \$[\d.]+ can go to this estimate\./)).toBeVisible();
  const cap = Number((await page.getByText(/can go to this estimate/).textContent())?.match(/up to \$([\d.]+)/)?.[1]);
  await rewards.fill('50');
  await rewards.blur();
  await expect(rewards).toHaveValue(`$${cap}`);
  await expect(page.getByText(`Rewards applied: −$${cap.toFixed(2)}`)).toBeVisible();
  await page.getByRole('button', { name: `Book for ${label}` }).click();

  await expect(page).toHaveURL(`/service-request/${id}/offer/${offer.id}/confirmation`);
  await expect(page.getByRole('table', { name: 'What you pay' }).getByRole('row', { name: /Rewards applied/ })).toContainText(`−$${cap.toFixed(2)}`);
  const reply = await page.request.get(`/api/v3/users/service_requests/${id}/appointments`, { headers: auth(accessToken) });
  expect(((await reply.json()) as { data: { attributes: { rewards_cents: number } }[] }).data[0]?.attributes.rewards_cents).toBe(Math.round(cap * 100));
});

test('a partial account (no password yet) finishes its account before paying, then confirms', async ({ page, signedInUser }) => {
  const { accessToken } = await signedInUser({ status: 'partial', password: null, firstName: null, lastName: null });
  const { id, offer } = await serviceRequestFor(page.request, accessToken);
  const [slot] = await freeTimes(page.request, accessToken, id, offer.id);
  const startsAt = slot?.attributes.starts_at as string;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(startsAt));

  await page.goto(`/service-request/${id}/offer/${offer.id}/confirm?day=${day}&time=${encodeURIComponent(startsAt)}`);
  await appStarted(page);
  await expect(page).toHaveURL(/\/confirm\/register\?/);
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Pat');
  await form.getByLabel('Last name').fill('Partial');
  await form.getByLabel(/^Password/).fill('password123');
  await form.getByRole('button').last().click();

  await expect(page).toHaveURL(/\/confirm\?day=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your appointment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your appointment' })).toContainText(slot?.attributes.label as string);
});

test('the shop marks the job completed from /shop with the final total, never above the approved total; the card is charged that', async ({
  page,
  signedInUser,
  createUser,
  clock,
  seriousA11yViolations,
}) => {
  const customer = await createUser({ firstName: 'Quinn' });
  // A car no other test books: the shop's day may hold other tests' bookings at the same time (the e2e server is shared).
  const car = { year: 2014, make: 'Subaru', model: 'Outback' };
  const { id, slot } = await bookedRequest(page.request, customer.accessToken, { nearest: true, car });
  const bookingOf = async () =>
    ((await (
      await page.request.get(`/api/v3/users/service_requests/${id}/appointments`, { headers: auth(customer.accessToken) })
    ).json()) as {
      data: { attributes: { status: string; location_id: string; approved_total_cents: number; slot: { day: string }; payment: { state: string; captured_cents: number | null } } }[];
    }).data[0]!.attributes;
  const { location_id: locationId, approved_total_cents: approved, slot: when } = await bookingOf();
  // Staff of the shop nearest 78701, the one booked. The work is done once the appointment has begun: the
  // marketplace's clock an hour into it.
  await signedInUser({ shopStaffNear: '78701' });
  await clock.set(new Date(new Date(slot.attributes.starts_at).getTime() + 60 * 60_000));

  await page.goto(`/shop/locations/${locationId}/bookings?day=${when.day}`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Bookings at / })).toBeVisible();
  // The card says what the booking is for: the customer's first name, the car, the services, the total.
  const card = page.getByRole('article', { name: `${slot.attributes.label}, Quinn, ${car.year} ${car.make} ${car.model}` });
  await expect(card).toContainText('Booked');
  await expect(card).toContainText(`Quinn · ${car.year} ${car.make} ${car.model} · Brake Pads Replacement`);
  await expect(card).toContainText(`approved total $${(approved / 100).toFixed(2)}`);
  expect(await seriousA11yViolations()).toEqual([]);
  await card.getByRole('button', { name: 'Mark completed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark the job completed' });
  const total = dialog.getByLabel('Final total');
  // The price lock: a cent above the approved total cannot be charged.
  await total.fill(((approved + 1) / 100).toFixed(2));
  // Said at the field while it still has the focus, not once it is left.
  await expect(total).toBeFocused();
  await expect(dialog.getByText(`At most $${(approved / 100).toFixed(2)}.`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Charge and complete' })).toBeDisabled();
  const final = approved - 500;
  await total.fill((final / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Charge and complete' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Completed');

  const done = await bookingOf();
  expect(done.status).toBe('completed');
  expect(done.payment).toMatchObject({ state: 'captured', captured_cents: final });
});

test('a booking 10 days out holds nothing until 2 days before; then the due-holds job holds it and the page says so', async ({
  page,
  signedInUser,
  clock,
}) => {
  const { accessToken } = await signedInUser();
  const { id, offer } = await serviceRequestFor(page.request, accessToken);
  const cardId = await savedCard(page.request, accessToken);
  const tenDaysOut = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const reply = await page.request.get(`/api/v3/users/service_requests/${id}/appointment_proposals/${tenDaysOut}?offer_id=${offer.id}`, {
    headers: auth(accessToken),
  });
  const slot = ((await reply.json()) as { data: WireSlot[] }).data[0] as WireSlot;
  const startsAt = new Date(slot.attributes.starts_at);
  expect(startsAt.getTime() - Date.now()).toBeGreaterThan(9 * 86_400_000);
  const booked = await page.request.put(`/api/v3/service_requests/${id}/offers/${offer.id}`, {
    headers: auth(accessToken),
    data: { credit_card_id: cardId, rewards: 0, appointment_time: slot.attributes.starts_at, offer_version: offer.version },
  });
  expect(booked.status()).toBe(200);
  const paymentOf = async () =>
    ((await (await page.request.get(`/api/v3/users/service_requests/${id}/appointments`, { headers: auth(accessToken) })).json()) as {
      data: { attributes: { payment: { state: string; hold_on: string | null } } }[];
    }).data[0]!.attributes.payment;

  // Nothing is held at booking: the hold is scheduled for 2 days before, and the page says when.
  expect(await paymentOf()).toMatchObject({ state: 'scheduled' });
  await page.goto(`/service-request/${id}/offer/${offer.id}/confirmation`);
  await appStarted(page);
  await expect(page.getByRole('main')).toContainText(/We will hold \$[\d,.]+ on your card on .+, 2 days before your appointment\./);

  // A day before the hold is due, the job holds nothing; once it is due, it holds once.
  const holdOn = new Date((await paymentOf()).hold_on!);
  await clock.set(new Date(holdOn.getTime() - 86_400_000));
  await clock.runJob('bookings.place-due-holds');
  expect(await paymentOf()).toMatchObject({ state: 'scheduled' });
  await clock.set(new Date(holdOn.getTime() + 60_000));
  await clock.runJob('bookings.place-due-holds');
  await clock.runJob('bookings.place-due-holds');
  expect(await paymentOf()).toMatchObject({ state: 'authorised' });
  await page.reload();
  await appStarted(page);
  await expect(page.getByRole('main')).toContainText(/\$[\d,.]+ is held on your card\. You are charged only when the work is done\./);
});
