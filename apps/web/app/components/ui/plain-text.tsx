import type { ComponentPropsWithoutRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './plain-text.module.css';

/** What Mantine's Text and Anchor props the public pages use: size (md when none), dimmed, weight 600. */
interface Look {
  size?: 'sm' | 'xs';
  dimmed?: boolean;
  strong?: boolean;
}

const lookOf = ({ size, dimmed, strong }: Look) => ({
  className: `mantine-focus-auto ${classes.text}`,
  'data-size': size,
  'data-dimmed': dimmed || undefined,
  'data-strong': strong || undefined,
});

/**
 * Mantine's Text as a plain element (plain-text.module.css, ADR 076): a paragraph unless `as` says otherwise. For the
 * server-rendered public pages, which repeat text dozens of times; pages rendered on the client keep Mantine's Text.
 */
export function PlainText({
  as: Tag = 'p',
  size,
  dimmed,
  strong,
  ...rest
}: Look & { as?: 'p' | 'span' | 'div' | 'ol' } & Omit<ComponentPropsWithoutRef<'p'>, 'className'>) {
  const Element = Tag as 'p';
  return <Element {...lookOf({ size, dimmed, strong })} {...rest} />;
}

/**
 * Mantine's Anchor over React Router's Link as a plain element: underlined on hover (`underline="always"`: always),
 * `inherit` takes the size and weight of what it sits in (a heading).
 */
export function TextLink({
  size,
  strong,
  underline = 'hover',
  inherit,
  ...rest
}: Look & { underline?: 'hover' | 'always'; inherit?: boolean } & Omit<LinkProps, 'className'>) {
  return <Link {...lookOf({ size, strong })} data-anchor={underline} data-inherit={inherit || undefined} {...rest} />;
}
