import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { href } from 'react-router';
import { api } from './api-client';
import { navigateTo } from './navigation';
import { setNextDestination } from './next-destination';
import { useAppStore } from './store';

/**
 * Logout: tells the server (DELETE /v3/sessions revokes the refresh cookie), clears storage
 * and state, and goes home — or, for a member of a partner's program, to that program's page (spec 001 §4, ADR 060).
 * Local state is cleared even when the server cannot be reached.
 */
export async function signOut(): Promise<void> {
  try {
    await api.call(accountsEndpoints.signOut, { skipAuthRefresh: true });
  } catch {
    // Signing out locally must not depend on the server answering.
  }
  const program = useAppStore.getState().partner?.programPage;
  // Home (or the program's page), not the sign-in page the guards send a guest on a private page to.
  const destination = program ? href('/plus/:programName/:planName', program) : href('/');
  setNextDestination(destination);
  useAppStore.getState().logout();
  navigateTo(destination);
}
