import { signOut } from '~/lib/sign-out';
import type { StoredUser } from '~/lib/store';
import { LoggedInNav } from './logged-in-nav';

/** The signed-in nav wired to the session (loaded on demand by the header). */
export default function SignedInNav({ user }: { user: StoredUser }) {
  return <LoggedInNav user={user} onLogout={() => void signOut()} />;
}
