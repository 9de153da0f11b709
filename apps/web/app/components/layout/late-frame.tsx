import { FocusOnNavigation } from '~/lib/focus-on-navigation';
import { AppFooter } from './app-footer';

/**
 * The frame's parts that load after the first page's code and hydrate late (ADR 008): the footer's static links, and
 * focus to the new page's heading after a navigation, which acts from the second page on (ADR 043).
 */
export default function LateFrame() {
  return (
    <>
      <AppFooter />
      {/* The frame's <main id="main"> (app-layout.tsx), the skip link's target too. */}
      <FocusOnNavigation mainId="main" />
    </>
  );
}
