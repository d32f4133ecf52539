import { readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ensureCliBundle } from '../../../bin/cliBundle.mjs';

describe('ensureCliBundle', () => {
  it('builds a stale bundle again, and keeps the code cache of one built the same', { timeout: 60_000 }, async () => {
    const bundle = await ensureCliBundle('transactions');
    const built = await readFile(bundle);
    const cache = `${bundle}.cache`;
    const kept = await readFile(cache).catch(() => null);
    const longAgo = new Date('2001-01-01T00:00:00Z');
    await utimes(bundle, longAgo, longAgo);
    await writeFile(cache, 'the cache of this very bundle');
    try {
      expect(await ensureCliBundle('transactions')).toBe(bundle);
      expect((await stat(bundle)).mtimeMs).toBeGreaterThan(longAgo.getTime());
      expect((await readFile(bundle)).equals(built)).toBe(true);
      expect(await readFile(cache, 'utf8')).toBe('the cache of this very bundle');
    } finally {
      await (kept ? writeFile(cache, kept) : rm(cache, { force: true }));
    }
  });
});
