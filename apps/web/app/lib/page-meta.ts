import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import type { MetaDescriptor, MetaFunction } from 'react-router';
import { mergeRouteHandles } from './route-handle';
import type { RootLoaderData } from './runtime-config';

/**
 * Page titles: "{title} | {brand}", or the brand alone. React Router renders the deepest route's `meta`
 * (routes without one inherit their parent's), and a route's meta sees only the matches down to itself,
 * so routes export their own: `export const meta = handleMeta` (title from `handle.title`) or
 * `pageMeta(matches, {title, description})`.
 */
type Matches = readonly ({ id: string; loaderData?: unknown; handle?: unknown } | undefined)[];

export function brandOf(matches: Matches): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootLoaderData | undefined;
  return root?.runtimeConfig?.brandName ?? DEFAULT_RUNTIME_CONFIG.brandName;
}

export const pageTitle = (title: string | undefined, brand: string) => (title ? `${title} | ${brand}` : brand);

export function pageMeta(matches: Matches, page: { title?: string; description?: string } = {}): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: pageTitle(page.title, brandOf(matches)) }];
  if (page.description) meta.push({ name: 'description', content: page.description });
  return meta;
}

/** A route's meta from its `handle.title`. */
export const handleMeta: MetaFunction = ({ matches }) => pageMeta(matches, { title: mergeRouteHandles(matches).title });
