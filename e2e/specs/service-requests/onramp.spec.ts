import type { APIRequestContext, Page } from '@playwright/test';
import { appStarted, expect, test, uniqueEmail } from '../../fixtures/test.ts';

/**
 * The service request's onramp (docs/product/requests-and-offers.md):
 * services → location → interview → notes → vehicle → interval services → account → contact → the request is
 * created and the person lands on /service-request/{id}/offer. 78701 is Austin (served by the demo shops).
 */

async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await expect(input).toBeEnabled();
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The add-vehicle steps for a 2020 Honda Civic EX, from the make step to the saved vehicle. */
async function addCivic(page: Page, mileage: string) {
  await expect(page.getByRole('heading', { level: 1, name: "What's the year and make of your vehicle?" })).toBeVisible();
  await choose(page, 'Year', '2020');
  await choose(page, 'Make', 'Honda');
  await page.getByRole('button', { name: 'Continue' }).click();
  await choose(page, 'Model', 'Civic');
  await page.getByRole('button', { name: 'Continue' }).click();
  await choose(page, 'Trim', 'EX');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Yes, continue' }).click();
  await page.getByRole('textbox', { name: 'Mileage' }).fill(mileage);
  await page.getByRole('button', { name: 'Add vehicle' }).click();
}

const stepBar = (page: Page) => page.getByRole('navigation', { name: 'Service request progress' });

/** The request as its owner reads it through the API (the browser's own access token). */
async function readRequest(page: Page, request: APIRequestContext, id: string) {
  const token = await page.evaluate(() => localStorage.getItem('frontend_vo_auth_token'));
  const reply = await request.get(`/api/v3/users/service_requests/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { id: string; attributes: Record<string, unknown> } }).data;
}

test('a guest goes from the home page to the offers of a new request; a reload midway keeps the cart', async ({
  page,
  request,
  latestMessage,
  seriousA11yViolations,
}) => {
  // Fourteen pages, each server-rendered and hydrated on shared cores: twice the suite's bound on a hung test.
  test.setTimeout(120_000);
  const email = uniqueEmail('onramp');

  await page.goto('/');
  await appStarted(page);
  const start = page.getByRole('form', { name: 'Get free estimates' });
  await start.getByLabel('What does your car need?').click();
  await start.getByLabel('What does your car need?').pressSequentially('brakes');
  await page.getByRole('option', { name: /^Brake Pads Replacement/ }).click();
  await start.getByLabel('ZIP code').fill('78701');
  await start.getByRole('button', { name: 'Compare offers' }).click();

  // Services: the step bar marks where the person is; nothing is done yet, so nothing is a link.
  await expect(page).toHaveURL(/\/service-request\/services\/service\?zipcode=78701$/);
  await expect(stepBar(page).locator('[aria-current="step"]')).toHaveText(/Services/);
  await expect(stepBar(page).getByRole('link')).toHaveCount(0);
  await expect(page.getByText('Near 78701')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The zip was checked on the home page: the location step is skipped; brake pads have an interview.
  await expect(page).toHaveURL(/\/service-request\/interview$/);
  await expect(page).toHaveTitle('Answer some questions | Pitstop');
  await expect(page.getByText('Front axle.')).toBeVisible();
  // The answers' descriptions speak to the customer who reads them, never about them to the shop.
  await expect(page.getByText('The shop checks both and tells you which need work.')).toBeVisible();
  await expect(page.getByText(/\bCustomer\b/)).toHaveCount(0);
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('2 questions still need an answer.')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Which brakes need work?' }).getByLabel('Front', { exact: true }).check();
  await page.getByRole('radiogroup', { name: 'What do you notice when you brake?' }).getByLabel('Squealing or squeaking').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/service-request\/notes\/service$/);
  await expect(page).toHaveTitle('Add a note for the mechanic | Pitstop');
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByLabel('Note for the mechanic (optional)').fill('They squeal when I stop at low speed.');
  // When and how (the create call's urgency, its description, concierge).
  await page.getByRole('radio', { name: 'This week' }).check();
  await page.getByLabel('Anything about timing? (optional)').fill('Needed for a trip on Friday.');
  await page.getByRole('checkbox', { name: "I'd like concierge service" }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The vehicle: added as a guest, kept on this device until sign-up.
  await expect(page).toHaveURL(/\/service-request\/vehicle$/);
  await expect(stepBar(page).getByRole('link', { name: /Services.*completed/ })).toBeVisible();
  await page.getByRole('link', { name: 'Add your vehicle' }).click();
  await addCivic(page, '45000');
  await expect(page).toHaveURL(/\/service-request\/vehicle$/);
  await expect(page.getByText('2020 Honda Civic EX')).toBeVisible();

  // A reload in the middle: the cart (services, answers, note, vehicle) is still there.
  await page.reload();
  await appStarted(page);
  await expect(page.getByText('Brake Pads Replacement')).toBeVisible();
  await expect(page.getByText('2020 Honda Civic EX')).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('frontend_vo') ?? '{}').state?.onrampCart);
  expect(cart).toMatchObject({ zipcode: '78701', notes: 'They squeal when I stop at low speed.', vehicleToCreate: { make: 'Honda', mileage: 45000 } });
  expect(cart.answers).toHaveLength(1);
  await page.getByRole('button', { name: 'Continue' }).click();

  // What the schedule says is due at the vehicle's milestone (45,000 miles): the oil change, ticked into the request.
  await expect(page).toHaveURL(/\/service-request\/interval-services$/);
  await expect(page).toHaveTitle('Recommended services for your vehicle | Pitstop');
  const due = page.getByRole('group', { name: 'Due at 45,000 miles' });
  await expect(due.getByRole('checkbox', { name: /Oil Change/ })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await due.getByRole('checkbox', { name: /Oil Change/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The oil change is a popular service: its questions are asked before going on.
  await expect(page).toHaveURL(/\/service-request\/interview$/);
  await expect(page.getByRole('radiogroup', { name: 'Which brakes need work?' }).getByLabel('Front', { exact: true })).toBeChecked();
  await page.getByRole('radiogroup', { name: 'Which oil does your car use?' }).getByLabel('Full synthetic').check();
  await page.getByRole('radiogroup', { name: 'When was the last oil change?' }).getByLabel('6 to 12 months ago').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The account: the existing sign-up form, then the emailed code.
  await expect(page).toHaveURL(/\/service-request\/account\/sign-up$/);
  await expect(page).toHaveTitle('Create your free account | Pitstop');
  await expect(stepBar(page).locator('[aria-current="step"]')).toHaveText(/Estimates/);
  expect(await seriousA11yViolations()).toEqual([]);
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Rosa');
  await form.getByLabel('Last name').fill('Parks');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel(/^Password/).fill('montgomery-1955');
  await form.getByRole('button', { name: 'Create my free account' }).click();

  await expect(page).toHaveURL(/\/service-request\/account\/activate-account$/);
  await expect(page).toHaveTitle('Confirm your account | Pitstop');
  expect(await seriousA11yViolations()).toEqual([]);
  const message = await latestMessage(email, 'confirmation-code');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(message.code as string);

  // Contact: the email shown, a mobile phone and texts: both.
  await expect(page).toHaveURL(/\/service-request\/notify\/contact$/);
  await expect(page).toHaveTitle('How can we reach you when estimates are ready? | Pitstop');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'We’ll email you when new estimates arrive.' })).toBeVisible();
  await page.getByLabel('Mobile phone (optional)').pressSequentially('5125550123', { delay: 20 });
  await expect(page.getByLabel('Mobile phone (optional)')).toHaveValue('(512) 555-0123');
  await page.getByRole('checkbox', { name: /Text me when new estimates arrive/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'We’ll email and text you when new estimates arrive.' })).toBeVisible();
  expect(await seriousA11yViolations()).toEqual([]);
  await page.getByRole('button', { name: 'Get my estimates' }).click();

  await expect(page).toHaveURL(/\/service-request\/[^/]+\/offer$/);
  // The compare page shows them: at least three offers to choose from.
  await expect(page.getByRole('link', { name: /^Select / }).nth(2)).toBeVisible();
  const id = new URL(page.url()).pathname.split('/')[2] as string;
  const created = await readRequest(page, request, id);
  expect(created.attributes).toMatchObject({
    zipcode: '78701',
    notes: 'They squeal when I stop at low speed.',
    notification_method: 'both',
    source: 'Web',
    urgency: 'this_week',
    urgency_description: 'Needed for a trip on Friday.',
    concierge: true,
    vehicle: { year: 2020, make: 'Honda', model: 'Civic', mileage: 45000 },
    maintenance_interval: { mileage: 45000 },
  });
  const services = created.attributes.requested_services as { name: string; answers: { answer: string; note: string | null }[] }[];
  expect(services.map((service) => service.name)).toEqual(['Brake Pads Replacement', 'Oil Change']);
  expect(services[0]?.answers.map((answer) => answer.answer)).toEqual(['Front', 'Squealing or squeaking']);
  expect((created.attributes.offers as unknown[]).length).toBeGreaterThanOrEqual(3);

  // The request made, what described it left the cart (the zip and the vehicle stay for the next one).
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('frontend_vo') ?? '{}').state?.onrampCart);
  expect(after).toMatchObject({ services: [], notes: '', requestFormToken: null, zipcode: '78701' });
  // The phone given is on the profile, with texts allowed.
  const token = await page.evaluate(() => localStorage.getItem('frontend_vo_auth_token'));
  const profile = await request.get('/api/v3/users/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(((await profile.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes).toMatchObject({
    phone_number: '5125550123',
    contact_via_text_message: true,
    confirmed: true,
  });
});

test('a signed-in user skips the account steps; the steps guard themselves; the flow works at 360 px', async ({
  page,
  request,
  signedInUser,
  seriousA11yViolations,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser({ firstName: 'Ida' });

  // A step reached with what it needs missing goes back to the first step to do.
  await page.goto('/service-request/notify/contact');
  await expect(page).toHaveURL(/\/service-request\/services\/service$/);
  await appStarted(page);

  await page.getByRole('group', { name: 'Popular Services' }).getByText('Tire Rotation', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // No zip yet: the location step asks it.
  await expect(page).toHaveURL(/\/service-request\/location$/);
  expect(await seriousA11yViolations()).toEqual([]);
  const location = page.getByRole('form', { name: 'Service location' });
  await location.getByLabel('ZIP code').fill('78701');
  await location.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/service-request\/interview$/);
  await page.getByRole('radiogroup', { name: 'Would you like the tires balanced at the same time?' }).getByLabel('Rotation only').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/service-request\/notes\/service$/);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/service-request\/vehicle$/);
  await page.getByRole('link', { name: 'Add your vehicle' }).click();
  await addCivic(page, '61000');
  await expect(page).toHaveURL(/\/service-request\/vehicle$/);
  await expect(page.getByRole('radio', { name: /2020 Honda Civic EX/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  // From interval services, the add-mileage step sends the person to the vehicle step (docs/product/requests-and-offers.md).
  await expect(page).toHaveURL(/\/service-request\/interval-services$/);
  await page.getByRole('link', { name: 'Not the right mileage?' }).click();
  await expect(page).toHaveURL(/\/service-request\/vehicle$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/service-request\/interval-services$/);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Signed in and confirmed: straight to the contact step. Services and Vehicle are done, and links.
  await expect(page).toHaveURL(/\/service-request\/notify\/contact$/);
  const bar = stepBar(page);
  await expect(bar.getByRole('link', { name: /Services.*completed/ })).toBeVisible();
  await expect(bar.getByRole('link', { name: /Vehicle.*completed/ })).toBeVisible();
  await expect(bar.locator('[aria-current="step"]')).toHaveText(/Estimates/);
  await expect(bar.getByRole('link')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousA11yViolations()).toEqual([]);

  // Email only, and a double click still makes one request (the form token).
  await page.getByRole('button', { name: 'Get my estimates' }).dblclick();
  await expect(page).toHaveURL(/\/service-request\/[^/]+\/offer$/);
  // The compare page shows them: at least three offers to choose from.
  await expect(page.getByRole('link', { name: /^Select / }).nth(2)).toBeVisible();
  const id = new URL(page.url()).pathname.split('/')[2] as string;
  const created = await readRequest(page, request, id);
  expect(created.attributes).toMatchObject({ notification_method: 'email', maintenance_interval: null });
  const token = await page.evaluate(() => localStorage.getItem('frontend_vo_auth_token'));
  const user = await request.get('/api/v3/users/profile', { headers: { authorization: `Bearer ${token}` } });
  const userId = ((await user.json()) as { data: { id: string } }).data.id;
  const list = await request.get(`/api/v3/users/${userId}/service_requests`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await list.json()) as { meta: { count: number } }).meta.count).toBe(1);
});
