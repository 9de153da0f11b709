import type { Page } from '@playwright/test';
import { appStarted, expect, noHorizontalScroll, test, uniqueEmail } from '../../fixtures/test.ts';

// Book an appointment (/book-appointment, docs/product/booking-and-payments.md): Vehicle, Schedule, Notes (not for a car
// wash), Register (a guest or a new account: Create your free account, Confirm your account), Confirm, then the
// confirmation with the time in the shop's zone and its .ics; axe on the pages; 360 px without sideways scroll.

async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await expect(input).toBeEnabled();
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The add-vehicle steps, back to Schedule. */
async function addVehicle(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: "What's the year and make of your vehicle?" })).toBeVisible();
  await choose(page, 'Year', '2020');
  await choose(page, 'Make', 'Honda');
  await page.getByRole('button', { name: 'Continue' }).click();
  await choose(page, 'Model', 'Civic');
  await page.getByRole('button', { name: 'Continue' }).click();
  await choose(page, 'Trim', 'EX');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Which engine does it have?' })).toBeVisible();
  await page.getByRole('button', { name: "I'm not sure" }).click();
  await page.getByRole('button', { name: 'Yes, continue' }).click();
  await page.getByRole('textbox', { name: 'Mileage' }).fill('45000');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page).toHaveURL('/book-appointment/schedule');
}

/** Schedule: the kind, a location near 78701 (Austin, America/Chicago), its first free time; returns its label. */
async function schedule(page: Page, kind: 'Service' | 'Car wash') {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an appointment time' })).toBeVisible();
  await page.getByText(kind, { exact: true }).click();
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Find locations' }).click();
  await page.getByRole('radiogroup', { name: 'Location' }).getByRole('radio').first().check();
  const first = page.getByRole('radio', { name: /(AM|PM) C[SD]T$/ }).first();
  // Mantine's chip: the radio is visually hidden, its label is what is clicked.
  await expect(first).toBeAttached();
  const label = (await first.getAttribute('aria-label')) as string;
  expect(label).toMatch(/(AM|PM) C[SD]T$/);
  await page.locator(`label[for="${await first.getAttribute('id')}"]`).click();
  await expect(first).toBeChecked();
  return label;
}

const bar = (page: Page) => page.getByRole('navigation', { name: 'Appointment progress' }).getByRole('listitem');

test('a signed-in user books a car wash: no Notes step, the confirmation in the shop’s zone with an .ics link', async ({
  page,
  signedInUser,
  seriousA11yViolations,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signedInUser({ firstName: 'Olivia' });
  await page.goto('/book-appointment');
  await appStarted(page);
  await addVehicle(page);
  const label = await schedule(page, 'Car wash');
  await expect(bar(page)).toHaveText(['✓Vehicle, completed', '2Schedule, current step', '3Confirm']);
  expect(await seriousA11yViolations()).toEqual([]);
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/book-appointment/confirm');
  await expect(page.getByText(`${label} (the shop's local time)`)).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByRole('button', { name: 'Book appointment' }).click();

  await expect(page).toHaveURL(/\/book-appointment\/[^/]+\/confirmation$/);
  await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to your calendar' })).toHaveAttribute('href', /.+/);
  // A copy for the person's calendar, not a meeting invitation (ADR 042).
  const ics = await page.request.get((await page.getByRole('link', { name: 'Add to your calendar' }).getAttribute('href')) ?? '');
  expect(ics.headers()['content-type']).toBe('text/calendar; method=PUBLISH; charset=utf-8');
  expect(await ics.text()).toContain('\r\nMETHOD:PUBLISH\r\n');
  expect(await seriousA11yViolations()).toEqual([]);
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('a new user books a service appointment through Register: sign-up, the emailed code, Confirm', async ({ page, latestMessage, seriousA11yViolations }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/book-appointment');
  await appStarted(page);
  await addVehicle(page);
  const label = await schedule(page, 'Service');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/book-appointment/notes');
  await page.getByLabel('Anything the shop should know (optional)').fill('Brakes squeak');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A guest goes to Register, not to /sign-in.
  await expect(page).toHaveURL('/book-appointment/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your free account' })).toBeVisible();
  await expect(bar(page)).toHaveText(['✓Vehicle, completed', '✓Schedule, completed', '✓Notes, completed', '4Register, current step', '5Confirm']);
  expect(await seriousA11yViolations()).toEqual([]);
  const email = uniqueEmail('appointment');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel(/^Password/).fill('compiler-1952');
  await form.getByRole('button', { name: 'Create my free account' }).click();

  await expect(page).toHaveURL('/book-appointment/activate-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  const mail = await latestMessage(email, 'confirmation-code');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(mail.code as string);

  await expect(page).toHaveURL('/book-appointment/confirm');
  await expect(bar(page)).toHaveText(['✓Vehicle, completed', '✓Schedule, completed', '✓Notes, completed', '✓Register, completed', '5Confirm, current step']);
  await expect(page.getByText(`${label} (the shop's local time)`)).toBeVisible();
  await expect(page.getByText('Your notes: Brakes squeak')).toBeVisible();
  await page.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page).toHaveURL(/\/book-appointment\/[^/]+\/confirmation$/);
  await expect(page.getByText(label, { exact: true })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('the car washes near 78701 are listed each under a name of its own', async ({ page }) => {
  await page.goto('/book-appointment/schedule');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an appointment time' })).toBeVisible();
  await page.getByText('Car wash', { exact: true }).click();
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Find locations' }).click();
  const locations = page.getByRole('radiogroup', { name: 'Location' }).getByRole('radio');
  await expect(locations.first()).toBeAttached();
  // Each radio reads "{shop} — {address} ({distance})": the shops' names differ.
  const names = await locations.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  expect(names.length).toBeGreaterThanOrEqual(2);
  const shopNames = names.map((name) => name.split(' — ')[0]);
  expect(new Set(shopNames).size).toBe(shopNames.length);
});

test('a long email address wraps on "Confirm your account" at 360 px instead of overflowing', async ({ page, signedInUser }) => {
  // One word with no hyphen to break at, about 90 characters (the field takes 128): wider than a 360 px screen.
  const email = `averylongmailboxnamethatnobrowserbreaks${Date.now()}@anequallylongdomainname.example`;
  await signedInUser({ email, confirmed: false });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/book-appointment/activate-account');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});
