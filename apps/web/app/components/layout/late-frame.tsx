import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import { FocusOnNavigation } from '~/lib/focus-on-navigation';
import { useCurrentUser } from '~/lib/store';
import { AppFooter } from './app-footer';

// The membership part of the frame (ADR 060: the partner's branding, the join banner, the paywall), for a signed-in
// user or on a partner's /plus/… page only. Loaded from here, not from the frame: its list of files would otherwise
// weigh on the landing page's first load (ADR 008).
const MembershipFrame = lazy(() => import('~/features/membership/components/membership-frame'));

/**
 * The frame's parts that load after the first page's code and hydrate late (ADR 008): the footer's static links, focus
 * to the new page's heading after a navigation, which acts from the second page on (ADR 043), and the membership frame.
 */
export default function LateFrame() {
  const signedIn = useCurrentUser() !== null;
  const { pathname } = useLocation();
  return (
    <>
      {(signedIn || /^\/plus\//.test(pathname)) && (
        <Suspense fallback={null}>
          <MembershipFrame />
        </Suspense>
      )}
      <AppFooter />
      {/* The frame's <main id="main"> (app-layout.tsx), the skip link's target too. */}
      <FocusOnNavigation mainId="main" />
    </>
  );
}
