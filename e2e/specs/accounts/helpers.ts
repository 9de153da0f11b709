import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { OutboxMessage, TestUserRequest, TestUserResponse } from '@pitstop/contracts';
import { expect } from '../../fixtures/test.ts';

/** An email address no other test uses. */
export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@pitstop.test`;

/** The newest outbox message to `to` (of a template), waiting for it to be queued. */
export async function latestMessage(request: APIRequestContext, to: string, template?: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const query = new URLSearchParams({ to, ...(template ? { template } : {}) });
      const reply = await request.get(`/dev/outbox.json?${query}`);
      const { messages } = (await reply.json()) as { messages: OutboxMessage[] };
      found = messages[0];
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMessage;
}

/** Waits until app start has run in the page (the store is written with the deployment hash). */
export async function appStarted(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('frontend_vo_deployment_hash'))).not.toBeNull();
}

/** Waits until the page's store holds a signed-in user (app start fetched the profile). */
export async function userInStore(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('frontend_vo') ?? '{}') as { state?: { user?: { isLoggedIn?: boolean } } }).state?.user?.isLoggedIn ?? false),
    )
    .toBe(true);
}

/**
 * A user made through the server's test support (POST /api/test/users) in the page's browser context: the
 * refresh cookie lands in the browser and the access token in localStorage before the next page loads, as
 * after a real sign-in.
 */
export async function signedInUser(page: Page, attributes: TestUserRequest = {}): Promise<TestUserResponse> {
  const reply = await page.request.post('/api/test/users', { data: { confirmed: true, ...attributes } });
  expect(reply.status()).toBe(201);
  const created = (await reply.json()) as TestUserResponse;
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('e2e-token-set')) return;
    sessionStorage.setItem('e2e-token-set', '1');
    localStorage.setItem('frontend_vo_auth_token', token);
  }, created.accessToken);
  return created;
}

/** A user made through the test support without signing the browser in (a separate request context). */
export async function existingUser(request: APIRequestContext, attributes: TestUserRequest = {}): Promise<TestUserResponse> {
  const reply = await request.post('/api/test/users', { data: { confirmed: true, ...attributes } });
  expect(reply.status()).toBe(201);
  return (await reply.json()) as TestUserResponse;
}

/** Signs in through the sign-in page. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}
