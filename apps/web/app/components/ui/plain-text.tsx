import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './plain-text.module.css';

/** What Mantine's Text and Anchor props the public pages use: size (md when none), dimmed, weight 600. */
interface Look {
  size?: 'sm' | 'xs';
  dimmed?: boolean;
  strong?: boolean;
}

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
  const Element = Tag as ElementType;
  return <Element className={`mantine-focus-auto ${classes.text}`} data-size={size} data-dimmed={dimmed} data-strong={strong} {...rest} />;
}

/**
 * Mantine's Anchor over React Router's Link as a plain element: underlined on hover (`underline="always"`: always),
 * `inherit` takes the size and weight of what it sits in (a heading).
 */
export function TextLink({
  underline = 'hover',
  inherit,
  ...rest
}: Look & { underline?: 'hover' | 'always'; inherit?: boolean } & Omit<LinkProps, 'className'>) {
  const AsLink = PlainText as unknown as ElementType;
  return <AsLink as={Link} data-anchor={underline} data-inherit={inherit} {...rest} />;
}
