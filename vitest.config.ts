import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: the server and contract suites (Node), the web app's route-level suites (jsdom, against the real
// server and the Prism mock started once per run), and the end-to-end suite (headless Chromium against the real
// server serving the built app).
export default defineConfig({
  test: {
    // Two test files at a time, whatever the machine (Vitest chose one on a 2-core machine): the whole run took 573 s
    // there instead of 858 s. Server and e2e files each start their own server (PostgreSQL: a schema of their own) and
    // browser; the web files share one server and database (tests/web/support/global-setup.ts), each with players of
    // its own.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/web/**', 'tests/e2e/**', '**/node_modules/**'],
          environment: 'node',
          pool: 'forks',
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          pool: 'forks',
          globalSetup: ['tests/web/support/global-setup.ts'],
          setupFiles: ['tests/web/support/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
