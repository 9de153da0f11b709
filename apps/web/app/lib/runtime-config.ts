import type { RuntimeConfig } from '@pitstop/contracts';
import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { useRouteLoaderData } from 'react-router';
import { syncDeploymentHash, useAppStore } from './store';

/**
 * The runtime configuration (a failed load falls back to the
 * defaults): brand, API base addresses, deployment hash, payment key, dashboards, features.
 *
 * - On the server, the root loader reads it from the request (`RUNTIME_CONFIG_HEADER`, set by the server),
 *   so pages render with the real brand and the first client render matches.
 * - In the browser, app start loads GET /config.json into the store (`loadRuntimeConfig`).
 * - `useRuntimeConfig()` returns the loaded one, else the server-rendered one, else the defaults.
 */

/** The server passes its runtime configuration to the page render under this header (JSON, URI-encoded). */
export const RUNTIME_CONFIG_HEADER = 'x-pitstop-runtime-config';

export interface RootLoaderData {
  nonce?: string;
  runtimeConfig: RuntimeConfig;
}

/** GET /config.json, validated with the contract's schema; null when it cannot be loaded or is invalid. */
export async function fetchRuntimeConfig(fetchFn: typeof fetch = globalThis.fetch): Promise<RuntimeConfig | null> {
  try {
    const response = await fetchFn('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    // The schema (zod) is loaded with it, not with the first page.
    const { RuntimeConfig } = await import('@pitstop/contracts/config');
    const parsed = RuntimeConfig.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * App start's first call: loads the configuration into the store (defaults when it fails) and drops a
 * stored store written by another deployment. Returns the configuration in use.
 */
export async function loadRuntimeConfig(fetchFn?: typeof fetch): Promise<RuntimeConfig> {
  const loaded = await fetchRuntimeConfig(fetchFn);
  const config = loaded ?? DEFAULT_RUNTIME_CONFIG;
  if (loaded) syncDeploymentHash(loaded.deploymentHash);
  useAppStore.getState().setRuntimeConfig(config, loaded ? 'loaded' : 'fallback');
  return config;
}

/** The runtime configuration for rendering (see the module comment for where it comes from). */
export function useRuntimeConfig(): RuntimeConfig {
  const fromStore = useAppStore((state) =>
    state.config.status === 'loaded' || state.config.status === 'fallback' ? state.config.runtime : null,
  );
  const root = useRouteLoaderData('root') as RootLoaderData | undefined;
  return fromStore ?? root?.runtimeConfig ?? DEFAULT_RUNTIME_CONFIG;
}

/**
 * A dashboard of the runtime configuration (staff, admin, partner admin) that a person may be sent to, or
 * null. The spec's dashboards are external sites and this app serves none of them: only an absolute
 * http(s) address counts as configured; a bare path ('/admin', the server's default) or nothing means no
 * dashboard, so nobody is sent to, or offered a link to, a page that answers 404 (ADR 011, addendum).
 */
export function configuredDashboard(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The brand name ("{brand}" in the spec), default Pitstop. */
export const useBrandName = () => useRuntimeConfig().brandName;

/**
 * Cards go to the local sandbox gateway, not Stripe (no STRIPE_SECRET_KEY: the server sends no publishable key):
 * no real card is charged or held. Pages that add or charge a card say so (components/ui/test-mode-notice.tsx).
 */
export const usePaymentsTestMode = () => useRuntimeConfig().payments.publishableKey === null;
