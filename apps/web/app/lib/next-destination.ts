/**
 * Where the session change the app is about to make leads (call it right before setting or clearing the user):
 * signing up goes on to /activate-account, signing out to /. Without it, the guards (route-guard.ts) would send
 * a new user on a guest-only page to /dashboard, and a user signing out of a private page to /sign-in. The
 * destination serves the redirects the guards make until a page shows.
 */
let nextDestination: string | null = null;

export function setNextDestination(path: string | null): void {
  nextDestination = path;
}

export const getNextDestination = (): string | null => nextDestination;
