import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // A second build directory lets two builds (say, two developers' e2e runs) live side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // React Router 8: middleware, the Vite Environment API, pass-through requests and trailing-slash-aware data
  // requests are always on; split route modules are the default.
  splitRouteModules: true,
} satisfies Config;
