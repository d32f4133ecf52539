import { lstat, mkdir, mkdtemp, open, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTogether } from '../../../src/cli/writeTogether';

// rename as the module under test calls it, so that a test can make one rename fail.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, rename: vi.fn(actual.rename) };
});

/** writeTogether of a PDF (bytes 1, 2, 3) and a summary ('{}'), while every rename `fails` picks throws EIO. */
async function writePairWhileRenameFails(
  out: string,
  summary: string,
  fails: (from: string, to: string) => boolean,
): Promise<void> {
  const renames = vi.mocked(rename);
  const actual = renames.getMockImplementation() ?? rename;
  renames.mockImplementation(async (from, to) => {
    if (fails(String(from), String(to))) throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
    return actual(from, to);
  });
  try {
    await writeTogether([
      { path: out, data: [Uint8Array.of(1, 2, 3)] },
      { path: summary, data: '{}' },
    ]);
  } finally {
    renames.mockImplementation(actual);
  }
}

describe('writeTogether', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'write-together-'));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
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

  it('finishes the parts a short writev left, part by part', async () => {
    const probe = await open(join(folder, 'probe'), 'w');
    const handle = Object.getPrototypeOf(probe) as typeof probe;
    await probe.close();
    // What a short write does: writes the first part and part of the second, and says how much.
    const writev = vi.spyOn(handle, 'writev').mockImplementation(async function (this: typeof probe, buffers) {
      const [first, second] = buffers as Uint8Array[];
      const short = [first, second?.subarray(0, 3)].filter((part) => part !== undefined);
      const { bytesWritten } = await this.write(Buffer.concat(short));
      return { bytesWritten, buffers };
    });
    const parts = [Uint8Array.of(1, 2), Uint8Array.of(3, 4, 5, 6, 7), Uint8Array.of(8), Uint8Array.of(9, 10, 11)];
    const path = join(folder, 'out.pdf');

    await writeTogether([{ path, data: parts }]);

    expect(writev).toHaveBeenCalledTimes(1);
    expect([...(await readFile(path))]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
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

  it('refuses a folder where a file should go, before any target is replaced', async () => {
    const path = join(folder, 'out.pdf');
    await writeFile(path, 'old');
    await mkdir(join(folder, 'summary.json'));

    await expect(
      writeTogether([
        { path, data: [Uint8Array.of(1, 2, 3)] },
        { path: join(folder, 'summary.json'), data: '{}' },
      ]),
    ).rejects.toThrow(`Cannot write ${join(folder, 'summary.json')}: it is a folder`);

    expect(await readFile(path, 'utf8')).toBe('old');
    expect((await readdir(folder)).sort()).toEqual(['out.pdf', 'summary.json']);
  });

  it('puts back the targets already replaced when a later one cannot be', async () => {
    const out = join(folder, 'out.pdf');
    const summary = join(folder, 'summary.json');
    await writeFile(out, 'old pdf');
    await writeFile(summary, 'old summary');
    await expect(
      writePairWhileRenameFails(out, summary, (from, to) => to === summary && from.endsWith('.partial')),
    ).rejects.toThrow('EIO: i/o error');

    expect(vi.mocked(rename).mock.calls.map(([, to]) => to)).toContain(out);
    expect(await readFile(out, 'utf8')).toBe('old pdf');
    expect(await readFile(summary, 'utf8')).toBe('old summary');
    expect((await readdir(folder)).sort()).toEqual(['out.pdf', 'summary.json']);
  });

  it('says which target holds the new file, and where the old one is, when it cannot be put back', async () => {
    const out = join(folder, 'out.pdf');
    const summary = join(folder, 'summary.json');
    await writeFile(out, 'old pdf');
    const previous = `${out}.${process.pid}.previous`;

    await expect(
      writePairWhileRenameFails(out, summary, (from, to) => to === summary || from.endsWith('.previous')),
    ).rejects.toThrow(`EIO: i/o error (${out} is the new file; the one before it is ${previous})`);

    expect([...(await readFile(out))]).toEqual([1, 2, 3]);
    expect(await readFile(previous, 'utf8')).toBe('old pdf');
    expect((await readdir(folder)).sort()).toEqual(['out.pdf', `out.pdf.${process.pid}.previous`]);
  });

  it('writes through a symbolic link, and refuses two outputs that are one file', async () => {
    const real = join(folder, 'real.pdf');
    const linked = join(folder, 'today.pdf');
    await writeFile(real, 'old');
    await symlink(real, linked);

    await writeTogether([{ path: linked, data: [Uint8Array.of(7)] }]);

    expect((await lstat(linked)).isSymbolicLink()).toBe(true);
    expect([...(await readFile(real))]).toEqual([7]);
    await expect(
      writeTogether([
        { path: real, data: [Uint8Array.of(8)] },
        { path: linked, data: '{}' },
      ]),
    ).rejects.toThrow(`Cannot write ${linked} twice: two outputs name the same file`);
    expect([...(await readFile(real))]).toEqual([7]);
    expect((await readdir(folder)).sort()).toEqual(['real.pdf', 'today.pdf']);
  });
});
