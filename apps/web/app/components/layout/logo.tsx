import { Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './app-layout.module.css';
import { useBrandName } from '~/lib/runtime-config';
import { usePartnerFrame } from '~/lib/route-handle';

/** The brand mark: a gauge needle in a rounded badge. Decorative; the brand name is the link's text. */
function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--mantine-color-teal-7)" />
      <path d="M7 21a9 9 0 1 1 18 0" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M16 21 21.5 13.5" stroke="var(--mantine-color-yellow-4)" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="16" cy="21" r="2.4" fill="#fff" />
    </svg>
  );
}

/** The brand's logo, or the partner's whose site this is (a white label's own, the ride-share drivers' mark; ADR 060). */
export function Logo({ to = '/', size = 32 }: { to?: string; size?: number }) {
  const partner = usePartnerFrame()?.logo;
  const brand = useBrandName();
  const name = partner?.name ?? brand;
  return (
    <Link to={to} aria-label={`${name} home`} className={classes.logo}>
      {partner?.src ? (
        // A partner's logo carries its name (the link's label says it too).
        <img src={partner.src} alt="" height={size} />
      ) : (
        <>
          <LogoMark size={size} />
          <Text component="span" fw={800} fz={size * 0.68} lh={1} c="dark.8">
            {name}
          </Text>
        </>
      )}
    </Link>
  );
}
