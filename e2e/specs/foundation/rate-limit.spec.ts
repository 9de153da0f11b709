import { rmSync } from 'node:fs';
import { expect, test } from '../../fixtures/test.ts';
import { startTestServer, stop, waitUntilReady } from '../../fixtures/global-setup.ts';

/**
 * A real 429 from the rate limiter, on a server of this spec's own with a low limit per
 * address (RATE_LIMIT_MAX=25 for the API and, separately, for pages): the suite's server is never limited.
 */
const LIMIT = 25;
let server: Awaited<ReturnType<typeof startTestServer>>;

test.beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MAX: String(LIMIT), SEED_DEMO_DATA: 'false' });
  try {
    await waitUntilReady(server.readyAt, server.child);
  } catch (error) {
    await stop(server);
    throw error;
  }
});

test.afterAll(async () => {
  await stop(server);
  rmSync(server.dataDir, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

test('with the API budget spent, the open app still reaches the rate-limit page', async ({ page, playwright }) => {
  // A signed-in person (made by this server's test support): app start refreshes the session, then loads
  // the profile, which the API budget answers.
  const created = await page.request.post(`${server.url}/api/test/users`, { data: { confirmed: true } });
  expect(created.status()).toBe(201);
  const { accessToken } = (await created.json()) as { accessToken: string };
  await page.addInitScript((token) => localStorage.setItem('frontend_vo_auth_token', token), accessToken);

  const api = await playwright.request.newContext({ baseURL: server.url });
  let status = 0;
  for (let i = 0; i <= LIMIT && status !== 429; i++) status = (await api.get('/api/v3/no-such')).status();
  expect(status).toBe(429);
  await api.dispose();

  // The page, the client's route lookup for /429 and the assets are not the API's budget: they load.
  const response = await page.goto(`${server.url}/dashboard`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${server.url}/429`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Too many requests');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
});

test('with the page budget spent too, a page load shows the rate-limit page, not JSON', async ({ page, playwright }) => {
  const web = await playwright.request.newContext({ baseURL: server.url });
  let status = 0;
  for (let i = 0; i <= LIMIT && status !== 429; i++) status = (await web.get('/config.json')).status();
  expect(status).toBe(429);
  await web.dispose();

  for (const path of ['/dashboard', '/429']) {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status()).toBe(429);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Too many requests');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  }
});
