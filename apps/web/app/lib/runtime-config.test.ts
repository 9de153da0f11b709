import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { STORE_KEY, STORE_VERSION } from '@pitstop/contracts/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configuredDashboard, fetchRuntimeConfig, loadRuntimeConfig } from './runtime-config';
import { runtimeConfigFromRequest } from './runtime-config.server';
import { STORAGE_KEYS } from './storage';
import { hydrateStore, resetStoreForTests, useAppStore } from './store';

const served = { ...DEFAULT_RUNTIME_CONFIG, brandName: 'Wrenchly', brandSlug: 'wrenchly', deploymentHash: 'd2' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  resetStoreForTests();
});

describe('loadRuntimeConfig', () => {
  it('loads /config.json into the store', async () => {
    const fetch = vi.fn(async () => json(served));
    const config = await loadRuntimeConfig(fetch as unknown as typeof globalThis.fetch);
    expect(fetch).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(config.brandName).toBe('Wrenchly');
    expect(useAppStore.getState().config).toEqual({ runtime: served, status: 'loaded' });
  });

  it.each([
    ['the request fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers an error', async () => json({ message: 'down' }, 503)],
    ['the body is not a runtime configuration', async () => json({ brandName: 42 })],
  ])('falls back to the defaults when %s', async (_label, answer) => {
    const config = await loadRuntimeConfig(vi.fn(answer) as unknown as typeof globalThis.fetch);
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(useAppStore.getState().config.status).toBe('fallback');
  });

  it("drops a store written under another deployment's hash", async () => {
    localStorage.setItem(STORAGE_KEYS.deploymentHash, 'd1');
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({ version: STORE_VERSION, state: { user: { profile: { id: 'u1' }, isLoggedIn: true } } }),
    );
    await hydrateStore();
    expect(useAppStore.getState().user.isLoggedIn).toBe(true);

    await loadRuntimeConfig(vi.fn(async () => json(served)) as unknown as typeof globalThis.fetch);

    expect(useAppStore.getState().user.isLoggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.deploymentHash)).toBe('d2');
  });

  it('fetchRuntimeConfig answers null rather than throwing', async () => {
    await expect(fetchRuntimeConfig(vi.fn(async () => new Response('<html>', { status: 200 })) as never)).resolves.toBeNull();
  });
});

describe('runtimeConfigFromRequest (server)', () => {
  const request = (value?: string) =>
    new Request('http://localhost/', { headers: value ? { 'x-pitstop-runtime-config': value } : {} });

  it('reads the configuration the server put on the request', () => {
    expect(runtimeConfigFromRequest(request(encodeURIComponent(JSON.stringify(served))))).toEqual(served);
  });

  it('uses the defaults without a valid one', () => {
    expect(runtimeConfigFromRequest(request())).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(runtimeConfigFromRequest(request('%7Bnot-json'))).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(runtimeConfigFromRequest(request(encodeURIComponent('{"brandName":1}')))).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});

describe('configuredDashboard', () => {
  it('is an absolute http(s) address, the external dashboards of the spec', () => {
    expect(configuredDashboard('https://admin.example.com')).toBe('https://admin.example.com');
    expect(configuredDashboard('http://localhost:4000/staff')).toBe('http://localhost:4000/staff');
  });

  it('is null for a path this app does not serve, for nothing, and for other schemes', () => {
    for (const url of ['/admin', '/staff', '/partner-admin', 'admin', '', null, undefined, 'javascript:alert(1)', 'mailto:a@b.co']) {
      expect(configuredDashboard(url), String(url)).toBeNull();
    }
  });
});
