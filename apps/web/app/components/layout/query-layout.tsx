import { Outlet } from 'react-router';
import { QueryProvider } from '~/lib/query-provider';
// Pages rendered on the client use any Mantine component: all of its styles, before their first render (ADR 075).
import '~/styles/mantine-all';

/** The routes that read server state (TanStack Query) are children of this layout (routes.ts). */
export default function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
