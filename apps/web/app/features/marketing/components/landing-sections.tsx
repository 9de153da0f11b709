import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HowItWorks } from './how-it-works';
import { PlusPitch } from './plus-pitch';
import { TrustPoints } from './trust-points';
import { WhatWeDo } from './what-we-do';

/** The landing page below the hero: server-rendered, static content. */
export default function LandingSections() {
  const { hash } = useLocation();
  // Arriving at /#plus from another page, these sections mount (their code loads on demand) after React
  // Router looked for the anchor: scroll to it once they are there.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <WhatWeDo />
      <HowItWorks />
      <PlusPitch />
      <TrustPoints />
    </>
  );
}
