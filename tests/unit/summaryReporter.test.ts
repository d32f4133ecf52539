import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import SummaryReporter from '../support/summary-reporter';

/** A finished file of `project` whose tests ended in `states`. */
const moduleOf = (project: string, states: string[]) =>
  ({
    project: { name: project },
    state: () => 'passed',
    children: { size: states.length, allTests: () => states.map((state) => ({ result: () => ({ state }) })) },
  }) as unknown as TestModule;

/** What the reporter prints for a run of one file of `project` that takes `ms`. */
function printedFor(project: string, states: string[], ms: number): string {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const reporter = new SummaryReporter();
    const file = moduleOf(project, states);
    reporter.onTestRunStart();
    reporter.onTestModuleStart(file);
    vi.advanceTimersByTime(ms);
    reporter.onTestModuleEnd(file);
    reporter.onTestRunEnd([file]);
    return write.mock.calls.map(([text]) => String(text)).join('');
  } finally {
    write.mockRestore();
  }
}

describe('the summary that ends `npm test`', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it("counts the checks that ran before the tests in the command's total", () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'performance'] });
    vi.stubEnv('TEST_STARTED_MS', String(1_000_000 - 90_000));
    const text = printedFor('unit', ['passed', 'passed', 'skipped'], 30_000);
    expect(text).toContain('checks 90.0 s, unit 30.0 s, total 120.0 s');
    expect(text).toContain('2 passed, 0 failed, 1 skipped');
  });

  it('gives the run alone as the total when it was not started by `npm test`', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'performance'] });
    vi.stubEnv('TEST_STARTED_MS', '');
    const text = printedFor('e2e', ['failed'], 5_000);
    expect(text).toContain('\ne2e 5.0 s, total 5.0 s\n');
    expect(text).toContain('0 passed, 1 failed, 0 skipped');
  });
});
