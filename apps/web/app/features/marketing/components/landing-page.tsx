import { type ReactNode, Suspense, lazy } from 'react';
import { Hero } from './hero';

/*
 * Below the hero the page is static content (its one link is a plain anchor): it is in the server's HTML
 * like the rest, and its code loads after the first page's, hydrating when it arrives. The hero (the
 * headline and the request form) hydrates first.
 */
const LandingSections = lazy(() => import('./landing-sections'));

/**
 * Home: the landing page for car owners, rendered on the server. `requestStart` is the
 * request start form shown in the hero.
 */
export function LandingPage({ requestStart }: { requestStart: ReactNode }) {
  return (
    <>
      <Hero requestStart={requestStart} />
      <Suspense fallback={null}>
        <LandingSections />
      </Suspense>
    </>
  );
}
