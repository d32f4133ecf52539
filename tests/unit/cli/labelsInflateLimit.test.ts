import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombLabelFile, deflatedZeros } from '../../support/inflateBomb';
import { labelsCliPeakMemory } from '../../support/labelsCli';

const MB = 1024 * 1024;
const MOST_MEMORY = 500 * MB;

/**
 * Label files of ~0.5 MB and ~1 MB whose second page inflates to 512 MB and 1 GB: the command line
 * reads the first in its own thread, the second in reader threads (src/cli/labels.ts). They took
 * 1.2 GB and 2.2 GB of memory, and were then read on by pdf.js.
 */
describe('labels merge of a file whose page inflates past the limit', { timeout: 120_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'labels-bomb-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  for (const [read, inflated] of [
    ['in its own thread', 512 * MB],
    ['in reader threads', 1024 * MB],
  ] as const)
    it(`stops with a message naming the file and page, under 500 MB of memory (read ${read})`, async () => {
      const file = join(dir, `bomb-${inflated / MB}.pdf`);
      await writeFile(file, await bombLabelFile(await deflatedZeros(inflated), 2));
      const run = await labelsCliPeakMemory(['merge', '--flipkart', file, '--out', join(dir, 'merged.pdf')]);
      expect(run.stderr).toBe(`${file} page 2: compressed data inflates to more than 64 MB\n`);
      expect(run.code).toBe(1);
      expect(run.peakBytes).toBeLessThan(MOST_MEMORY);
    });
});
