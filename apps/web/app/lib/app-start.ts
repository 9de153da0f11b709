import { create } from 'zustand';
import { getAuthToken } from './auth-token';
import { loadRuntimeConfig } from './runtime-config';
import { hydrateStore, useAppStore } from './store';

/**
 * App start: the one place that runs, in order, what the client does when a page
 * first loads in the browser:
 *   1. read the stored store (after React hydrated the server's HTML);
 *   2. load the runtime configuration (/config.json; defaults when it fails; another deployment's store is
 *      dropped);
 *   3. attempt a token refresh (when there is a session to refresh);
 *   4. with a session, fetch the profile into the store (the logged-in flag) and welcome the user back; an
 *      employee profile is then sent to the staff dashboard by the guards (route-guard.ts);
 *   then, as their features land: services, appointment services, required resources, partner
 *   configuration and features (each a step appended to APP_START_STEPS, in that order).
 * A failing step does not stop the next one.
 */
export interface AppStartStep {
  name: string;
  run: () => Promise<unknown> | unknown;
}

async function refreshSession() {
  if (getAuthToken() === null && !useAppStore.getState().user.isLoggedIn) return;
  // The API client (JSON:API, case conversion) is loaded only when there is a session to refresh.
  const { api } = await import('./api-client');
  await api.refreshSession();
}

async function loadProfile() {
  if (getAuthToken() === null) return;
  const { loadCurrentUser } = await import('./current-user');
  await loadCurrentUser();
}

/** The deployment that rendered this page (root loader data), known before anything is read from storage. */
let pageDeploymentHash: string | undefined;

export const APP_START_STEPS: AppStartStep[] = [
  { name: 'store', run: () => hydrateStore(pageDeploymentHash) },
  { name: 'runtime config', run: () => loadRuntimeConfig() },
  { name: 'session', run: refreshSession },
  { name: 'profile', run: loadProfile },
];

export type AppStartStatus = 'idle' | 'running' | 'done';

/** Whether app start has finished (guards wait for it before deciding a guest must sign in). */
export const useAppStartStatus = create<{ status: AppStartStatus }>()(() => ({ status: 'idle' }));

let started: Promise<void> | null = null;

export async function runAppStart(steps: readonly AppStartStep[] = APP_START_STEPS): Promise<void> {
  useAppStartStatus.setState({ status: 'running' });
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      console.warn(`App start step "${step.name}" failed`, error);
    }
  }
  useAppStartStatus.setState({ status: 'done' });
}

/** Runs app start once per page load (root.tsx calls it after hydration). */
export function startApp(deploymentHash?: string): Promise<void> {
  pageDeploymentHash ??= deploymentHash;
  started ??= runAppStart();
  return started;
}
