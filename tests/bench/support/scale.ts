/**
 * `npm run bench -- --smoke` (run.ts sets BENCH_SMOKE): every benchmark at tiny sizes, so that the
 * test command shows in a couple of minutes that each still runs to the end. Its figures measure
 * nothing, so the speed targets are not held against it.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A benchmark's size: `full` in a real run, `smoke` in a smoke run. */
export function sized(full: number, smoke: number): number {
  return SMOKE ? smoke : full;
}
