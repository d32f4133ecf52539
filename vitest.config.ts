import { defineConfig } from 'vitest/config';

/**
 * Files that must not share the two cores: one counts requests per second, one holds the writer on
 * a clock, one turns a fault on and off by a file its server watches and retries at once.
 */
const INTEGRATION_APART = [
  'tests/integration/rate-limits.test.ts',
  'tests/integration/sync-pull-slow-writer.test.ts',
  'tests/integration/save-failures.test.ts',
];

export default defineConfig({
  test: {
    // Unit, then integration, then end-to-end: the heavier kinds do not compete for the two cores.
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
          // Screen tests render Mantine in jsdom, two files at a time on two cores: seconds, not ms.
          // (Vitest's own default is one file fewer than the cores: one here.)
          maxWorkers: 2,
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts'],
          exclude: INTEGRATION_APART,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file has its own PocketBase on its own port and data dir: two files at a time.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration-apart',
          sequence: { groupOrder: 2 },
          include: INTEGRATION_APART,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          // Each file runs a Chromium and a PocketBase: on two cores, one file at a time, after the rest.
          sequence: { groupOrder: 3 },
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // In CI a browser test that fails is run once more: a failure there blocks the work, and
          // both attempts print what the page showed (tests/e2e/support/session.ts).
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
