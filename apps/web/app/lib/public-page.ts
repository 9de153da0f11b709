import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from './page-meta';
import type { RootLoaderData } from './runtime-config';

/**
 * The search-engine pages (ADR 070, docs/product/search-engine-pages.md): each page's loader answers its data with
 * its head — title, description, canonical path, breadcrumbs and schema.org structured data — and the route's `meta`
 * writes the head from it (`publicPageMeta`); the page draws the breadcrumbs (`PageBreadcrumbs`). The loader side is
 * `loadPublicPage` (public-page.server.ts): a 404 of the API is the 404 page with HTTP 404, a URL that is not the
 * canonical one is a 301 to it.
 */
export interface Crumb {
  /** What the crumb reads. */
  name: string;
  /** The page's path (`pagePath(…)`), canonical. */
  path: string;
}

export interface PublicHead {
  /** The page's own title, before " | {brand}". */
  title: string;
  description: string;
  /** The canonical path of the page (`pagePath(…)`): other spellings of it redirect here. */
  path: string;
  /**
   * When the same content has its canonical address elsewhere (a second route of a family, ADR 072): the canonical
   * link and `og:url` name that page, while other spellings of this one still redirect to `path`.
   */
  canonicalPath?: string;
  /** From the top ("Auto repair") down to this page, which is the last one. */
  breadcrumbs: readonly Crumb[];
  /** schema.org objects (`AutoRepair`, `FAQPage`, `Offer`, …) beside the BreadcrumbList this module adds. */
  jsonLd?: readonly Record<string, unknown>[];
}

/** What a search-engine page's loader answers: its data and its head. */
export interface PublicPage<Data> {
  data: Data;
  head: PublicHead;
}

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

const runtimeConfigOf = (matches: Matches) => (matches.find((match) => match?.id === 'root')?.loaderData as RootLoaderData | undefined)?.runtimeConfig;

/** The BreadcrumbList of a page's crumbs, with absolute addresses. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], baseUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${baseUrl}${crumb.path}` })),
  };
}

/**
 * The head of a search-engine page: its title, description, canonical link, Open Graph tags and structured data
 * (React Router escapes the JSON). Without a head (the loader answered the 404 page) the title is the 404 page's.
 */
export function publicPageMeta(matches: Matches, head: PublicHead | undefined): MetaDescriptor[] {
  // Through `pageMeta` and the defaults, which the frame already shares with the pages: naming page-meta's
  // helpers here made the frame export two more names, renaming its exports and growing the landing page's bytes.
  if (!head) return [...pageMeta(matches, { title: 'Page not found' }), { name: 'robots', content: 'noindex' }];
  const config = runtimeConfigOf(matches);
  const brand = config?.brandName ?? DEFAULT_RUNTIME_CONFIG.brandName;
  const baseUrl = (config?.publicUrl ?? '').replace(/\/+$/, '');
  const url = `${baseUrl}${head.canonicalPath ?? head.path}`;
  const [titleTag, descriptionTag] = pageMeta(matches, head);
  const title = (titleTag as { title: string }).title;
  return [
    titleTag as MetaDescriptor,
    descriptionTag as MetaDescriptor,
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    ...(head.breadcrumbs.length > 1 ? [{ 'script:ld+json': breadcrumbJsonLd(head.breadcrumbs, baseUrl) }] : []),
    ...(head.jsonLd ?? []).map((item) => ({ 'script:ld+json': { '@context': 'https://schema.org', ...item } })),
  ];
}
