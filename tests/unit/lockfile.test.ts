import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('package-lock.json', () => {
  it('lists every platform binary so that npm ci accepts it on a clean clone', () => {
    const run = () => execFileSync(process.execPath, ['tests/support/lock-foreign-platforms.mjs', '--check'], { stdio: 'pipe' });
    expect(run).not.toThrow();
  });
});
