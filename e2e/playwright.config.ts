import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the real built server (global-setup.ts starts two: the e2e
 * server with test support, and one started exactly as `npm start` starts it for the newcomer's path). No
 * browser is downloaded. No retries, ever: a test that needs one is a race to fix (ADR 020).
 */
export default defineConfig({
  testDir: './specs',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A bound on a hung test, not a wait: the longest flows load ten pages, each server-rendered and hydrated on
  // two shared cores (up to 25 s under load).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    // Mantine skips its transitions (theme.respectReducedMotion): pages settle at once, and scans see them at rest.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'newcomer/**' },
    // The README's path on the server `npm start` runs: nothing but the UI and /dev/outbox.
    { name: 'npm-start', testMatch: 'newcomer/**/*.spec.ts', use: { baseURL: process.env.E2E_START_URL } },
  ],
});
