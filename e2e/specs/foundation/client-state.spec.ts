import { expect, test } from '../../fixtures/test.ts';

test('the client loads /config.json and keeps its store under frontend_vo, version 1.2.1', async ({ page, request }) => {
  const config = (await (await request.get('/config.json')).json()) as { deploymentHash: string; brandName: string };
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('frontend_vo_deployment_hash'))).toBe(config.deploymentHash);

  // Any change to the store is written with the spec's version.
  await page.getByRole('banner').getByRole('link', { name: 'Pitstop home' }).click();
  // The store is written when it changes, after the app's start has read /config.json: wait for that write.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const raw = localStorage.getItem('frontend_vo');
        const stored = raw ? (JSON.parse(raw) as { version: string; state: { config?: { runtime?: { brandName?: string } } } }) : null;
        return { version: stored?.version, brandName: stored?.state.config?.runtime?.brandName };
      }),
    )
    .toEqual({ version: '1.2.1', brandName: config.brandName });
});

test("a store of another version or another deployment is dropped", async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('frontend_vo_deployment_hash', 'an-older-deployment');
    localStorage.setItem(
      'frontend_vo',
      JSON.stringify({ version: '1.2.1', state: { user: { profile: { id: 'u1', firstName: 'Old' }, isLoggedIn: true } } }),
    );
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('frontend_vo_deployment_hash'))).not.toBe('an-older-deployment');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('frontend_vo') ?? '{"state":{}}').state.user ?? null);
  expect(user?.isLoggedIn ?? false).toBe(false);
});

test('pages render with the server runtime configuration, which a request cannot choose', async ({ request }) => {
  const config = (await (await request.get('/config.json')).json()) as { deploymentHash: string };
  const forged = encodeURIComponent(JSON.stringify({ brandName: 'Forged', deploymentHash: 'forged' }));
  const html = await (
    await request.get('/?forged-config', { headers: { 'x-pitstop-runtime-config': forged } })
  ).text();
  // The configuration travels in the page's hydration data (its deployment hash is the server's).
  expect(html).toContain(config.deploymentHash);
  expect(html).not.toContain('Forged');
  expect(html).toContain('<title>Car repair estimates from local shops | Pitstop</title>');
});
