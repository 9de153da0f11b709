import { auth, serviceRequestFor } from '../../fixtures/booking.ts';
import { appStarted, expect, noHorizontalScroll, signInThroughForm, test, uniqueEmail } from '../../fixtures/test.ts';
import { scanSeriousA11yViolations } from '../../fixtures/a11y.ts';

// Messages (docs/product/messages.md): a shop writes to a customer about a request from the shop portal; the
// customer sees the unread count in the navbar, reads (the count falls) and answers; each side sees the other's
// message arrive without a reload (the user's live stream). Both pages axe clean; /messages at 360 px.

test('a shop and a customer exchange messages, each seeing the other’s reply without a reload', async ({
  page,
  browser,
  createUser,
  signedInUser,
  seriousA11yViolations,
}) => {
  const customer = await createUser({ email: uniqueEmail('messages-customer'), firstName: 'Casey', lastName: 'Nguyen' });
  const request = await serviceRequestFor(page.request, customer.accessToken);
  const staff = await signedInUser({ firstName: 'Sam', shopStaffNear: '78701' });
  const locations = (await (await page.request.get('/api/shop/v1/locations', { headers: auth(staff.accessToken) })).json()) as { id: string; name: string }[];
  const shop = locations[0]!;
  // The nearest shop priced the request (its autoquote): it may write to the customer.
  expect(request.offers.map((offer) => offer.location.id)).toContain(shop.id);

  // The shop writes from the request's page, and lands in the conversation.
  await page.goto(`/shop/locations/${shop.id}/requests/${request.id}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Message the customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message the customer' });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('We can fit you in tomorrow morning. Does 9 work?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/locations/${shop.id}/messages\\?thread=`));
  const shopConversation = page.getByRole('list', { name: 'Messages with Casey N.' });
  await expect(shopConversation).toContainText('We can fit you in tomorrow morning. Does 9 work?');
  expect(await seriousA11yViolations()).toEqual([]);

  // The customer, in a browser of their own: one unread message in the navbar.
  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const mine = await customerContext.newPage();
    await mine.goto('/sign-in');
    await appStarted(mine);
    await signInThroughForm(mine, customer.user.email, customer.password ?? '');
    await expect(mine).toHaveURL(/\/dashboard$/);
    // The dashboard lists the conversation with unread messages.
    await expect(mine.getByRole('list', { name: 'Unread messages' })).toContainText(shop.name);
    const nav = mine.getByRole('navigation', { name: 'Main' });
    const messagesLink = nav.getByRole('link', { name: /^Messages/ });
    await expect(messagesLink.getByLabel('1 unread')).toBeVisible();
    await messagesLink.click();
    await expect(mine).toHaveTitle('Messages | Pitstop');
    const thread = mine.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(shop.name) });
    await expect(thread.getByLabel('1 unread')).toBeVisible();

    // Reading it: the count falls, in the list and in the navbar.
    await thread.click();
    const conversation = mine.getByRole('list', { name: `Messages with ${shop.name}` });
    await expect(conversation).toContainText('We can fit you in tomorrow morning. Does 9 work?');
    await expect(thread.getByLabel(/unread/)).toHaveCount(0);
    await expect(messagesLink.getByLabel(/unread/)).toHaveCount(0);
    expect(await scanSeriousA11yViolations(mine)).toEqual([]);

    // The customer answers (Enter sends): the shop's open page shows it without a reload.
    const composer = mine.getByRole('textbox', { name: 'Your message' });
    await composer.fill('9 works, thank you!');
    await composer.press('Enter');
    await expect(conversation).toContainText('9 works, thank you!');
    await expect(composer).toHaveValue('');
    await expect(shopConversation).toContainText('9 works, thank you!');

    // The shop answers: the customer's open page shows it without a reload.
    const shopComposer = page.getByRole('textbox', { name: 'Your message' });
    await shopComposer.fill('See you then. Park by bay 2.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(conversation).toContainText('See you then. Park by bay 2.');

    // An empty message is not sent: the composer says so.
    await composer.fill('   ');
    await composer.press('Enter');
    await expect(mine.getByRole('alert').filter({ hasText: 'Write a message first.' })).toBeVisible();

    // At 360 px: the conversation alone, a way back to the list, nothing wider than the screen.
    await mine.setViewportSize({ width: 360, height: 740 });
    await expect(conversation).toBeVisible();
    expect(await noHorizontalScroll(mine)).toBe(true);
    await mine.getByRole('button', { name: 'All conversations' }).click();
    await expect(thread).toBeVisible();
    expect(await noHorizontalScroll(mine)).toBe(true);
  } finally {
    await customerContext.close();
  }
});
