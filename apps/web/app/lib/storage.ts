import { STORE_KEY } from '@pitstop/contracts/constants';

/**
 * Everything the app keeps in localStorage:
 * - `frontend_vo`: the persisted store ({version: '1.2.1', state}), see store.ts;
 * - `frontend_vo_auth_token`: the short-lived access token sent as `Authorization: Bearer`;
 * - `frontend_vo_deployment_hash`: the deployment the stored store belongs to (a different one drops it);
 * - `frontend_vo_ride_share_welcomed`: the ids of new ride-share accounts already shown their one-time modal
 *   (features/membership/components/membership-frame.tsx).
 */
export const STORAGE_KEYS = {
  store: STORE_KEY,
  authToken: `${STORE_KEY}_auth_token`,
  deploymentHash: `${STORE_KEY}_deployment_hash`,
} as const;

/** localStorage, or null on the server and where the browser refuses it (private mode, disabled storage). */
function storage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    // A full or disabled storage only costs persistence (spec: storage failures are only logged).
    console.warn(`Could not store ${key}`, error);
  }
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove ${key}`, error);
  }
}
