import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { PageData } from './page-data';
import { getQueryClient } from './query-client';

/**
 * Provides TanStack Query to a subtree. The routes that read server state sit under the query layout
 * (components/layout/query-layout.tsx, see routes.ts); a component outside it (e.g. in the navbar) wraps
 * itself. In the browser every provider shares one client, so there is one cache; on the server each render
 * gets its own. Kept out of the root so the landing page does not load TanStack Query. `pageData`: what the
 * page's loader rendered (ADR 055), put in the cache.
 */
export function QueryProvider({ children, pageData }: { children: ReactNode; pageData?: PageData }) {
  const [client] = useState(getQueryClient);
  return (
    <QueryClientProvider client={client}>
      <PageDataBoundary pageData={pageData}>{children}</PageDataBoundary>
    </QueryClientProvider>
  );
}

/**
 * A page's loader data (ADR 055: the dehydrated queries of `serverPageData`) put into the query cache, under the
 * keys the page's hooks read. Here, beside the provider, so both land in one chunk (the landing page's search
 * loads this file lazily, and a chunk of its own would lengthen the landing's list of files to preload).
 */
export function PageDataBoundary({ children, pageData }: { children: ReactNode; pageData?: PageData }) {
  return <HydrationBoundary state={pageData}>{children}</HydrationBoundary>;
}
