import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTogether } from '../../../src/cli/writeTogether';

describe('writeTogether', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'write-together-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('writes bytes given in parts, in order, past the buffers one system call takes', async () => {
    // 3,000 parts of 1-7 bytes and a few large ones: more than one writev of 1,024 buffers.
    const parts = Array.from({ length: 3000 }, (_, at) =>
      at % 1000 === 999
        ? new Uint8Array(200_000).fill(at % 251)
        : Uint8Array.from({ length: 1 + (at % 7) }, (_, k) => (at + k) % 256),
    );
    const expected = Buffer.concat(parts);
    const path = join(folder, 'out.pdf');

    await writeTogether([
      { path, data: parts },
      { path: join(folder, 'summary.json'), data: '{}\n' },
    ]);

    expect((await readFile(path)).equals(expected)).toBe(true);
    expect(await readFile(join(folder, 'summary.json'), 'utf8')).toBe('{}\n');
  });

  it('leaves every target as it was when one cannot be written', async () => {
    const path = join(folder, 'out.pdf');
    await writeFile(path, 'old');

    await expect(
      writeTogether([
        { path, data: [Uint8Array.of(1, 2, 3)] },
        { path: join(folder, 'missing', 'summary.json'), data: '{}' },
      ]),
    ).rejects.toThrow();

    expect(await readFile(path, 'utf8')).toBe('old');
  });
});
