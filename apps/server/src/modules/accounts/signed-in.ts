import type { UserProfile } from '@pitstop/contracts';
import type { Session } from './sessions.ts';

/** What every sign-in use-case returns: the route answers with the profile and sets the refresh cookie. */
export interface SignedIn {
  profile: UserProfile;
  session: Session;
  newAccount: boolean;
}
