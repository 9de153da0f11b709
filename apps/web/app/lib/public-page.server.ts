import { type RouterContextProvider, data, redirect } from 'react-router';
import type { ApiClient } from './api-client';
import { isApiError } from './api-error';
import { pageApi } from './page-api';
import type { PublicHead, PublicPage } from './public-page';

/** The API's answers that mean "no such page": unknown (404) or not a well-formed name (400, 422). */
const NOT_A_PAGE = new Set([400, 404, 422]);

/**
 * A search-engine page's loader (ADR 070): reads its data through the server's own API in process, answers the 404
 * page with HTTP 404 when the API knows no such thing (no soft 404s), and redirects (301) any other spelling of the
 * page's address — another case, an alias — to the canonical path its head names. These pages show what their
 * HTML says and change with nothing the visitor does, so the data goes to the page as loader data (no query cache
 * in their JavaScript).
 */
export async function loadPublicPage<Data>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  read: (api: ApiClient) => Promise<Data>,
  headOf: (data: Data) => PublicHead,
): Promise<PublicPage<Data>> {
  let answer: Data;
  try {
    answer = await read(context.get(pageApi));
  } catch (error) {
    if (isApiError(error) && NOT_A_PAGE.has(error.status)) throw data(null, { status: 404 });
    throw error;
  }
  const head = headOf(answer);
  const url = new URL(request.url);
  if (pagePathOf(url) !== head.path) {
    // A navigation's data request names the routes it wants (`_routes`): not part of the page's address.
    url.searchParams.delete('_routes');
    throw redirect(`${head.path}${url.search}`, 301);
  }
  return { data: answer, head };
}

/**
 * The page a request is for: a navigation in the browser asks for the page's data at `/x.data` (`/_root.data` for
 * `/`, `/x/_.data` for `/x/`), and the loader sees that address.
 */
function pagePathOf(url: URL): string {
  const path = url.pathname;
  if (path === '/_root.data') return '/';
  if (path.endsWith('/_.data')) return path.slice(0, -'_.data'.length);
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}

/** A page whose address names nothing (a segment the route does not know): the 404 page with HTTP 404. */
export function notAPage(): never {
  throw data(null, { status: 404 });
}
