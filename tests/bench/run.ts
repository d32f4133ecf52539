/**
 * `npm run bench`: runs every benchmark of tests/bench/ one after the other (they must not share
 * the two cores), each in its own process so its peak memory is its own. Each prints lines
 * `bench <area>.<measure> <value> <unit>`; a failing benchmark fails the run. Arguments choose
 * benchmarks by name (`npm run bench -- sync`); `--smoke` runs them at tiny sizes
 * (support/scale.ts), as the test command does, so that a broken benchmark fails it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const only = args.filter((arg) => arg !== '--smoke');
const benches = readdirSync(benchDir)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts')
  .filter((name) => only.length === 0 || only.some((filter) => name.includes(filter)))
  .sort();

let failed = 0;
for (const bench of benches) {
  console.error(`# ${bench}`);
  const env = smoke ? { ...process.env, BENCH_SMOKE: '1' } : process.env;
  const result = spawnSync('npx', ['tsx', `${benchDir}${bench}`], { stdio: 'inherit', env });
  if (result.status !== 0) {
    failed += 1;
    console.error(`# ${bench} failed (exit ${result.status ?? result.signal})`);
  }
}
process.exit(failed === 0 ? 0 : 1);
