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

/** A browser file that measures how long the page's main thread stalls: it runs alone. */
const E2E_APART = ['tests/e2e/storage-large-upload.test.ts'];

/** Each browser file runs a Chromium and a PocketBase of its own, on a port and profile of its own. */
const e2eProject = (name: string, groupOrder: number, include: string[], exclude: string[], maxWorkers: number) => ({
  test: {
    name,
    sequence: { groupOrder },
    include,
    exclude,
    environment: 'node' as const,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers,
    // In CI a browser test that fails is run once more: a failure there blocks the work, and
    // both attempts print what the page showed (tests/e2e/support/session.ts).
    retry: process.env.CI ? 1 : 0,
  },
});

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
      // Two browser files at a time: much of a browser test is waiting on the page or the server.
      e2eProject('e2e', 3, ['tests/e2e/**/*.test.ts'], E2E_APART, 2),
      e2eProject('e2e-apart', 4, E2E_APART, [], 1),
    ],
  },
});
