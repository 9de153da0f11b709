import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { makeQueryClient } from '~/lib/query-client';
import { cssVariablesResolver, theme } from '~/lib/theme';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

export interface RenderOptions {
  /** The URL to start at. @default '/' */
  url?: string;
  /** Routes to render instead of `ui` on every path (e.g. a layout with children). */
  routes?: StubRoutes;
}

/**
 * Renders with what the app provides around every page: Mantine (test environment: no transitions, no
 * portals), a fresh TanStack Query client and a React Router data router.
 */
export function renderWithProviders(ui: ReactElement | null, { url = '/', routes }: RenderOptions = {}) {
  const Stub = createRoutesStub(routes ?? [{ path: '*', Component: () => ui }]);
  const queryClient = makeQueryClient();
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
