import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';
import { pageApi } from './page-api';
import { type PublicHead, publicPageMeta } from './public-page';
import { loadPublicPage } from './public-page.server';

const context = new RouterContextProvider(new Map([[pageApi, {} as ApiClient]]));
const head: PublicHead = {
  title: 'Auto repair in Austin, TX',
  description: 'Shops in Austin.',
  path: '/auto-repair/tx/austin',
  breadcrumbs: [
    { name: 'Auto repair', path: '/auto-repair' },
    { name: 'Texas', path: '/auto-repair/tx' },
    { name: 'Austin', path: '/auto-repair/tx/austin' },
  ],
  jsonLd: [{ '@type': 'AutoRepair', name: 'Main Street Auto' }],
};
const thrown = async (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('loadPublicPage', () => {
  it('answers the data with its head at the canonical address', async () => {
    const page = await loadPublicPage(context, new Request('http://x/auto-repair/tx/austin'), async () => ({ shops: 3 }), () => head);
    expect(page).toEqual({ data: { shops: 3 }, head });
  });

  it('redirects (301) another spelling to the canonical address, keeping the query', async () => {
    const response = (await thrown(loadPublicPage(context, new Request('http://x/auto-repair/TX/Austin?a=1'), async () => 1, () => head))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/auto-repair/tx/austin?a=1');
  });

  it('reads a navigation’s data request as the page it is for', async () => {
    const page = await loadPublicPage(context, new Request('http://x/auto-repair/tx/austin.data?_routes=routes%2Fcity'), async () => 1, () => head);
    expect(page.head).toBe(head);
    const moved = (await thrown(loadPublicPage(context, new Request('http://x/auto-repair/TX/austin.data?a=1&_routes=x'), async () => 1, () => head))) as Response;
    expect(moved.headers.get('location')).toBe('/auto-repair/tx/austin?a=1');
    expect(moved.status).toBe(301);
    const slashed = (await thrown(loadPublicPage(context, new Request('http://x/auto-repair/tx/austin/_.data'), async () => 1, () => head))) as Response;
    expect(slashed.headers.get('location')).toBe('/auto-repair/tx/austin');
  });

  it.each([404, 422, 400])('answers the 404 page when the API answers %i', async (status) => {
    const error = await thrown(loadPublicPage(context, new Request('http://x/auto-repair/zz'), () => Promise.reject(new ApiError(status, null)), () => head));
    // React Router answers a thrown `data()` as its error response: the 404 page, with the status.
    expect((error as { init?: ResponseInit }).init?.status).toBe(404);
  });

  it('lets any other failure through', async () => {
    const failure = new ApiError(500, null);
    expect(await thrown(loadPublicPage(context, new Request('http://x/a'), () => Promise.reject(failure), () => head))).toBe(failure);
  });
});

describe('publicPageMeta', () => {
  const matches = [{ id: 'root', loaderData: { runtimeConfig: { brandName: 'Pitstop', publicUrl: 'https://pitstop.example/' } } }];

  it('writes the title, description, canonical link, Open Graph tags and the structured data', () => {
    const meta = publicPageMeta(matches, head);
    expect(meta).toContainEqual({ title: 'Auto repair in Austin, TX | Pitstop' });
    expect(meta).toContainEqual({ name: 'description', content: 'Shops in Austin.' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://pitstop.example/auto-repair/tx/austin' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://pitstop.example/auto-repair/tx/austin' });
    expect(meta).toContainEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Auto repair', item: 'https://pitstop.example/auto-repair' },
          { '@type': 'ListItem', position: 2, name: 'Texas', item: 'https://pitstop.example/auto-repair/tx' },
          { '@type': 'ListItem', position: 3, name: 'Austin', item: 'https://pitstop.example/auto-repair/tx/austin' },
        ],
      },
    });
    expect(meta).toContainEqual({ 'script:ld+json': { '@context': 'https://schema.org', '@type': 'AutoRepair', name: 'Main Street Auto' } });
  });

  it('names another page as canonical when the same content has its address there', () => {
    const meta = publicPageMeta(matches, { ...head, path: '/maintenance/2015/honda/civic', canonicalPath: '/maintenance/honda-civic/2015' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://pitstop.example/maintenance/honda-civic/2015' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://pitstop.example/maintenance/honda-civic/2015' });
  });

  it('titles the 404 page when the loader answered none', () => {
    expect(publicPageMeta(matches, undefined)[0]).toEqual({ title: 'Page not found | Pitstop' });
  });
});
