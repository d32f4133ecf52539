import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * When `npm test` started (package.json sets it): the checks before the tests count in the total.
 * A bare `vitest run` has none, and its total is the run's.
 */
const commandStart = (): number | null => {
  const started = Number(process.env.TEST_STARTED_MS);
  return Number.isFinite(started) && started > 0 ? started : null;
};

/**
 * Ends the run with the wall time of the checks `npm test` ran first, of each project (unit,
 * integration, end-to-end: from its first file's start to its last file's end) and of the whole
 * command, then one plain line, 'N passed, N failed, N skipped', over every project, so CI reads
 * one count for the whole suite.
 */
export default class SummaryReporter implements Reporter {
  private runStartedAt = Date.now();
  private readonly spans = new Map<string, { start: number; end: number }>();

  onTestRunStart(): void {
    this.runStartedAt = Date.now();
  }

  onTestModuleStart(module: TestModule): void {
    const now = performance.now();
    const span = this.spans.get(module.project.name);
    if (span) span.start = Math.min(span.start, now);
    else this.spans.set(module.project.name, { start: now, end: now });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name);
    if (span) span.end = Math.max(span.end, performance.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      if (module.state() === 'failed' && module.children.size === 0) counts.failed += 1;
    }
    const started = commandStart();
    const times = [...this.spans].map(([name, span]) => `${name} ${seconds(span.end - span.start)}`);
    if (started !== null) times.unshift(`checks ${seconds(this.runStartedAt - started)}`);
    times.push(`total ${seconds(Date.now() - (started ?? this.runStartedAt))}`);
    process.stdout.write(`\n${times.join(', ')}\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
