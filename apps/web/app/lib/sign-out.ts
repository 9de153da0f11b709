import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { href } from 'react-router';
import { api } from './api-client';
import { navigateTo } from './navigation';
import { setNextDestination } from './next-destination';
import { useAppStore } from './store';

/**
 * Logout: tells the server (DELETE /v3/sessions revokes the refresh cookie), clears storage
 * and state, and goes home. Local state is cleared even when the server cannot be reached.
 */
export async function signOut(): Promise<void> {
  try {
    await api.call(accountsEndpoints.signOut, { skipAuthRefresh: true });
  } catch {
    // Signing out locally must not depend on the server answering.
  }
  // Home, not the sign-in page the guards send a guest on a private page to.
  setNextDestination(href('/'));
  useAppStore.getState().logout();
  navigateTo(href('/'));
}
