import type { APIRequestContext, Page } from '@playwright/test';
import { auth, bookedRequest, CIVIC, serviceRequestFor } from '../../fixtures/booking.ts';
import { appStarted, expect, signInThroughForm, test } from '../../fixtures/test.ts';

// The signed-in home and every way in (docs/product/signed-in-home.md, docs/product/accounts.md): what a person has is on /dashboard and in the menu
// after they come back, booking directly is reachable from everywhere with the saved vehicle first, and shop staff
// land on their portal. State is set up through the API; what is checked is what the person sees.

interface WireAppointment {
  id: string;
  attributes: { location_id: string; slot: { starts_at: string } };
}

async function appointmentOf(request: APIRequestContext, accessToken: string, requestId: string) {
  const reply = await request.get(`/api/v3/users/service_requests/${requestId}/appointments`, { headers: auth(accessToken) });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: WireAppointment[] }).data[0] as WireAppointment;
}

const section = (page: Page, name: RegExp) => page.getByRole('region', { name });

test('a person who booked comes back, signs in and finds the request, the booking (reschedule, cancel), the receipt, the review waiting and the warranty from the dashboard and the menu', async ({
  page,
  createUser,
  clock,
  seriousA11yViolations,
}) => {
  const customer = await createUser({ firstName: 'Hana' });
  const staff = await createUser({ shopStaffNear: '78701' });
  // A past job: booked at the nearest shop (where the staff work), done once its time has begun.
  const past = await bookedRequest(page.request, customer.accessToken, { nearest: true });
  const pastBooking = await appointmentOf(page.request, customer.accessToken, past.id);
  await clock.set(new Date(new Date(pastBooking.attributes.slot.starts_at).getTime() + 60 * 60_000));
  const total = (await (await page.request.get(`/api/v3/users/service_requests/${past.id}/appointments`, { headers: auth(customer.accessToken) })).json()) as {
    data: { attributes: { approved_total_cents: number } }[];
  };
  const done = await page.request.post(`/api/shop/v1/locations/${pastBooking.attributes.location_id}/appointments/${pastBooking.id}/completion`, {
    headers: auth(staff.accessToken),
    data: { finalTotalCents: total.data[0]?.attributes.approved_total_cents },
  });
  expect(done.status(), await done.text()).toBe(200);
  await clock.reset();
  // An upcoming booking, and an open request with its estimates.
  const upcoming = await bookedRequest(page.request, customer.accessToken, { car: { ...CIVIC, model: 'Accord' } });
  await serviceRequestFor(page.request, customer.accessToken, { serviceName: 'Oil Change' });

  // They come back (a new tab, signed out) and sign in: the dashboard.
  await page.goto('/sign-in');
  await appStarted(page);
  await signInThroughForm(page, customer.user.email, customer.password ?? '');
  await expect(page).toHaveURL(/\/dashboard$/);

  const open = section(page, /^Open requests/);
  const openCard = open.getByRole('article', { name: 'Oil Change' });
  await expect(openCard).toContainText(/\d+ estimates?, from \$/);
  await expect(openCard.getByText(/^\d+ new$/)).toBeVisible();

  const bookings = section(page, /^Upcoming bookings/);
  const bookingCard = bookings.getByRole('article', { name: `Brake Pads Replacement at ${upcoming.offer.location.name}` });
  await expect(bookingCard).toContainText(upcoming.slot.attributes.label);
  await expect(bookingCard).toContainText(/is held on your card|We will hold \$/);
  await expect(bookingCard.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();

  const pastJobs = section(page, /^Past jobs/);
  await expect(pastJobs.getByRole('article')).toContainText(/Done: you paid \$\d+\.\d\d\./);
  // The completed job waits for a review, and its warranty is kept; the car's maintenance is checked; no messages.
  await expect(page.getByRole('list', { name: 'Reviews waiting' }).getByRole('link', { name: `Review ${past.offer.location.name}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your warranties' }).getByRole('article', { name: `Warranty from ${past.offer.location.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Due next' })).toBeVisible();
  await expect(page.getByText('No unread messages.')).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  // The receipt of the past job.
  await pastJobs.getByRole('link', { name: 'Receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/service-request/${past.id}/offer/${past.offer.id}/completed$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Service Completed' })).toBeVisible();

  // The menu: their requests (the booked tab) and their appointments.
  await page.getByRole('button', { name: 'Hana' }).click();
  await page.getByRole('menuitem', { name: 'Your requests' }).click();
  await expect(page).toHaveURL(/\/service-requests$/);
  await expect(page.getByRole('article', { name: 'Oil Change' })).toBeVisible();
  await page.getByRole('tab', { name: 'Booked' }).click();
  await expect(page.getByRole('article', { name: `Brake Pads Replacement at ${upcoming.offer.location.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Hana' }).click();
  await page.getByRole('menuitem', { name: 'Your appointments' }).click();
  await expect(page).toHaveURL(/\/appointments$/);
  const booked = section(page, /^Booked repairs/).getByRole('article', { name: `Brake Pads Replacement at ${upcoming.offer.location.name}` });
  await expect(booked).toContainText(upcoming.slot.attributes.label);

  // Reschedule asks before it moves the booking, then says where it is now.
  await booked.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(new RegExp(`/service-request/${upcoming.id}/offer/${upcoming.offer.id}/reschedule$`));
  const times = page.getByRole('region', { name: 'Choose another time' });
  const another = times.getByRole('button').filter({ hasText: /\d:\d\d (AM|PM)/ }).nth(1);
  await another.click();
  const confirm = page.getByRole('dialog', { name: 'Move your appointment?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep the current time' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/reschedule$/);
  await another.click();
  await page.getByRole('dialog', { name: 'Move your appointment?' }).getByRole('button', { name: 'Move it' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByText(/^Your appointment is moved to /)).toBeVisible();

  // Cancel from the dashboard: a clear message stays on screen, and the booking is no longer upcoming.
  await page.goto('/dashboard/');
  const moved = section(page, /^Upcoming bookings/).getByRole('article');
  await moved.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('dialog', { name: 'Cancel this appointment?' }).getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByText('Your appointment is cancelled. The shop has its time back and the hold on your card is released.')).toBeVisible();
  await expect(section(page, /^Upcoming bookings/).getByText('No booked appointments. Choose an estimate to book a time at that shop.')).toBeVisible();
  // Back with its estimates, the request is open again.
  await expect(section(page, /^Open requests/).getByRole('article', { name: 'Brake Pads Replacement' })).toBeVisible();
});

test('what is new on a request is marked until the person looks at its estimates', async ({ page, signedInUser }) => {
  const customer = await signedInUser({ firstName: 'Noor' });
  const { id } = await serviceRequestFor(page.request, customer.accessToken);
  await page.goto('/dashboard');
  const card = section(page, /^Open requests/).getByRole('article', { name: 'Brake Pads Replacement' });
  await expect(card.getByText(/^\d+ new$/)).toBeVisible();
  await card.getByRole('link', { name: 'Compare estimates' }).click();
  await expect(page).toHaveURL(new RegExp(`/service-request/${id}/offer$`));
  await expect(page.getByRole('link', { name: /^Select / }).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(section(page, /^Open requests/).getByRole('article', { name: 'Brake Pads Replacement' })).toContainText(/\d+ estimates/);
  await expect(section(page, /^Open requests/).getByText(/^\d+ new$/)).toHaveCount(0);
});

test('shop staff sign in and land on the shop portal, with a Shop link in the navigation', async ({ page, createUser }) => {
  const staff = await createUser({ firstName: 'Sam', shopStaffNear: '78701' });
  await page.goto('/sign-in');
  await appStarted(page);
  await signInThroughForm(page, staff.user.email, staff.password ?? '');
  await expect(page).toHaveURL(/\/shop$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  // Their own home is one click away in the menu.
  await page.getByRole('button', { name: 'Sam' }).click();
  await expect(page.getByRole('menuitem', { name: 'Your requests' })).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the burger menu leads to the Shop, the requests, the appointments and booking', async ({ page, signedInUser, seriousA11yViolations }) => {
    await signedInUser({ firstName: 'Ida', shopStaffNear: '78701' });
    await page.goto('/dashboard');
    await appStarted(page);
    // Past appointments booked directly are a click from the home too.
    await expect(page.getByRole('link', { name: 'All your appointments, past ones too' })).toHaveAttribute('href', '/appointments');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const [name, path] of [
      ['Shop', '/shop'],
      ['Your requests', '/service-requests'],
      ['Your appointments', '/appointments'],
      ['Book an appointment', '/book-appointment'],
    ] as const) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    await menu.getByRole('link', { name: 'Your requests' }).click();
    await expect(page).toHaveURL(/\/service-requests$/);
    await expect(page.getByText('No open requests. Tell us what your car needs: shops near you send upfront estimates.')).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations()).toEqual([]);
    await page.goto('/appointments');
    await expect(page.getByText('No booked repairs. Choose an estimate to book a time at that shop.')).toBeVisible();
    await expect(page.getByText('You have not booked an appointment directly yet.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations()).toEqual([]);
  });
});

test('/book-appointment is reached from the landing page, the dashboard and the menu, offering the saved vehicle first', async ({
  page,
  createUser,
  seriousA11yViolations,
}) => {
  // A guest on the landing page: the link leads into booking (the vehicle steps first, with nothing saved).
  await page.goto('/');
  await appStarted(page);
  await page.getByRole('link', { name: 'Book an appointment' }).click();
  await expect(page).toHaveURL(/\/book-appointment\/vehicles\/vehicle\/add\/make/);

  const member = await createUser({ firstName: 'Lee' });
  const vehicle = await page.request.post('/api/v3/owned_vehicles', { headers: auth(member.accessToken), data: { ...CIVIC, mileage: 61000 } });
  expect(vehicle.status()).toBe(201);
  await page.goto('/sign-in');
  await signInThroughForm(page, member.user.email, member.password ?? '');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Book an appointment' }).or(page.getByRole('link', { name: 'Book an appointment' })).first().click();
  await expect(page).toHaveURL(/\/book-appointment$/);
  await expect(page.getByRole('heading', { name: 'Which vehicle is the appointment for?' })).toBeVisible();
  const saved = page.getByRole('radio', { name: new RegExp(`${CIVIC.year} ${CIVIC.make} ${CIVIC.model}`) });
  await expect(saved).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Lee' }).click();
  await page.getByRole('menuitem', { name: 'Book an appointment' }).click();
  await expect(page).toHaveURL(/\/book-appointment$/);
  await page.getByRole('radio', { name: new RegExp(`${CIVIC.year} ${CIVIC.make} ${CIVIC.model}`) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/book-appointment\/schedule$/);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('the public pages use a fluid container, as the spec says (and the member lists too)', async ({ page }) => {
    for (const path of ['/', '/contact', '/429', '/no-such-page']) {
      await page.goto(path);
      await appStarted(page);
      const container = page.getByRole('main').locator('.mantine-Container-root').first();
      // Fluid: the width of the page less its side padding (a fixed container stops at 1140 px).
      expect((await container.boundingBox())?.width, path).toBeGreaterThan(1500);
    }
  });
});

test('a booked person chooses another estimate (unaccept): asked why, the booking undone, back at the estimates and told so', async ({ page, signedInUser }) => {
  const customer = await signedInUser({ firstName: 'Rui' });
  const { id, offer } = await bookedRequest(page.request, customer.accessToken);
  await page.goto(`/service-request/${id}/offer/${offer.id}/confirmation`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Choose another estimate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose another estimate?' });
  await dialog.getByRole('button', { name: 'Choose another estimate' }).click();
  await expect(dialog.getByText('Tell us why you are changing your mind.')).toBeVisible();
  await dialog.getByLabel(/Why are you changing your mind/).fill('The time does not suit me after all.');
  await dialog.getByRole('button', { name: 'Choose another estimate' }).click();
  await expect(page).toHaveURL(new RegExp(`/service-request/${id}/offer$`));
  await expect(page.getByText('You are back at your estimates. The time is given back to the shop and the hold on your card is released.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Select / }).first()).toBeVisible();
  const reread = await page.request.get(`/api/v3/users/service_requests/${id}`, { headers: auth(customer.accessToken) });
  expect(((await reread.json()) as { data: { attributes: { status: string } } }).data.attributes.status).toBe('open');
});
