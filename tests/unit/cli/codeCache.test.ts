import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWithCodeCache } from '../../../bin/codeCache.mjs';

let folder: string | undefined;

afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

async function bundleFile(source: string): Promise<string> {
  folder = await mkdtemp(join(tmpdir(), 'code-cache-'));
  const bundle = join(folder, 'command.cjs');
  await writeFile(bundle, source);
  return bundle;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('loadWithCodeCache', () => {
  it('runs the bundle as a CommonJS module of its own file', async () => {
    const bundle = await bundleFile(
      "exports.base = require('node:path').basename(__filename); module.exports.folder = __dirname; exports.sum = 1 + 2;",
    );
    const loaded = loadWithCodeCache(bundle).exports as { base: string; folder: string; sum: number };
    expect(loaded).toEqual({ base: 'command.cjs', folder, sum: 3 });
  });

  it('keeps the cache only when asked, then uses it without writing it again', async () => {
    const bundle = await bundleFile('module.exports = function twice(n) { return n * 2; };');
    const first = loadWithCodeCache(bundle);
    expect(await exists(`${bundle}.cache`)).toBe(false);
    expect((first.exports as (n: number) => number)(21)).toBe(42);
    first.keepCache();
    expect((await readFile(`${bundle}.cache`)).byteLength).toBeGreaterThan(0);

    const longAgo = new Date('2020-01-01T00:00:00Z');
    await utimes(`${bundle}.cache`, longAgo, longAgo);
    const second = loadWithCodeCache(bundle);
    expect((second.exports as (n: number) => number)(4)).toBe(8);
    second.keepCache();
    expect(new Date((await stat(`${bundle}.cache`)).mtimeMs).getUTCFullYear()).toBe(2020);
  });

  it('writes again a cache V8 refuses, and still runs', async () => {
    const bundle = await bundleFile('module.exports = { answer: 42 };');
    await writeFile(`${bundle}.cache`, 'not a code cache');
    const loaded = loadWithCodeCache(bundle);
    expect(loaded.exports).toEqual({ answer: 42 });
    loaded.keepCache();
    expect((await readFile(`${bundle}.cache`, 'utf8')).startsWith('not a code cache')).toBe(false);
  });

  it('keeps no cache for a bundle rebuilt while it ran: V8 would take it for the new one of the same length', async () => {
    const bundle = await bundleFile('module.exports = 1;');
    const loaded = loadWithCodeCache(bundle);
    await writeFile(bundle, 'module.exports = 2;');
    const later = new Date(Date.now() + 5_000);
    await utimes(bundle, later, later);
    loaded.keepCache();
    expect(await exists(`${bundle}.cache`)).toBe(false);
  });
});
