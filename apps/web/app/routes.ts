import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The spec's route table (spec 000 §2, 001 §2). Each route module's `handle` carries its metadata. */
export default [
  layout('components/layout/app-layout.tsx', [
    index('routes/home.tsx'),
    route('429', 'routes/rate-limited.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
