import { Outlet } from 'react-router';
import { QueryProvider } from '~/lib/query-provider';

/** The routes that read server state (TanStack Query) are children of this layout (routes.ts). */
export default function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
