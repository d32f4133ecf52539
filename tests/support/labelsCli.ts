import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run --silent labels -- ...` runs `node bin/cli.mjs labels ...`; this runs the same. */
export function labelsCli(args: string[]): Promise<CliRun> {
  return run(process.execPath, ['bin/cli.mjs', 'labels', ...args]);
}

const PEAK = /^peak-rss-kb=(\d+)\n/m;

/**
 * The same under GNU time (/usr/bin/time, tests/support/ensure-test-tools.sh), which also gives
 * the process's peak memory (its resident set, reader threads included); its line is taken out of stderr.
 */
export async function labelsCliPeakMemory(args: string[]): Promise<CliRun & { peakBytes: number }> {
  const done = await run('/usr/bin/time', ['-f', 'peak-rss-kb=%M', process.execPath, 'bin/cli.mjs', 'labels', ...args]);
  const peak = PEAK.exec(done.stderr);
  if (!peak) throw new Error(`No peak memory in: ${done.stderr}`);
  return {
    ...done,
    stderr: done.stderr.replace(PEAK, '').replace(/^Command exited with non-zero status \d+\n/m, ''),
    peakBytes: Number(peak[1]) * 1024,
  };
}

function run(command: string, args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
