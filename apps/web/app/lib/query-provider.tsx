import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { getQueryClient } from './query-client';

/**
 * Provides TanStack Query to a subtree. The routes that read server state sit under the query layout
 * (components/layout/query-layout.tsx, see routes.ts); a component outside it (e.g. in the navbar) wraps
 * itself. In the browser every provider shares one client, so there is one cache; on the server each render
 * gets its own. Kept out of the root so the landing page does not load TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
