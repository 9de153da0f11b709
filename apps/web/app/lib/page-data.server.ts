import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { RouterContextProvider } from 'react-router';
import { pageApi } from './page-api';
import type { PageData, PageQueries } from './page-data';

/**
 * A page's loader (ADR 055): its queries run against the server's own API in process, and their answers go into
 * the HTML as a dehydrated query cache that the page's `PageDataBoundary` puts back. On a navigation in the
 * browser React Router asks the server for the same loader's data (a `.data` request), so one loader serves both.
 * A query that fails is left out: the browser asks for it as before and shows the failure as before.
 */
export async function serverPageData(context: Readonly<RouterContextProvider>, queries: PageQueries): Promise<PageData> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = context.get(pageApi);
  const options = await queries(api, client);
  await Promise.all(options.map((query) => client.prefetchQuery(query)));
  return dehydrate(client);
}
