// The Mantine styles server-rendered pages use; the rest after hydration (ADR 075).
import './styles/mantine-public';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigate, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { startApp } from './lib/app-start';
import { registerNavigate } from './lib/navigation';
import { NONCE_HEADER } from './lib/nonce';
import { pageMeta } from './lib/page-meta';
import { runtimeConfigFromRequest } from './lib/runtime-config.server';
import type { RootLoaderData } from './lib/runtime-config';
import { createScrollKeyGetter } from './lib/scroll-restoration';
import { theme } from './lib/theme';

export function loader({ request }: Route.LoaderArgs): RootLoaderData {
  return {
    nonce: request.headers.get(NONCE_HEADER) ?? undefined,
    runtimeConfig: runtimeConfigFromRequest(request),
  };
}

/** The nonce and the configuration belong to the document: client navigations never reload them. */
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

const getScrollKey = createScrollKeyGetter();

// The error page loads when an error happens (the server renders it whole, ADR 008).
const RouteError = lazy(() => import('./components/layout/route-error'));

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce;
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Its theme's CSS variables are rendered once per server and put first in the body (entry.server.tsx, ADR 087). */}
        <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
          {children}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} getKey={getScrollKey} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const navigate = useNavigate();

  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  // The rest of Mantine's styles, for what a page opens after its first paint (menus, modals, lists): ADR 075.
  useEffect(() => {
    void import('./styles/mantine-all');
  }, []);
  const deploymentHash = useRouteLoaderData<typeof loader>('root')?.runtimeConfig.deploymentHash;
  useEffect(() => {
    void startApp(deploymentHash);
  }, [deploymentHash]);

  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <RouteError error={error} />
    </Suspense>
  );
}
