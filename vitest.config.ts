import { defineConfig } from 'vitest/config';

/** Unit, integration and component tests (e2e runs in Playwright). The web project does not load the React Router plugin. */
export default defineConfig({
  test: {
    // Vitest's default on this machine's 2 cores is 1 worker (cores − 1), which leaves a core idle while a file's
    // database work runs: every test file has its own database (test/database.ts), so two run side by side.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts'],
          // A form test types as a person does (user-event, key by key): on two cores shared with the server's
          // tests one took over the 5 s default. A budget, not a retry: a test that hangs still fails.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
